CREATE TABLE `form_token_uses` (
	`nonce` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `form_token_uses_expires_at_idx` ON `form_token_uses` (`expires_at`);--> statement-breakpoint
CREATE TABLE `lead_repeats` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`fields` text NOT NULL,
	`ip_hash` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lead_repeats_lead_id_created_at_idx` ON `lead_repeats` (`lead_id`,`created_at`);