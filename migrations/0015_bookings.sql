ALTER TABLE `leads` ADD `street_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `walkthrough_availability` ADD `phone` text DEFAULT '' NOT NULL;