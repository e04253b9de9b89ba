/**
 * Applications for staff (worker/careers/applications/staff-routes.ts) against real D1 and R2:
 * the list's filters, the CSV, stage changes on the timeline with the interview invitation (its
 * .ics in Ocala time, the same UID and the next SEQUENCE, a cancellation when the interview is
 * called off), 409 over a stale view, notes, deletion with the résumé, the résumé download,
 * visitors refused everywhere, the cron's retention, and the same routes at /api with the staff key.
 */
import { createScheduledController, env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { toCompanyLocalInput } from '../../shared/time/company-time';
import { applicationEvents, applications, jobOpenings } from '../../shared/schema';
import { interviewUid } from '../../worker/careers/applications/interview-invitation';
import { monthsBefore, retentionMonths } from '../../worker/careers/cron';
import type { OutboxRow } from '../../worker/email/store/outbox';
import worker from '../../worker/index';
import { outboxAbout } from './email-helpers';
import { staffRequest, withEnv } from './leads-helpers';
import { ORIGIN, personSession, staffSession, staffRequest as sessionRequest } from './staff-helpers';
import { downloadName, resumeName } from '../../worker/careers/applications/resume';
import { remindInterviews } from '../../worker/walkthroughs/reminders';

const db = () => drizzle(env.DB);
let next = 1;

async function opening(title: string, title_es = ''): Promise<number> {
  const [row] = await db()
    .insert(jobOpenings)
    .values({ slug: `job-${next++}-${crypto.randomUUID().slice(0, 8)}`, title, title_es, town: 'Ocala', status: 'open' })
    .returning({ id: jobOpenings.id });
  return row!.id;
}

/** An application stored straight into D1, as the quick apply would. */
async function storedApplication(overrides: Partial<typeof applications.$inferInsert> = {}): Promise<string> {
  const id = `app-${next++}-${crypto.randomUUID()}`;
  await db()
    .insert(applications)
    .values({
      id,
      name: 'Rosa Díaz',
      phone: '(352) 555-0142',
      email: `${id}@example.com`,
      town: 'Belleview',
      shifts: ['evening'],
      days: ['mon', 'tue', 'wed'],
      language: 'es',
      locale: 'en',
      contact_key: `phone:${id}`,
      consent_text: 'I agree.',
      consent_at: new Date().toISOString(),
      ...overrides,
    });
  return id;
}

/** An application with a résumé in R2. */
async function withResume(name: string, overrides: Partial<typeof applications.$inferInsert> = {}) {
  const key = `resumes/${crypto.randomUUID()}`;
  const bytes = new TextEncoder().encode('%PDF-1.7\nrésumé\n%%EOF\n');
  await env.IMAGES.put(key, bytes, { httpMetadata: { contentType: 'application/pdf' } });
  const id = await storedApplication({ resume_key: key, resume_name: name, resume_type: 'application/pdf', resume_size: bytes.length, ...overrides });
  return { id, key, bytes };
}

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const patch = (id: string, body: unknown) => staffRequest(`/api/applications/${id}`, json('PATCH', body));

interface View {
  status: string;
  updated_at: string;
  interview_at: string | null;
  interview_sequence: number;
  has_resume: boolean;
  opening: { id: number; title: string } | null;
  events: { type: string; status: string | null; note: string; interview_at: string | null; by: string }[];
  emails: { kind: string; subject: string }[];
  resume_key?: unknown;
}

async function view(id: string): Promise<View> {
  const res = await staffRequest(`/api/applications/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as View;
}

async function list(query = '') {
  const res = await staffRequest(`/api/applications${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as {
    applications: { id: string; opening_title: string | null; has_resume: boolean }[];
    total: number;
    limit: number;
    offset: number;
  };
}

/** A time `days` from now on Ocala's clock, as staff type it. */
const ocalaInput = (days: number, hour = 10) =>
  `${toCompanyLocalInput(new Date(Date.now() + days * 86_400_000)).slice(0, 10)}T${String(hour).padStart(2, '0')}:30`;

const invitations = async (id: string) => (await outboxAbout(`application:${id}`)).filter((r) => r.kind.startsWith('interview-'));
function ics(row: OutboxRow) {
  const [file] = JSON.parse(String(row.attachments)) as { content: string; type: string }[];
  for (const line of file!.content.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  return { type: file!.type, content: file!.content.replace(/\r\n /g, '') };
}

describe('the list', () => {
  it('filters by opening (or general), stage and Ocala days, newest first, with the total and the opening title', async () => {
    const cleaner = await opening('Evening Cleaner');
    const other = await opening('Floor Tech');
    const a = await storedApplication({ opening_id: cleaner, created_at: '2026-03-02T14:00:00.000Z' });
    const b = await storedApplication({ opening_id: cleaner, status: 'screened', created_at: '2026-03-05T14:00:00.000Z' });
    // 03:30 UTC on Mar 6 is still Mar 5 in Ocala (EST, UTC-5).
    const c = await storedApplication({ opening_id: cleaner, created_at: '2026-03-06T03:30:00.000Z' });
    await storedApplication({ opening_id: other });
    const general = await storedApplication({ opening_id: null, created_at: '2026-03-04T12:00:00.000Z' });

    const all = await list(`?opening=${cleaner}`);
    expect(all.applications.map((r) => r.id)).toEqual([c, b, a]);
    expect(all).toMatchObject({ total: 3, limit: 50, offset: 0 });
    expect(all.applications[0]!.opening_title).toBe('Evening Cleaner');
    expect(all.applications[0]).not.toHaveProperty('resume_key');
    expect(all.applications[0]).not.toHaveProperty('ip_hash');

    expect((await list(`?opening=${cleaner}&status=screened`)).applications.map((r) => r.id)).toEqual([b]);
    expect((await list(`?opening=${cleaner}&from=2026-03-05&to=2026-03-05`)).applications.map((r) => r.id)).toEqual([c, b]);
    const paged = await list(`?opening=${cleaner}&limit=1&offset=1`);
    expect(paged.applications.map((r) => r.id)).toEqual([b]);
    expect(paged.total).toBe(3);
    const generals = await list('?opening=general');
    expect(generals.applications.map((r) => r.id)).toContain(general);
    expect(generals.applications.every((r) => r.opening_title === null)).toBe(true);
  });

  it('refuses a filter it cannot read, saying what is allowed', async () => {
    for (const query of ['?status=maybe', '?opening=abc', '?from=2026-02-30', '?limit=0', '?limit=501', '?sort=name', '?status=new&status=hired']) {
      const res = await staffRequest(`/api/applications${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { code: string; message: string; hint: string };
      expect(body.code).toBe('22023');
      expect(body.hint).toBeTruthy();
    }
  });

  it('downloads as CSV with the filters, formula cells neutralised and internal columns left out', async () => {
    const job = await opening('Day Porter, "Downtown"');
    const id = await storedApplication({ opening_id: job, name: '=HYPERLINK("http://evil.example","x")', town: 'Ocala, FL', ip_hash: 'a'.repeat(64) });
    const res = await staffRequest(`/api/applications.csv?opening=${job}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-total-count')).toBe('1');
    const text = await res.text();
    const [header, row] = text.split('\r\n');
    expect(header!.split(',').slice(0, 6)).toEqual(['id', 'status', 'created_at', 'updated_at', 'opening_id', 'opening_title']);
    expect(header).not.toMatch(/ip_hash|resume_key|contact_key/);
    expect(row).toContain(id);
    expect(row).toContain('"Day Porter, ""Downtown"""');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(row).toContain('"Ocala, FL"');
    expect(row).toContain('evening');
    expect(text).not.toContain('a'.repeat(64));
  });
});

describe('who acted', () => {
  it('a signed-in person is named on the timeline by their name, for a stage change and a note', async () => {
    const id = await storedApplication();
    const { cookie } = await personSession('owner', { name: 'Luis Ortega' });
    const send = (path: string, method: string, body: unknown) => sessionRequest(`/staff/api/applications/${id}${path}`, cookie, json(method, body));
    expect((await send('', 'PATCH', { status: 'screened' })).status).toBe(200);
    expect((await send('/notes', 'POST', { note: 'Has a car.' })).status).toBe(201);
    expect((await view(id)).events.map((e) => [e.type, e.by])).toEqual([
      ['stage', 'Luis Ortega'],
      ['note', 'Luis Ortega'],
    ]);
  });
});

describe('a stage change', () => {
  it('is written on the timeline, and a change over a stale view or to the same stage writes nothing', async () => {
    const id = await storedApplication();
    const before = await view(id);
    const res = await patch(id, { status: 'screened', updated_at: before.updated_at });
    expect(res.status).toBe(200);
    const after = (await res.json()) as View;
    expect(after.status).toBe('screened');
    expect(after.updated_at).not.toBe(before.updated_at);
    expect(after.events).toEqual([expect.objectContaining({ type: 'stage', status: 'screened', by: 'Staff', interview_at: null })]);

    // Another staff member's screen still shows the old row: refused, nothing written.
    const stale = await patch(id, { status: 'not_hired', updated_at: before.updated_at });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe('This application changed while you were editing it');
    expect((await view(id)).status).toBe('screened');

    await patch(id, { status: 'screened' });
    expect((await view(id)).events).toHaveLength(1);
  });

  it('refuses what it cannot read and changes nothing', async () => {
    const id = await storedApplication();
    for (const body of [
      { status: 'interview' },
      { status: 'interview', interview_at: '2031-02-30T10:00' },
      { status: 'interview', interview_at: '2020-01-06T10:00' },
      { status: 'interview', interview_at: ocalaInput(2).replace('T', ' ') },
      { status: 'interview', interview_at: `${ocalaInput(2)}:00Z` },
      { status: 'interview', interview_at: ocalaInput(400) },
      { status: 'screened', interview_at: ocalaInput(2) },
      { status: 'archived' },
      { status: 'new', extra: 1 },
    ]) {
      const res = await patch(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('22023');
    }
    const unchanged = await view(id);
    expect(unchanged.status).toBe('new');
    expect(unchanged.events).toEqual([]);
    expect((await patch('no-such-application', { status: 'screened' })).status).toBe(404);
    expect((await staffRequest(`/api/applications/${id}`, { method: 'PATCH', body: '{"status":"screened"}' })).status).toBe(415);
  });
});

describe('an interview', () => {
  it('booked emails an invitation in Ocala time; moved, an update with the same UID; called off, a cancellation', async () => {
    const job = await opening('Evening Cleaner');
    const id = await storedApplication({ opening_id: job, status: 'screened' });
    const first = ocalaInput(3);
    const res = await patch(id, { status: 'interview', interview_at: first });
    expect(res.status).toBe(200);
    const booked = (await res.json()) as View;
    expect(toCompanyLocalInput(booked.interview_at)).toBe(first);
    expect(booked.interview_sequence).toBe(1);
    expect(booked.events.at(-1)).toMatchObject({ type: 'stage', status: 'interview', interview_at: booked.interview_at });

    let sent = await invitations(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'interview-invitation', to: `${id}@example.com` });
    expect(sent[0]!.subject).toMatch(/^Interview booked: /);
    expect(sent[0]!.text).toContain('Evening Cleaner');
    const request = ics(sent[0]!);
    expect(request.type).toBe('text/calendar; method=REQUEST; charset=UTF-8');
    expect(request.content).toContain('METHOD:REQUEST\r\n');
    expect(request.content).toContain(`UID:${interviewUid(id)}\r\n`);
    expect(request.content).toContain('SEQUENCE:1\r\n');
    expect(request.content).toContain(`DTSTART;TZID=America/New_York:${first.replace(/[-:]/g, '')}00\r\n`);
    expect(request.content).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    expect(request.content).toContain(`ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${id}@example.com`);
    expect((await view(id)).emails.map((e) => e.kind)).toEqual(['interview-invitation']);

    // The same time saved again sends nothing more.
    await patch(id, { status: 'interview', interview_at: first });
    expect(await invitations(id)).toHaveLength(1);

    const moved = ocalaInput(4, 14);
    await patch(id, { status: 'interview', interview_at: moved });
    sent = await invitations(id);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toMatch(/^Interview moved: /);
    expect(ics(sent[1]!).content).toContain('SEQUENCE:2\r\n');
    expect(ics(sent[1]!).content).toContain(`UID:${interviewUid(id)}\r\n`);

    const off = await patch(id, { status: 'not_hired' });
    const after = (await off.json()) as View;
    expect(after.interview_at).toBeNull();
    expect(after.interview_sequence).toBe(3);
    sent = await invitations(id);
    expect(sent).toHaveLength(3);
    expect(sent[2]!.kind).toBe('interview-cancellation');
    const cancel = ics(sent[2]!);
    expect(cancel.type).toBe('text/calendar; method=CANCEL; charset=UTF-8');
    expect(cancel.content).toContain('METHOD:CANCEL\r\n');
    expect(cancel.content).toContain('STATUS:CANCELLED\r\n');
    expect(cancel.content).toContain('SEQUENCE:3\r\n');
    expect(cancel.content).toContain(`UID:${interviewUid(id)}\r\n`);
    expect(cancel.content).toContain(`DTSTART;TZID=America/New_York:${moved.replace(/[-:]/g, '')}00\r\n`);
    expect(after.events.slice(-2).map((e) => [e.type, e.status])).toEqual([
      ['interview_cancelled', 'not_hired'],
      ['stage', 'not_hired'],
    ]);
  });

  it('is written in Spanish (usted) for an applicant who applied from the Spanish page, with the Spanish title', async () => {
    const job = await opening('Evening Cleaner', 'Limpieza de noche');
    const id = await storedApplication({ opening_id: job, locale: 'es' });
    expect((await patch(id, { status: 'interview', interview_at: ocalaInput(2, 9) })).status).toBe(200);
    const [message] = await invitations(id);
    expect(message!.subject).toMatch(/^Entrevista programada: /);
    expect(message!.text).toContain('hora de Ocala');
    expect(message!.text).toContain('Limpieza de noche');
    expect(message!.text).toContain('con usted');
    expect(ics(message!).content).toContain('SUMMARY:Entrevista con Oakbright Facility Services\r\n');
  });

  it('is booked without an email for an applicant who left none, and one that already happened is not cancelled', async () => {
    const id = await storedApplication({ email: '' });
    expect((await patch(id, { status: 'interview', interview_at: ocalaInput(1) })).status).toBe(200);
    expect(await invitations(id)).toEqual([]);

    const past = new Date(Date.now() - 86_400_000).toISOString();
    const done = await storedApplication({ status: 'interview', interview_at: past, interview_sequence: 1 });
    const hired = (await (await patch(done, { status: 'hired' })).json()) as View;
    expect(hired.interview_at).toBe(past);
    expect(hired.interview_sequence).toBe(1);
    expect(await invitations(done)).toEqual([]);
  });
});

describe('notes', () => {
  it('land on the timeline; an empty or overlong one is refused', async () => {
    const id = await storedApplication();
    const res = await staffRequest(`/api/applications/${id}/notes`, json('POST', { note: '  Has a car; prefers evenings.  ' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ type: 'note', note: 'Has a car; prefers evenings.', by: 'Staff' });
    for (const note of ['   ', 'x'.repeat(2001)]) expect((await staffRequest(`/api/applications/${id}/notes`, json('POST', { note }))).status).toBe(400);
    expect((await staffRequest(`/api/applications/${id}/notes`, json('POST', { note: 'a', by: 'me' }))).status).toBe(400);
    expect((await staffRequest('/api/applications/nobody/notes', json('POST', { note: 'a' }))).status).toBe(404);
    expect((await view(id)).events.map((e) => e.note)).toEqual(['Has a car; prefers evenings.']);
  });
});

describe('the résumé', () => {
  it('downloads as an attachment with a sanitized name, its stored type, nosniff and no-store', async () => {
    const { id, bytes } = await withResume('../../etc/"Currículum"\r\nX-Evil: 1;.pdf');
    const res = await staffRequest(`/api/applications/${id}/resume`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toBe(`attachment; filename="CurriculumX-Evil 1.pdf"; filename*=UTF-8''Curr%C3%ADculumX-Evil%201.pdf`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    expect((await view(id)).has_resume).toBe(true);
  });

  it('downloads with the extension of the type read from its bytes, without format characters', async () => {
    // A right-to-left override makes `cv\u202Efdp.exe` read as `cvexe.pdf`; the file is a PDF.
    const { id } = await withResume('cv\u202Efdp.exe');
    const disposition = (await staffRequest(`/api/applications/${id}/resume`)).headers.get('content-disposition')!;
    expect(disposition).toBe(`attachment; filename="cvfdp.pdf"; filename*=UTF-8''cvfdp.pdf`);
    expect(resumeName('Ana\u200B López\u202E.pdf')).toBe('Ana López.pdf');
    expect(downloadName('cv.PDF', 'application/pdf')).toBe('cv.PDF');
    expect(downloadName('scan', 'image/jpeg')).toBe('scan.jpg');
    expect(downloadName(null, null)).toBe('resume.bin');
  });

  it('answers 404 when the application has none, or there is no such application', async () => {
    const id = await storedApplication();
    const res = await staffRequest(`/api/applications/${id}/resume`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('This application has no résumé');
    expect((await staffRequest('/api/applications/nobody/resume')).status).toBe(404);
  });
});

/** An email about something, as the outbox records it. */
async function writtenAbout(about: string) {
  await env.DB.prepare(
    "INSERT INTO outbox (id, \"to\", kind, subject, text, html, dedupe_key, about) VALUES (?, 'applicant@example.com', 'application-acknowledgement', 's', 't', 'h', ?, ?)",
  )
    .bind(crypto.randomUUID(), `test:${crypto.randomUUID()}`, about)
    .run();
}

async function outboxAboutCount(about: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE about = ?').bind(about).first<{ n: number }>();
  return row!.n;
}

describe('deletion on request', () => {
  it('removes the row, its timeline, its résumé object and the emails written about it', async () => {
    const { id, key } = await withResume('cv.pdf');
    await staffRequest(`/api/applications/${id}/notes`, json('POST', { note: 'Called back' }));
    await writtenAbout(`application:${id}`);
    const res = await staffRequest(`/api/applications/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await env.IMAGES.head(key)).toBeNull();
    expect(await db().select().from(applications).where(eq(applications.id, id))).toEqual([]);
    const { results } = await env.DB.prepare('SELECT id FROM application_events WHERE application_id = ?').bind(id).all();
    expect(results).toEqual([]);
    expect(await outboxAboutCount(`application:${id}`)).toBe(0);
    expect((await staffRequest(`/api/applications/${id}`)).status).toBe(404);
    expect((await staffRequest(`/api/applications/${id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('visitors', () => {
  it('get 401 on every route, the résumé included, at /api and at /staff/api', async () => {
    const { id } = await withResume('cv.pdf');
    const routes: [string, string, unknown?][] = [
      ['GET', '/applications'],
      ['GET', '/applications.csv'],
      ['GET', `/applications/${id}`],
      ['PATCH', `/applications/${id}`, { status: 'hired' }],
      ['POST', `/applications/${id}/notes`, { note: 'x' }],
      ['DELETE', `/applications/${id}`],
      ['GET', `/applications/${id}/resume`],
    ];
    for (const [method, path, body] of routes) {
      for (const prefix of ['/api', '/staff/api']) {
        const init: RequestInit = { method, headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.77' } };
        if (body) init.body = JSON.stringify(body);
        const res = await SELF.fetch(`${ORIGIN}${prefix}${path}`, init);
        expect(res.status, `${method} ${prefix}${path}`).toBe(401);
        const text = await res.text();
        expect(text).not.toContain('%PDF');
      }
    }
    expect((await view(id)).status).toBe('new');
    expect((await view(id)).events).toEqual([]);
  });

  it('a wrong key is refused too', async () => {
    const res = await staffRequest('/api/applications', {}, '198.51.100.78', 'not-the-key');
    expect(res.status).toBe(401);
  });
});

describe('the staff app', () => {
  it('reads the same routes under /staff/api with a session', async () => {
    const id = await storedApplication();
    const cookie = await staffSession('203.0.113.210');
    const res = await sessionRequest(`/staff/api/applications/${id}`, cookie, { ip: '203.0.113.210' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const changed = await sessionRequest(`/staff/api/applications/${id}`, cookie, { ip: '203.0.113.210', ...json('PATCH', { status: 'screened' }) });
    expect(changed.status).toBe(200);
  });
});

describe('retention', () => {
  it('the cron deletes applications older than the retention period with their résumés, and only those', async () => {
    const now = Date.now();
    const old = await withResume('old.pdf', { created_at: new Date(now - 400 * 86_400_000).toISOString() });
    const oldNoResume = await storedApplication({ created_at: new Date(now - 366 * 86_400_000).toISOString() });
    await db().insert(applicationEvents).values({ id: crypto.randomUUID(), application_id: oldNoResume, type: 'note', note: 'old note' });
    const recent = await withResume('recent.pdf', { created_at: new Date(now - 300 * 86_400_000).toISOString() });
    await writtenAbout(`application:${oldNoResume}`);
    await writtenAbout(`application:${recent.id}`);

    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), withEnv());

    const ids = (await env.DB.prepare('SELECT id FROM applications').all<{ id: string }>()).results.map((r) => r.id);
    expect(ids).not.toContain(old.id);
    expect(ids).not.toContain(oldNoResume);
    expect(ids).toContain(recent.id);
    expect(await env.IMAGES.head(old.key)).toBeNull();
    expect(await env.IMAGES.head(recent.key)).not.toBeNull();
    const { results } = await env.DB.prepare('SELECT id FROM application_events WHERE application_id = ?').bind(oldNoResume).all();
    expect(results).toEqual([]);
    expect(await outboxAboutCount(`application:${oldNoResume}`)).toBe(0);
    expect(await outboxAboutCount(`application:${recent.id}`)).toBe(1);
  });

  it('follows APPLICATION_RETENTION_MONTHS, 12 when it is unset or not a number of months', async () => {
    const recent = await storedApplication({ created_at: new Date(Date.now() - 100 * 86_400_000).toISOString() });
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), withEnv({ APPLICATION_RETENTION_MONTHS: '3' }));
    expect((await env.DB.prepare('SELECT id FROM applications WHERE id = ?').bind(recent).all()).results).toEqual([]);

    expect(retentionMonths(undefined)).toBe(12);
    expect(retentionMonths('')).toBe(12);
    expect(retentionMonths('-1')).toBe(12);
    expect(retentionMonths('1.5')).toBe(12);
    expect(retentionMonths('six')).toBe(12);
    expect(retentionMonths('0')).toBe(12);
    expect(retentionMonths(' 24 ')).toBe(24);
    expect(monthsBefore(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(monthsBefore(new Date('2026-11-26T10:00:00Z'), 12).toISOString()).toBe('2025-11-26T10:00:00.000Z');
  });
});

describe('automation', () => {
  it('reads GET /api/applications and the CSV with the staff key, while POST stays the quick apply', async () => {
    const id = await storedApplication();
    const res = await staffRequest('/api/applications?limit=500');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as { applications: { id: string }[] }).applications.map((a) => a.id)).toContain(id);
    expect((await staffRequest('/api/applications.csv')).status).toBe(200);
    // A visitor's POST is never answered by the staff door.
    const post = await SELF.fetch(`${ORIGIN}/api/applications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(post.status).not.toBe(401);
  });
});

describe('how an interview is held', () => {
  it('says where, how long and with whom, in the applicant’s language, and invites the interviewer to the same event', async () => {
    const iris = await personSession('editor', { name: 'Iris Interviewer', email: 'iris@oakbright.example' });
    const id = await storedApplication({ status: 'screened', locale: 'es' });
    const res = await patch(id, {
      status: 'interview',
      interview_at: ocalaInput(4),
      interview_kind: 'video',
      interview_place: 'https://meet.example.com/oakbright-rosa',
      interview_with: iris.personId,
      interview_minutes: 20,
    });
    expect(res.status).toBe(200);
    const [invitation] = await invitations(id);
    expect(invitation!.text).toContain('Por video: https://meet.example.com/oakbright-rosa');
    expect(invitation!.text).toContain('20 minutos');
    expect(invitation!.text).toMatch(/Con: Iris Interviewer, \(800\) 470-4432/);
    const { content } = ics(invitation!);
    expect(content).toContain('LOCATION:https://meet.example.com/oakbright-rosa');
    expect(content).toContain('ATTENDEE;CN=Iris Interviewer;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:iris@oakbright.example');
    const [start, end] = ['DTSTART', 'DTEND'].map((k) => new RegExp(`^${k};TZID=America/New_York:(\\d{8}T\\d{4})`, 'm').exec(content)![1]);
    expect(Number(end!.slice(-4)) - Number(start!.slice(-4))).toBe(20);

    // By phone, the invitation says the number it calls.
    const phoned = await storedApplication({ status: 'screened' });
    expect((await patch(phoned, { status: 'interview', interview_at: ocalaInput(5), interview_kind: 'phone', interview_with: iris.personId })).status).toBe(
      200,
    );
    expect((await invitations(phoned))[0]!.text).toContain('By phone: we call you at (352) 555-0142');
  });

  it('refuses an office without its address, a video without a link, a phone call to nobody and an interviewer who is not on staff', async () => {
    const iris = await personSession('editor', { name: 'Iris Interviewer' });
    const id = await storedApplication({ status: 'screened', phone: '' });
    const at = ocalaInput(4);
    for (const body of [
      { interview_kind: 'office', interview_place: '', interview_with: iris.personId },
      { interview_kind: 'video', interview_place: 'meet.example.com', interview_with: iris.personId },
      { interview_kind: 'phone', interview_with: iris.personId },
      { interview_kind: 'office', interview_place: '2150 SW College Rd, Ocala', interview_with: 'nobody' },
      { interview_kind: 'office', interview_place: '2150 SW College Rd, Ocala', interview_with: iris.personId, interview_minutes: 500 },
    ]) {
      expect((await patch(id, { status: 'interview', interview_at: at, ...body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await view(id)).status).toBe('screened');
    expect(await invitations(id)).toEqual([]);
  });

  it('reminds the applicant the day before, in their language, once per version (an injected clock)', async () => {
    const iris = await personSession('editor', { name: 'Iris Interviewer' });
    const id = await storedApplication({ status: 'screened', locale: 'es' });
    expect(
      (
        await patch(id, {
          status: 'interview',
          interview_at: ocalaInput(3),
          interview_kind: 'office',
          interview_place: '2150 SW College Rd, Ocala',
          interview_with: iris.personId,
        })
      ).status,
    ).toBe(200);
    const at = Date.parse((await view(id)).interview_at!);
    const hoursBefore = (h: number) => new Date(at - h * 3_600_000);
    const mine = async () => (await invitations(id)).filter((r) => r.kind === 'interview-reminder');
    await remindInterviews(env, hoursBefore(30));
    expect(await mine()).toEqual([]);
    await remindInterviews(env, hoursBefore(20));
    await remindInterviews(env, hoursBefore(19));
    const reminders = await mine();
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(/^Recordatorio: su entrevista/);
    expect(reminders[0]!.text).toContain('En nuestra oficina: 2150 SW College Rd, Ocala');
  });
});

describe('the applicant’s link to their interview', () => {
  it('is in the invitation; confirming and asking for another time land on the timeline, in the applicant’s language', async () => {
    const iris = await personSession('editor', { name: 'Iris Interviewer' });
    const id = await storedApplication({ status: 'screened', locale: 'es' });
    const booked = await patch(id, {
      status: 'interview',
      interview_at: ocalaInput(3),
      interview_kind: 'office',
      interview_place: '2150 SW College Rd, Ocala',
      interview_with: iris.personId,
    });
    expect(booked.status).toBe(200);
    const [invitation] = await invitations(id);
    const url = /https?:\/\/\S+?\/interview\?token=[\w.-]+/.exec(invitation!.text)?.[0];
    expect(url, 'the invitation carries the link').toBeTruthy();
    const link = new URL(url!).pathname + new URL(url!).search;

    const page = await SELF.fetch(`${ORIGIN}${link}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="es"');
    expect(html).toContain('En nuestra oficina: 2150 SW College Rd, Ocala');
    expect(html).toContain('Ahí estaré');
    expect((await SELF.fetch(`${ORIGIN}${link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`)).status).toBe(400);

    const form = (fields: Record<string, string>) =>
      SELF.fetch(`${ORIGIN}${link}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const confirmed = await form({ do: 'confirm' });
    expect(confirmed.status).toBe(303);
    expect(await (await SELF.fetch(`${ORIGIN}${confirmed.headers.get('location')}`)).text()).toContain('Gracias: recibimos su confirmación');
    expect((await form({ do: 'another', note: 'Mejor el jueves por la tarde' })).status).toBe(303);
    const notes = (await view(id)).events.filter((e) => e.type === 'note').map((e) => [e.by, e.note]);
    expect(notes).toEqual([
      ['The applicant, through their link', expect.stringMatching(/^Confirmed the interview of .+ ET through their link\.$/)],
      ['The applicant, through their link', expect.stringMatching(/^Asked for another time than .+ ET: “Mejor el jueves por la tarde”$/)],
    ]);
  });
});
