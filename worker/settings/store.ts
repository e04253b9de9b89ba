/**
 * Company-wide choices kept in staff_settings, changed by owners on the People screen: who
 * prospects hear from (shared/staff/follow-up.ts), read by the lead's acknowledgement when it is
 * written, and who is on call for new leads (shared/staff/on-call.ts), read as each lead arrives
 * and by the cron's escalation.
 */
import { eq } from 'drizzle-orm';
import { staffSettings } from '../../shared/schema';
import { ON_CALL_KEY, type OnCallSetting, type OnCallView } from '../../shared/staff/on-call';
import { COMPANY_SIGNER, FOLLOW_UP_KEY, type FollowUpSetting, type FollowUpView, type Signer, usPhone } from '../../shared/staff/follow-up';
import type { Db } from '../env';
import { activePerson } from '../people/store';

async function stored(db: Db): Promise<FollowUpSetting | null> {
  const row = await db.select({ value: staffSettings.value }).from(staffSettings).where(eq(staffSettings.key, FOLLOW_UP_KEY)).get();
  const v = row?.value as Partial<FollowUpSetting> | undefined;
  return v && typeof v.personId === 'string' && typeof v.title === 'string' && typeof v.phone === 'string' ? (v as FollowUpSetting) : null;
}

/** The choice and the signature it gives now: the chosen person while they are active, else the company's team. */
export async function followUp(db: Db): Promise<FollowUpView> {
  const setting = await stored(db);
  const person = setting ? await activePerson(db, setting.personId) : null;
  const line = setting ? usPhone(setting.phone) : null;
  const signer: Signer = person?.kind === 'person' && setting && line ? { name: person.name, title: setting.title, ...line } : COMPANY_SIGNER;
  return { personId: setting?.personId ?? null, title: setting?.title ?? '', phone: setting?.phone ?? '', signer };
}

/** The signature of emails to prospects; the company's team whenever it cannot be read. */
export async function followUpSigner(db: Db): Promise<Signer> {
  try {
    return (await followUp(db)).signer;
  } catch (err) {
    console.error('follow-up signer not read, the team signs', err instanceof Error ? err.message : err);
    return COMPANY_SIGNER;
  }
}

/** Sets (or, with null, clears back to the company's team) who prospects hear from. */
export async function setFollowUp(db: Db, setting: FollowUpSetting | null, by: string): Promise<void> {
  if (!setting) {
    await db.delete(staffSettings).where(eq(staffSettings.key, FOLLOW_UP_KEY));
    return;
  }
  const now = new Date().toISOString();
  await db
    .insert(staffSettings)
    .values({ key: FOLLOW_UP_KEY, value: setting, updated_at: now, updated_by: by })
    .onConflictDoUpdate({ target: staffSettings.key, set: { value: setting, updated_at: now, updated_by: by } });
}

async function saveSetting(db: Db, key: string, value: unknown, by: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insert(staffSettings)
    .values({ key, value, updated_at: now, updated_by: by })
    .onConflictDoUpdate({ target: staffSettings.key, set: { value, updated_at: now, updated_by: by } });
}

const onCallPerson = (v: unknown) =>
  v && typeof v === 'object' && typeof (v as { personId?: unknown }).personId === 'string' && typeof (v as { phone?: unknown }).phone === 'string'
    ? { personId: (v as { personId: string }).personId, phone: (v as { phone: string }).phone }
    : null;

/** Who is on call, each with their name and sign-in address while they are an active person (else null). */
export async function onCall(db: Db): Promise<OnCallView & { emails: { first: string | null; second: string | null } }> {
  const row = await db.select({ value: staffSettings.value }).from(staffSettings).where(eq(staffSettings.key, ON_CALL_KEY)).get();
  const stored = (row?.value ?? {}) as Partial<OnCallSetting>;
  const resolve = async (slot: 'first' | 'second') => {
    const chosen = onCallPerson(stored[slot]);
    const person = chosen ? await activePerson(db, chosen.personId) : null;
    return chosen && person?.kind === 'person' ? { ...chosen, name: person.name, email: person.email } : null;
  };
  const [first, second] = await Promise.all([resolve('first'), resolve('second')]);
  const view = (p: typeof first) => (p ? { personId: p.personId, phone: p.phone, name: p.name } : null);
  return { first: view(first), second: view(second), emails: { first: first?.email ?? null, second: second?.email ?? null } };
}

export async function setOnCall(db: Db, setting: OnCallSetting, by: string): Promise<void> {
  await saveSetting(db, ON_CALL_KEY, setting, by);
}
