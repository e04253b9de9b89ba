/**
 * Text messages, the outbox's second channel (worker/texts/): only to a number whose owner agreed
 * (chose texts on the lead form, or applied: the application's consent covers texts), the first
 * saying who we are and how to stop, at most two segments in GSM look-alikes, never between 9 PM
 * and 8 AM on Ocala's clock; STOP, START and HELP through the provider's signed webhook; replies on
 * the lead's timeline; staff texting from a lead; phone-only applicants hearing everything by text
 * in their language; and Twilio's Messages API when configured.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { APPLICATION_CONSENT } from '../../content/careers/apply-words';
import { segmentsOf, smsSafe } from '../../shared/messages/texts';
import { toCompanyLocalInput } from '../../shared/time/company-time';
import { createDb } from '../../worker/db';
import { handleEmailQueue } from '../../worker/email/consumer';
import { EMAIL_QUEUE_NAME } from '../../worker/email/queues';
import worker from '../../worker/index';
import { escalateWaitingLeads, textOnCall } from '../../worker/leads/on-call';
import { queueText, textBody, WELCOME_TEXT } from '../../worker/texts/outbox';
import { interviewText, walkthroughReminderText, walkthroughText, leadAcknowledgementText, applicationAcknowledgementText } from '../../worker/texts/templates';
import { transmitText } from '../../worker/texts/transport';
import { remindInterviews, remindWalkthroughs } from '../../worker/walkthroughs/reminders';
import { booking, firstTime, postBooking, resetWithAttendee } from './booking-helpers';
import { deliver } from './delivery-helpers';
import { emailQueueRecorder, outboxAbout, outboxRow } from './email-helpers';
import { formToken, leadById, leadRows, sendLead, staffRequest, withEnv } from './leads-helpers';
import { personSession, staffRequest as sessionRequest } from './staff-helpers';
import { delayedQueue, incoming, textsTo } from './text-helpers';

let n = 7000;
/** A number no other test used, as a person types it, and as the provider keys it. */
function freshNumber(): { typed: string; e164: string } {
  const line = String(n++).padStart(4, '0');
  return { typed: `(352) 555-${line}`, e164: `+1352555${line}` };
}
const ip = () => `198.51.100.${(n % 200) + 1}`;
const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A lead from a person who chose texts (no email address unless given), delivered: its id. */
async function textingLead(phone: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await sendLead('quote', { name: 'Maria Alvarez', email: '', phone, contact_method: 'text', ...overrides }, { ip: ip() });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await deliver(id, { EMAIL_QUEUE: emailQueueRecorder().binding });
  return id;
}

const consentOf = async (e164: string) =>
  (await env.DB.prepare('SELECT consent FROM text_numbers WHERE phone = ?').bind(e164).first<{ consent: string }>())?.consent;

describe('a prospect who chose texts', () => {
  it('gets the acknowledgement by text, just after a first text that says who we are and how to stop', async () => {
    const { typed, e164 } = freshNumber();
    const id = await textingLead(typed);
    const [welcome, ack] = await textsTo(e164);
    expect(welcome).toMatchObject({ channel: 'sms', kind: 'text-welcome', about: `lead:${id}` });
    expect(welcome!.text).toBe(
      'Oakbright Facility Services, Ocala: we text you here about what you sent us. Msg & data rates may apply. Reply STOP to stop texts, HELP for help.',
    );
    expect(ack).toMatchObject({ channel: 'sms', kind: 'lead-acknowledgement', about: `lead:${id}`, subject: '', html: '' });
    expect(ack!.text).toMatch(
      /^Oakbright: Hi Maria, we have your quote request\. (We|\w+) texts? you by .+ \(Ocala time\)\. Questions: \(\d{3}\) \d{3}-\d{4}$/,
    );
    expect(segmentsOf(ack!.text).segments).toBeLessThanOrEqual(2);
    expect(await consentOf(e164)).toBe('agreed');

    // Later texts to the number come without another welcome.
    expect((await staffRequest(`/api/leads/${id}/texts`, json('POST', { text: 'Is Tuesday good?' }))).status).toBe(201);
    expect((await textsTo(e164)).map((t) => t.kind)).toEqual(['text-welcome', 'lead-acknowledgement', 'staff-text']);
  });

  it('gets no text when they chose email or a call, or gave a number that cannot take texts', async () => {
    const { typed, e164 } = freshNumber();
    const id = await textingLead(typed, { contact_method: 'phone', email: 'caller@example.com' });
    expect(await textsTo(e164)).toEqual([]);
    expect(await consentOf(e164)).toBeUndefined();
    expect((await outboxAbout(`lead:${id}`)).map((m) => m.channel)).not.toContain('sms');
  });

  it('books a walkthrough and gets its invitation by text (address, person attending, link), and a reminder two hours before', async () => {
    await resetWithAttendee();
    const { typed, e164 } = freshNumber();
    const at = await firstTime();
    const res = await postBooking(await booking({ starts_at: at, email: '', phone: typed, contact_method: 'text', name: 'Maria Alvarez' }), { ip: ip() });
    expect(res.status).toBe(201);
    const [welcome, invitation] = await textsTo(e164);
    expect(welcome!.kind).toBe('text-welcome');
    expect(invitation!.kind).toBe('walkthrough-confirmation');
    expect(invitation!.text).toContain('Walkthrough booked:');
    expect(invitation!.text).toContain('2150 SW College Rd, Suite 4, FL 34471');
    expect(invitation!.text).toContain('With Olive Owner, (352) 555-0148.');
    expect(invitation!.text).toMatch(/Move or cancel: https?:\/\/\S+\/walkthrough\?token=[\w.-]+/);
    expect(segmentsOf(invitation!.text).segments).toBeLessThanOrEqual(2);

    const queue = emailQueueRecorder();
    const reminded = await remindWalkthroughs(withEnv({ EMAIL_QUEUE: queue.binding }), new Date(Date.parse(at) - 90 * 60_000));
    expect(reminded).toBe(1);
    const soon = (await textsTo(e164)).filter((t) => t.kind === 'walkthrough-reminder');
    expect(soon).toHaveLength(1);
    expect(soon[0]!.text).toMatch(/^Oakbright: Reminder: your walkthrough is today at \d{1,2}:\d{2} [AP]M/);
    // The cron runs every few minutes: one reminder per version of the walkthrough.
    await remindWalkthroughs(withEnv({ EMAIL_QUEUE: queue.binding }), new Date(Date.parse(at) - 75 * 60_000));
    expect((await textsTo(e164)).filter((t) => t.kind === 'walkthrough-reminder')).toHaveLength(1);
  });
});

describe('replies through the provider’s webhook', () => {
  it('refuses an unsigned or forged reply and stores nothing, and answers 503 without the auth token', async () => {
    const { e164 } = freshNumber();
    const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM text_replies WHERE "from" = ?').bind(e164).first<{ n: number }>())!.n;
    expect((await incoming({ From: e164, Body: 'STOP' }, { signature: '' })).status).toBe(403);
    expect((await incoming({ From: e164, Body: 'STOP' }, { signature: 'bm90IHRoZSBzaWduYXR1cmU=' })).status).toBe(403);
    expect((await incoming({ From: e164, Body: 'STOP' }, { bindings: { TWILIO_AUTH_TOKEN: undefined } })).status).toBe(503);
    expect(await count()).toBe(0);
    expect(await consentOf(e164)).toBeUndefined();
  });

  it('puts words on the lead’s timeline once however often the webhook is retried, and tells staff by email', async () => {
    const { typed, e164 } = freshNumber();
    const id = await textingLead(typed);
    const sid = `SM${crypto.randomUUID().replace(/-/g, '')}`;
    for (let i = 0; i < 2; i++) {
      const res = await incoming({ From: typed, Body: 'Tuesday after 3 works for us', MessageSid: sid });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/xml');
      expect(await res.text()).toContain('<Response></Response>');
    }
    const view = (await (await staffRequest(`/api/leads/${id}`)).json()) as { texts: { direction: string; text: string; kind: string }[]; texting: unknown };
    expect(view.texting).toEqual({ to: e164, consent: 'agreed' });
    expect(view.texts.map((t) => [t.direction, t.kind]).slice(-1)).toEqual([['in', 'reply']]);
    expect(
      view.texts
        .filter((t) => t.direction === 'out')
        .map((t) => t.kind)
        .sort(),
    ).toEqual(['lead-acknowledgement', 'text-welcome']);
    expect(view.texts[2]!.text).toBe('Tuesday after 3 works for us');
    const alerts = (await outboxAbout(`lead:${id}`)).filter((m) => m.kind === 'text-reply-alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe(`Text from ${typed}`);
    expect(alerts[0]!.text).toContain('Tuesday after 3 works for us');
    expect(alerts[0]!.text).toContain(`/staff/leads/${id}`);
  });

  it('honours STOP for every later text, even one already queued, until START; HELP says who we are', async () => {
    const { typed, e164 } = freshNumber();
    const id = await textingLead(typed);
    const queue = emailQueueRecorder();
    const pending = await queueText(
      withEnv({ EMAIL_QUEUE: queue.binding }),
      createDb(env.DB),
      {
        to: typed,
        kind: 'staff-text',
        dedupeKey: `test-pending:${id}`,
        about: `lead:${id}`,
        body: 'See you Tuesday.',
        locale: 'en',
      },
      new Date('2026-07-01T16:00:00Z'),
    );
    expect(pending.queued).toBe(true);

    expect((await incoming({ From: e164, Body: 'Stop' })).status).toBe(200);
    expect(await consentOf(e164)).toBe('stopped');
    const answers = (await textsTo(e164)).filter((t) => t.kind === 'text-keyword-reply');
    expect(answers.map((a) => a.text)).toEqual(['Oakbright Facility Services: you will get no more texts from us. Reply START to get them again.']);
    expect(answers[0]!.send_after).toBeNull();

    // The text queued before the STOP is not sent.
    const batch = createMessageBatch(EMAIL_QUEUE_NAME, [{ id: 'stop-1', timestamp: new Date(), attempts: 1, body: { id: pending.queued ? pending.id : '' } }]);
    await handleEmailQueue(batch as MessageBatch<unknown>, withEnv(), () => new Date('2026-07-01T16:00:00Z'));
    const withheld = await outboxRow(pending.queued ? pending.id : '');
    expect(withheld.state).toBe('dead');
    expect(withheld.last_error).toContain('STOP');

    const refused = await staffRequest(`/api/leads/${id}/texts`, json('POST', { text: 'Are you still interested?' }));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain('replied STOP');

    await incoming({ From: e164, Body: 'START' });
    expect(await consentOf(e164)).toBe('agreed');
    expect((await staffRequest(`/api/leads/${id}/texts`, json('POST', { text: 'Welcome back.' }))).status).toBe(201);

    await incoming({ From: e164, Body: 'help' });
    const help = (await textsTo(e164)).filter((t) => t.kind === 'text-keyword-reply').pop()!;
    expect(help.text).toContain('(800) 470-4432');
    expect(help.text).toContain('Reply STOP');
  });
});

describe('quiet hours', () => {
  it('holds a text written at 10 PM until 8 AM: in the queue’s delay, and again when the consumer takes it at night', async () => {
    const { typed, e164 } = freshNumber();
    await textingLead(typed);
    const queue = delayedQueue();
    const tenPm = new Date('2026-07-02T02:00:00Z'); // 10 PM EDT on July 1
    // The rule as production has it (TEXT_QUIET_HOURS unset; the tests' server turns it off).
    const production = { TEXT_QUIET_HOURS: undefined };
    const outcome = await queueText(
      withEnv({ EMAIL_QUEUE: queue.binding, ...production }),
      createDb(env.DB),
      {
        to: e164,
        kind: 'staff-text',
        dedupeKey: `quiet:${e164}`,
        about: null,
        body: 'Quiet test.',
        locale: 'en',
      },
      tenPm,
    );
    expect(outcome.queued).toBe(true);
    const id = outcome.queued ? outcome.id : '';
    expect((await outboxRow(id)).send_after).toBe('2026-07-02T12:00:00.000Z');
    expect(queue.sent).toEqual([{ id, delaySeconds: 10 * 3600 }]);

    // Delivered early (at 11 PM), it goes back to wait; at 8:05 AM it goes.
    const take = async (at: string) => {
      const batch = createMessageBatch(EMAIL_QUEUE_NAME, [{ id: `quiet-${at}`, timestamp: new Date(), attempts: 1, body: { id } }]);
      const retry = vi.spyOn(batch.messages[0]!, 'retry');
      const ctx = createExecutionContext();
      await handleEmailQueue(batch as MessageBatch<unknown>, withEnv(production), () => new Date(at));
      await getQueueResult(batch, ctx);
      return retry.mock.calls.map(([o]) => o?.delaySeconds);
    };
    expect(await take('2026-07-02T03:00:00Z')).toEqual([9 * 3600]);
    expect(await outboxRow(id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await take('2026-07-02T12:05:00Z')).toEqual([]);
    expect((await outboxRow(id)).state).toBe('kept');
  });
});

describe('texts from staff', () => {
  it('go from a lead, read on its timeline with who wrote them, and are found in the outbox by the number in any format', async () => {
    const { typed, e164 } = freshNumber();
    const id = await textingLead(typed);
    const sent = await staffRequest(`/api/leads/${id}/texts`, json('POST', { text: '  Running ten minutes late, see you soon. ' }));
    expect(sent.status).toBe(201);
    const text = (await sent.json()) as { direction: string; text: string; by: string; kind: string };
    expect(text).toMatchObject({ direction: 'out', kind: 'staff-text', text: 'Oakbright: Running ten minutes late, see you soon.' });
    expect(text.by).not.toBe('');
    for (const to of [typed, `352.555.${typed.slice(-4)}`, `+1${e164.slice(2)}`, e164.slice(2)]) {
      const listed = (await (await staffRequest(`/api/outbox?to=${encodeURIComponent(to)}`)).json()) as { channel: string; to: string; kind: string }[];
      expect(listed[0]).toMatchObject({ channel: 'sms', to: e164, kind: 'staff-text' });
      expect(listed.map((m) => m.kind).sort()).toEqual(['lead-acknowledgement', 'staff-text', 'text-welcome']);
      expect(listed.every((m) => m.channel === 'sms' && m.to === e164)).toBe(true);
    }
    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'lead.text' AND subject_id = ?").bind(id).first<{ summary: string }>();
    expect(audit?.summary).toBe('Texted the prospect');
  });

  it('refuse an empty or too-long text and a person who did not agree to texts, storing nothing', async () => {
    const { typed, e164 } = freshNumber();
    const id = await textingLead(typed);
    const before = (await textsTo(e164)).length;
    for (const [body, status] of [
      [{ text: '   ' }, 400],
      [{ text: 'x'.repeat(281) }, 400],
      [{ text: 'hi', extra: 1 }, 400],
    ] as const) {
      expect((await staffRequest(`/api/leads/${id}/texts`, json('POST', body))).status).toBe(status);
    }
    expect((await textsTo(e164)).length).toBe(before);
    const [caller] = await leadRows(
      'id = ?',
      await (async () => {
        const other = freshNumber();
        return textingLead(other.typed, { contact_method: 'phone' });
      })(),
    );
    const refused = await staffRequest(`/api/leads/${caller!.id}/texts`, json('POST', { text: 'Hello' }));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain('not agreed');
    expect((await staffRequest(`/api/leads/no-such-lead/texts`, json('POST', { text: 'Hello' }))).status).toBe(404);
    expect((await leadById(id)).status).toBe('new');
  });
});

describe('applicants who gave only a phone number', () => {
  it('hear everything by text in Spanish: the acknowledgement, the interview with its link (page and calendar file) and the reminder', async () => {
    const { typed, e164 } = freshNumber();
    const ctx = createExecutionContext();
    const res = await worker.request(
      '/api/applications',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip() },
        body: JSON.stringify({
          phone: typed,
          name: 'María López',
          email: '',
          town: 'Belleview',
          shifts: ['evening'],
          days: ['mon', 'wed'],
          language: 'es',
          locale: 'es',
          opening: '',
          page: '/es/empleos',
          consent_text: APPLICATION_CONSENT.es,
          form_token: await formToken(),
        }),
      },
      withEnv({ LEADS_LIMITER: { limit: async () => ({ success: true }) }, EMAIL_QUEUE: emailQueueRecorder().binding }),
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [welcome, ack] = await textsTo(e164);
    expect(welcome!.text).toContain('Responda STOP para no recibir textos, AYUDA para ayuda.');
    expect(ack!.kind).toBe('application-acknowledgement');
    // In GSM look-alikes, so two segments hold 306 characters: "María" loses its accent, "ñ" would not.
    expect(ack!.text).toBe('Oakbright: Hola Maria, recibimos su solicitud. Lo llamamos en un plazo de 2 dias habiles desde el (800) 470-4432.');
    expect(segmentsOf(ack!.text).encoding).toBe('gsm');

    const iris = await personSession('editor', { name: 'Iris Interviewer' });
    await env.DB.prepare("UPDATE applications SET status = 'screened' WHERE id = ?").bind(id).run();
    const day = toCompanyLocalInput(new Date(Date.now() + 4 * 86_400_000)).slice(0, 10);
    const patched = await staffRequest(
      `/api/applications/${id}`,
      json('PATCH', {
        status: 'interview',
        interview_at: `${day}T10:30`,
        interview_kind: 'office',
        interview_place: '2150 SW College Rd, Suite 4, Ocala',
        interview_with: iris.personId,
      }),
    );
    expect(patched.status).toBe(200);
    const invitation = (await textsTo(e164)).find((t) => t.kind === 'interview-invitation')!;
    expect(invitation.text).toMatch(
      /^Oakbright: Entrevista: .+\. En nuestra oficina: 2150 SW College Rd, Suite 4, Ocala\. Con Iris Interviewer, \(800\) 470-4432\. Detalles y calendario: https?:\/\/\S+\/interview\?token=[\w.-]+$/,
    );
    expect(segmentsOf(invitation.text).segments).toBeLessThanOrEqual(2);

    const link = new URL(/https?:\/\/\S+$/.exec(invitation.text)![0]);
    const page = await worker.request(link.pathname + link.search, {}, withEnv());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Agregar a mi calendario');
    const file = await worker.request(`/interview.ics${link.search}`, {}, withEnv());
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/calendar');
    const ics = await file.text();
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('SUMMARY:Entrevista con Oakbright Facility Services');
    expect(ics).not.toContain('ATTENDEE');
    expect((await worker.request('/interview.ics?token=forged', {}, withEnv())).status).toBe(400);

    const at = Date.parse(
      (await env.DB.prepare('SELECT interview_at FROM applications WHERE id = ?').bind(id).first<{ interview_at: string }>())!.interview_at,
    );
    await remindInterviews(withEnv({ EMAIL_QUEUE: emailQueueRecorder().binding }), new Date(at - 20 * 3_600_000));
    const reminder = (await textsTo(e164)).find((t) => t.kind === 'interview-reminder')!;
    expect(reminder.text).toMatch(/^Oakbright: Recordatorio: su entrevista es el /);
  });
});

describe('two segments at most', () => {
  it('every text, first or later, fits with the longest address, name and link, dropping a detail before the text', () => {
    const link = `https://www.oakbrightservices.com/walkthrough?token=${crypto.randomUUID()}.${'A'.repeat(43)}`;
    const address = `${'9'.repeat(10)} ${'Long Street Name '.repeat(9)}`.slice(0, 160);
    const at = new Date('2026-12-01T15:00:00Z');
    const versions = [
      leadAcknowledgementText({
        name: 'M'.repeat(100),
        request: 'walkthrough request',
        by: 'Christopher',
        when: 'Tuesday, Dec 1 by 10:00 AM',
        phone: '(352) 555-0148',
      }),
      walkthroughText({ change: 'booked', at, address, with: `${'N'.repeat(100)}, (352) 555-0148`, link, origin: 'https://www.oakbrightservices.com' }),
      walkthroughText({ change: 'cancelled', at, address, with: null, link: null, origin: 'https://www.oakbrightservices.com' }),
      walkthroughReminderText({ at, address, with: `${'N'.repeat(100)}, (352) 555-0148`, link, soon: true }),
      applicationAcknowledgementText('es', { name: 'María', job: 'J'.repeat(120) }),
      interviewText('es', { change: 'booked', at, place: `En la oficina: ${address}`, with: 'N'.repeat(100), link }),
      interviewText('en', { change: 'reminder', at, place: `By video: ${link}`, with: 'N'.repeat(100), link }),
    ];
    for (const texts of versions) {
      const fits = texts.map((t) => textBody(t)).find((t) => segmentsOf(t).segments <= 2);
      expect(fits, texts[0]).toBeDefined();
    }
    for (const welcome of Object.values(WELCOME_TEXT)) expect(segmentsOf(smsSafe(welcome)).segments).toBeLessThanOrEqual(2);
  });
});

describe('the SMS provider', () => {
  it('is Twilio’s Messages API once configured, and a refusal is an error to retry; unconfigured, the text is kept', async () => {
    const requests: Request[] = [];
    const fetcher = (async (input: RequestInfo, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return new Response('{"sid":"SM1"}', { status: requests.length === 1 ? 201 : 400 });
    }) as typeof fetch;
    const config = { SMS_DELIVERY: 'send', TWILIO_ACCOUNT_SID: 'AC0123', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+13525550100' };
    expect(await transmitText(config, { to: '+13525557777', text: 'Oakbright: hello' }, fetcher)).toBe('sent');
    const [req] = requests;
    expect(req!.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC0123/Messages.json');
    expect(req!.headers.get('authorization')).toBe(`Basic ${btoa('AC0123:secret')}`);
    expect(Object.fromEntries(new URLSearchParams(await req!.text()))).toEqual({ To: '+13525557777', Body: 'Oakbright: hello', From: '+13525550100' });
    await expect(transmitText(config, { to: '+13525557777', text: 'x' }, fetcher)).rejects.toThrow(/400/);
    expect(await transmitText({ ...config, SMS_DELIVERY: 'outbox' }, { to: '+13525557777', text: 'x' }, fetcher)).toBe('kept');
    expect(await transmitText({ ...config, TWILIO_FROM: '' }, { to: '+13525557777', text: 'x' }, fetcher)).toBe('kept');
    expect(requests).toHaveLength(2);
  });
});

describe('the person on call', () => {
  const ownerPut = async (cookie: string, body: unknown) =>
    sessionRequest('/staff/api/settings/on-call', cookie, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('is chosen by an owner among active owners and editors, each with a US mobile number', async () => {
    const owner = await personSession('owner', { name: 'Olga Owner' });
    const editor = await personSession('editor', { name: 'Eddie Editor' });
    const author = await personSession('author', { name: 'Ann Author' });
    expect((await ownerPut(editor.cookie, { first: { personId: editor.personId, phone: '352 555 0101' }, second: null })).status).toBe(403);
    for (const body of [
      { first: { personId: editor.personId, phone: '555-0101' }, second: null },
      { first: { personId: author.personId, phone: '352 555 0101' }, second: null },
      { first: { personId: editor.personId, phone: '352 555 0101' }, second: { personId: editor.personId, phone: '352 555 0102' } },
      { first: null, second: { personId: editor.personId, phone: '352 555 0102' } },
      { first: 'Eddie' },
    ]) {
      expect((await ownerPut(owner.cookie, body)).status, JSON.stringify(body)).toBe(400);
    }
    const saved = await ownerPut(owner.cookie, {
      first: { personId: editor.personId, phone: '352 555 0101' },
      second: { personId: owner.personId, phone: '(352) 555-0102' },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      first: { personId: editor.personId, phone: '(352) 555-0101', name: 'Eddie Editor' },
      second: { personId: owner.personId, phone: '(352) 555-0102', name: 'Olga Owner' },
    });
  });

  it('gets each new lead by text in business hours only, and the second person hears of a lead nobody moved after 15 business minutes, once', async () => {
    const owner = await personSession('owner', { name: 'Olga Owner', email: 'olga@oakbright.example' });
    const editor = await personSession('editor', { name: 'Eddie Editor' });
    const [firstLine, secondLine] = [freshNumber(), freshNumber()];
    expect(
      (
        await ownerPut(owner.cookie, {
          first: { personId: editor.personId, phone: firstLine.typed },
          second: { personId: owner.personId, phone: secondLine.typed },
        })
      ).status,
    ).toBe(200);

    const { typed } = freshNumber();
    const id = await textingLead(typed, { contact_method: 'phone', email: 'hal@example.com', name: 'Hal Jordan', company: 'Coast Dental' });
    const lead = await leadById(id);
    const db = createDb(env.DB);
    const queue = emailQueueRecorder();
    const tuesday10am = new Date('2026-12-01T15:00:00Z');
    expect(await textOnCall(withEnv({ EMAIL_QUEUE: queue.binding }), db, lead, new Date('2026-12-02T02:00:00Z'))).toBe(false); // 9 PM
    expect(await textOnCall(withEnv({ EMAIL_QUEUE: queue.binding }), db, lead, tuesday10am)).toBe(true);
    expect(await textOnCall(withEnv({ EMAIL_QUEUE: queue.binding }), db, lead, tuesday10am)).toBe(false);
    const [alert] = await textsTo(firstLine.e164);
    expect(alert!.kind).toBe('lead-on-call');
    expect(alert!.text).toBe(`New lead: Quote from Hal Jordan, Coast Dental, ${typed}. https://www.oakbrightservices.com/staff/leads/${id}`);

    // Written at 5:50 PM on a Tuesday: 10 business minutes that day, 5 more at 7:05 AM on Wednesday (the other tests' leads moved on).
    await env.DB.prepare("UPDATE leads SET status = 'contacted' WHERE id != ?").bind(id).run();
    await env.DB.prepare('UPDATE leads SET created_at = ? WHERE id = ?').bind('2026-12-01T22:50:00.000Z', id).run();
    expect(await escalateWaitingLeads(withEnv({ EMAIL_QUEUE: queue.binding }), new Date('2026-12-02T03:00:00Z'))).toBe(0);
    expect(await escalateWaitingLeads(withEnv({ EMAIL_QUEUE: queue.binding }), new Date('2026-12-02T12:04:00Z'))).toBe(0);
    expect(await escalateWaitingLeads(withEnv({ EMAIL_QUEUE: queue.binding }), new Date('2026-12-02T12:05:00Z'))).toBe(1);
    expect(await escalateWaitingLeads(withEnv({ EMAIL_QUEUE: queue.binding }), new Date('2026-12-02T12:10:00Z'))).toBe(0);
    const [escalation] = await textsTo(secondLine.e164);
    expect(escalation!.kind).toBe('lead-escalation');
    expect(escalation!.text).toContain('Nobody has picked up a lead waiting since 5:50 PM: Quote from Hal Jordan');
    const email = (await outboxAbout(`lead:${id}`)).find((m) => m.kind === 'lead-escalation' && m.channel === 'email')!;
    expect(email.to).toBe('olga@oakbright.example');

    // A lead someone moved on is nobody's to escalate.
    const moved = await textingLead(freshNumber().typed, { contact_method: 'phone', email: 'moved@example.com' });
    await env.DB.prepare("UPDATE leads SET created_at = ?, status = 'contacted' WHERE id = ?").bind('2026-12-01T22:50:00.000Z', moved).run();
    expect(await escalateWaitingLeads(withEnv({ EMAIL_QUEUE: queue.binding }), new Date('2026-12-02T13:00:00Z'))).toBe(0);
  });
});
