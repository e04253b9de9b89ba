/**
 * Who prospects hear from (shared/staff/follow-up.ts), kept in staff_settings: read by the lead's
 * acknowledgement when it is written, changed by owners on the People screen.
 */
import { eq } from 'drizzle-orm';
import { staffSettings } from '../../shared/schema';
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
