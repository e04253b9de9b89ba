CREATE TABLE `lead_events` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`type` text NOT NULL,
	`status` text,
	`note` text DEFAULT '' NOT NULL,
	`walkthrough_at` text,
	`by` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lead_events_lead_id_created_at_idx` ON `lead_events` (`lead_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `lead_events_type_status_idx` ON `lead_events` (`type`,`status`);--> statement-breakpoint
CREATE TABLE `newsletter_issues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`intro` text DEFAULT '' NOT NULL,
	`post_ids` text DEFAULT '[]' NOT NULL,
	`state` text DEFAULT 'draft' NOT NULL,
	`send_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`started_at` text,
	`recipients` integer DEFAULT 0 NOT NULL,
	`finished_at` text
);
--> statement-breakpoint
CREATE INDEX `newsletter_issues_state_send_at_idx` ON `newsletter_issues` (`state`,`send_at`);--> statement-breakpoint
ALTER TABLE `leads` ADD `read_post` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `first_response_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `reminded_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `walkthrough_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `walkthrough_sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `lost_reason` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirmed_at` text;--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_confirmed_at_idx` ON `newsletter_subscribers` (`confirmed_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `claimed_at` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `headers` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `attachments` text;--> statement-breakpoint
CREATE INDEX `outbox_about_state_idx` ON `outbox` (`about`,`state`);--> statement-breakpoint
-- Addresses stored before confirmed opt-in signed up through the same form and were never asked
-- to confirm: they are treated as confirmed since they signed up (docs/decisions.md).
UPDATE `newsletter_subscribers` SET `confirmed_at` = `created_at` WHERE `confirmed_at` IS NULL;
