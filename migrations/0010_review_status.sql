CREATE TABLE `post_review_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`step` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`by_id` text,
	`by_name` text DEFAULT '' NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `post_review_notes_post_idx` ON `post_review_notes` (`post_id`,`id`);