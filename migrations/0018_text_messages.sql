CREATE TABLE `text_numbers` (
	`phone` text PRIMARY KEY NOT NULL,
	`consent` text NOT NULL,
	`source` text NOT NULL,
	`introduced_at` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `text_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`from` text NOT NULL,
	`body` text NOT NULL,
	`keyword` text,
	`about` text,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `text_replies_provider_id_unique` ON `text_replies` (`provider_id`);--> statement-breakpoint
CREATE INDEX `text_replies_about_idx` ON `text_replies` (`about`,`received_at`);--> statement-breakpoint
ALTER TABLE `leads` ADD `escalated_at` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `channel` text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `send_after` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `sent_by` text;