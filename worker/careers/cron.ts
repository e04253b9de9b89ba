/** Hiring's part of the 15-minute cron: applications past the retention period are deleted. */
export async function runCareersCron(_env: Env): Promise<void> {}
