CREATE TABLE `walkthrough_availability` (
	`person_id` text PRIMARY KEY NOT NULL,
	`weekly` text DEFAULT '{}' NOT NULL,
	`days_off` text DEFAULT '[]' NOT NULL,
	`slot_minutes` integer DEFAULT 30 NOT NULL,
	`buffer_minutes` integer DEFAULT 30 NOT NULL,
	`notice_hours` integer DEFAULT 24 NOT NULL,
	`zips` text DEFAULT '[]' NOT NULL,
	`active` integer DEFAULT 1 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_by` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE `leads` ADD `walkthrough_with` text DEFAULT '' NOT NULL;