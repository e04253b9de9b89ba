CREATE TABLE `proposals` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`state` text DEFAULT 'draft' NOT NULL,
	`visits_per_week` integer NOT NULL,
	`start_date` text NOT NULL,
	`sites` text NOT NULL,
	`lines` text NOT NULL,
	`computed_price_cents` integer NOT NULL,
	`monthly_price_cents` integer NOT NULL,
	`created_by` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `proposals_lead_id_idx` ON `proposals` (`lead_id`,`created_at`);