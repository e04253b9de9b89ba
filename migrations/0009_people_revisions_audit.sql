CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`actor_id` text,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`subject_type` text DEFAULT '' NOT NULL,
	`subject_id` text DEFAULT '' NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`ip` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_at_idx` ON `audit_log` (`action`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_at_idx` ON `audit_log` (`actor_id`,`at`);--> statement-breakpoint
CREATE TABLE `blog_post_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`kind` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`by_id` text,
	`by_name` text DEFAULT '' NOT NULL,
	`restored_from` integer,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`content_markdown` text,
	`excerpt` text DEFAULT '' NOT NULL,
	`category` text NOT NULL,
	`date_published` text NOT NULL,
	`featured_image` text,
	`seo_title` text,
	`seo_description` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`author` text NOT NULL,
	`status` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `blog_post_revisions_post_idx` ON `blog_post_revisions` (`post_id`,`id`);--> statement-breakpoint
CREATE TABLE `indexnow_queue` (
	`url` text PRIMARY KEY NOT NULL,
	`queued_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_error` text
);
--> statement-breakpoint
CREATE INDEX `indexnow_queue_next_attempt_idx` ON `indexnow_queue` (`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `staff_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`person_id` text NOT NULL,
	`purpose` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`person_id`) REFERENCES `staff_people`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_links_person_idx` ON `staff_links` (`person_id`);--> statement-breakpoint
CREATE INDEX `staff_links_expires_at_idx` ON `staff_links` (`expires_at`);--> statement-breakpoint
CREATE TABLE `staff_passkeys` (
	`id` text PRIMARY KEY NOT NULL,
	`person_id` text NOT NULL,
	`public_key` text NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text DEFAULT '[]' NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_used_at` text,
	FOREIGN KEY (`person_id`) REFERENCES `staff_people`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_passkeys_person_idx` ON `staff_passkeys` (`person_id`);--> statement-breakpoint
CREATE TABLE `staff_people` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_sign_in_at` text,
	`disabled_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_people_email_unique` ON `staff_people` (`email`);--> statement-breakpoint
ALTER TABLE `staff_sessions` ADD `person_id` text REFERENCES staff_people(id);--> statement-breakpoint
-- The audit log is append-only: no entry is ever changed, and none is deleted before it is a year
-- old (the retention job deletes older ones).
CREATE TRIGGER `audit_log_no_update`
BEFORE UPDATE ON `audit_log`
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_early_delete`
BEFORE DELETE ON `audit_log`
FOR EACH ROW WHEN OLD.`at` > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-365 days')
BEGIN
  SELECT RAISE(ABORT, 'audit_log entries are kept for a year');
END;
