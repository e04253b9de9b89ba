ALTER TABLE `applications` ADD `interview_kind` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `interview_place` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `interview_with` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `interview_minutes` integer DEFAULT 30 NOT NULL;