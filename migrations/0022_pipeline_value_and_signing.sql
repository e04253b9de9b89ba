CREATE TABLE `pricing_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`facility_type` text NOT NULL,
	`area` text NOT NULL,
	`task` text NOT NULL,
	`frequency` text DEFAULT 'each visit' NOT NULL,
	`unit` text DEFAULT '' NOT NULL,
	`minutes_per_unit` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	`is_sample` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pricing_tasks_type_idx` ON `pricing_tasks` (`facility_type`,`sort`);--> statement-breakpoint
ALTER TABLE `leads` ADD `owner_id` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `monthly_value_cents` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `expected_close` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `next_step` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `next_step_due` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `next_step_reminded_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `lost_category` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `won_at` text;--> statement-breakpoint
ALTER TABLE `proposals` ADD `terms` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `proposals` ADD `sent_at` text;--> statement-breakpoint
ALTER TABLE `proposals` ADD `viewed_at` text;--> statement-breakpoint
ALTER TABLE `proposals` ADD `responded_at` text;--> statement-breakpoint
ALTER TABLE `proposals` ADD `expires_at` text;--> statement-breakpoint
ALTER TABLE `proposals` ADD `reminders_sent` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `proposals` ADD `superseded_by` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `proposals` ADD `response_note` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `proposals` ADD `document_sha256` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `proposals` ADD `evidence` text;--> statement-breakpoint
CREATE INDEX `proposals_state_sent_at_idx` ON `proposals` (`state`,`sent_at`);--> statement-breakpoint
-- Leads won or lost before these columns: won when last changed, lost for a reason staff wrote as a note.
UPDATE `leads` SET `won_at` = `updated_at` WHERE `status` = 'won';--> statement-breakpoint
UPDATE `leads` SET `lost_category` = 'other' WHERE `status` = 'lost';
