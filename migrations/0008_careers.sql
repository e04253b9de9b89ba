CREATE TABLE `application_events` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`type` text NOT NULL,
	`status` text,
	`note` text DEFAULT '' NOT NULL,
	`interview_at` text,
	`by` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `application_events_application_created_at_idx` ON `application_events` (`application_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `application_token_uses` (
	`nonce` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `application_token_uses_expires_at_idx` ON `application_token_uses` (`expires_at`);--> statement-breakpoint
CREATE TABLE `applications` (
	`id` text PRIMARY KEY NOT NULL,
	`opening_id` integer,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`town` text DEFAULT '' NOT NULL,
	`shifts` text DEFAULT '[]' NOT NULL,
	`days` text DEFAULT '[]' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`resume_key` text,
	`resume_name` text,
	`resume_type` text,
	`resume_size` integer,
	`consent_text` text DEFAULT '' NOT NULL,
	`consent_at` text,
	`page` text DEFAULT '' NOT NULL,
	`ip_hash` text DEFAULT '' NOT NULL,
	`contact_key` text NOT NULL,
	`duplicate_count` integer DEFAULT 0 NOT NULL,
	`spam_reason` text,
	`interview_at` text,
	`interview_sequence` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`opening_id`) REFERENCES `job_openings`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `applications_created_at_idx` ON `applications` (`created_at`);--> statement-breakpoint
CREATE INDEX `applications_opening_created_at_idx` ON `applications` (`opening_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `applications_status_created_at_idx` ON `applications` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `applications_contact_created_at_idx` ON `applications` (`contact_key`,`created_at`);--> statement-breakpoint
CREATE TABLE `job_openings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`title` text NOT NULL,
	`title_es` text DEFAULT '' NOT NULL,
	`town` text NOT NULL,
	`employment_type` text DEFAULT 'PART_TIME' NOT NULL,
	`shifts` text DEFAULT '[]' NOT NULL,
	`pay_min` integer,
	`pay_max` integer,
	`pay_unit` text DEFAULT 'HOUR' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`description_es` text DEFAULT '' NOT NULL,
	`requirements` text DEFAULT '' NOT NULL,
	`requirements_es` text DEFAULT '' NOT NULL,
	`benefits` text DEFAULT '' NOT NULL,
	`benefits_es` text DEFAULT '' NOT NULL,
	`date_posted` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`valid_through` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_openings_slug_unique` ON `job_openings` (`slug`);--> statement-breakpoint
CREATE INDEX `job_openings_status_valid_idx` ON `job_openings` (`status`,`valid_through`);