CREATE TABLE `pricing_rates` (
	`facility_type` text PRIMARY KEY NOT NULL,
	`sqft_per_hour` integer NOT NULL,
	`labour_cents_per_hour` integer NOT NULL,
	`supplies_bp` integer NOT NULL,
	`margin_bp` integer NOT NULL,
	`monthly_minimum_cents` integer NOT NULL,
	`walkthrough_required` integer DEFAULT 0 NOT NULL,
	`is_sample` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_by` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pricing_visit_factors` (
	`visits_per_week` integer PRIMARY KEY NOT NULL,
	`factor_bp` integer NOT NULL,
	`is_sample` integer DEFAULT 0 NOT NULL
);
