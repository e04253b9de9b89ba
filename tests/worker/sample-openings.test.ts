/**
 * The three sample openings npm start loads into an empty local D1 (scripts/lib.mjs): the SQL
 * stores them open, in both languages, valid through the last moment of the 60th Ocala day after
 * loading; each passes the rules staff are held to; run again it changes nothing, and an opening
 * staff changed in between stays changed.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error scripts/ are plain Node modules, typed only where allowJs is on (tsconfig.node.json).
import * as scriptsLib from '../../scripts/lib.mjs';
import { SAMPLE_OPENING_DAYS, SAMPLE_OPENINGS, type SampleOpening } from '../../seed/openings';
import { openingProblems } from '../../shared/careers/opening-rules';
import type { StaffOpening } from '../../shared/careers/staff-api';
import { staffRequest, staffSession } from './staff-helpers';

const { openingInsertStatements, companyDayEndAfter } = scriptsLib as {
  openingInsertStatements(openings: readonly SampleOpening[], at: { datePosted: string; validThrough: string }): string[];
  companyDayEndAfter(days: number, timeZone: string, now?: Date): string;
};

// Loaded on Nov 26, 2026 (Ocala): open through Jan 25, 2027, 23:59:59.999 Eastern Standard Time.
const LOADED = new Date('2026-11-26T15:00:00.000Z');
const THROUGH = companyDayEndAfter(SAMPLE_OPENING_DAYS, 'America/New_York', LOADED);

async function load(): Promise<void> {
  const statements = openingInsertStatements(SAMPLE_OPENINGS, { datePosted: LOADED.toISOString(), validThrough: THROUGH });
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
}

const fingerprint = async () => (await env.DB.prepare('SELECT * FROM job_openings ORDER BY slug').all()).results;

beforeAll(load);

describe('the sample openings', () => {
  it('are valid through the last moment of the 60th Ocala day after loading', () => {
    expect(THROUGH).toBe('2027-01-26T04:59:59.999Z');
    // A summer evening in Ocala is already the next day in UTC: the day counted is Ocala's.
    expect(companyDayEndAfter(0, 'America/New_York', new Date('2026-07-01T03:00:00.000Z'))).toBe('2026-07-01T03:59:59.999Z');
  });

  it('load open, in both languages, as staff read them, each within the rules', async () => {
    const cookie = await staffSession();
    const res = await staffRequest('/staff/api/openings?status=open', cookie);
    const { openings } = (await res.json()) as { openings: StaffOpening[] };
    expect(openings.map((o) => o.slug).sort()).toEqual(SAMPLE_OPENINGS.map((o) => o.slug).sort());
    for (const sample of SAMPLE_OPENINGS) {
      const row = openings.find((o) => o.slug === sample.slug)!;
      expect(row).toMatchObject({ ...sample, status: 'open', expired: false, date_posted: LOADED.toISOString(), valid_through: THROUGH });
      for (const field of ['title_es', 'description_es', 'requirements_es', 'benefits_es'] as const) expect(row[field].length).toBeGreaterThan(20);
      const { id: _i, created_at: _c, updated_at: _u, applications: _a, expired: _e, stored_status: _s, ...fields } = row;
      expect(openingProblems(fields)).toEqual({});
    }
  });

  it('run again, change nothing, and never overwrite an opening staff changed', async () => {
    await env.DB.prepare("UPDATE job_openings SET title = 'Changed by staff', status = 'closed' WHERE slug = ?").bind(SAMPLE_OPENINGS[0]!.slug).run();
    const before = await fingerprint();
    await load();
    expect(await fingerprint()).toEqual(before);
  });
});
