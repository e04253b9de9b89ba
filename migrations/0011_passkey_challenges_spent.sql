CREATE TABLE `webauthn_challenges_spent` (
	`challenge` text PRIMARY KEY NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `webauthn_challenges_spent_expires_idx` ON `webauthn_challenges_spent` (`expires_at`);