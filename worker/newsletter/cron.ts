/** The newsletter's part of the 15-minute cron. */
export async function runNewsletterCron(_env: Env): Promise<void> {}
