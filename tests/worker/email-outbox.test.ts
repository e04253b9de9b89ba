/**
 * Outgoing email (worker/email/) and its first email, the prospect's acknowledgement of a lead:
 * queued and recorded once per lead when the lead is handed on for delivery, never for spam or a
 * lead without an address; both parts in the outbox row from one template, greeting the person,
 * echoing what they sent (as text only), signed by the person who follows up (or the team), with
 * the logo from the site's own address and the company footer; a failing send retried with backoff, then dead, the lead untouched;
 * kept, not sent, when no email service is configured; and the outbox as staff and automation
 * read it (GET /api/outbox, the staff key only).
 */
import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '../../content/site';
import { EMAIL_DEAD_LETTER_QUEUE_NAME } from '../../worker/email/queues';
import { deliver, emailRecorder, storedLead } from './delivery-helpers';
import { consume, emailQueueRecorder, outboxAbout, outboxRow } from './email-helpers';
import { formToken, leadById, STAFF_KEY, staffRequest, validLead } from './leads-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The acknowledgements about one thing (the staff alert is written beside it: leads-email.test.ts). */
const acknowledgementsOf = async (about: string) => (await outboxAbout(about)).filter((r) => r.kind === 'lead-acknowledgement');

/** A stored lead handed on for delivery, its acknowledgement's queue recorded. */
async function handedOn(overrides: Parameters<typeof storedLead>[0] = {}) {
  const id = await storedLead(overrides);
  const queue = emailQueueRecorder();
  await deliver(id, { EMAIL: emailRecorder().binding, EMAIL_QUEUE: queue.binding });
  return { id, queue };
}

describe('the acknowledgement of a lead', () => {
  it('is recorded and queued once per lead, however often the lead is handed on', async () => {
    const { id, queue } = await handedOn();
    await deliver(id, { EMAIL: emailRecorder().binding, EMAIL_QUEUE: queue.binding }, { attempts: 2 });
    const rows = await acknowledgementsOf(`lead:${id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to: `${id}@example.com`,
      kind: 'lead-acknowledgement',
      state: 'queued',
      attempts: 0,
      dedupe_key: `lead-acknowledgement:${id}`,
      sent_at: null,
    });
    expect(queue.sent.filter((sent) => sent === rows[0]!.id)).toHaveLength(1);
  });

  it('is never written for spam, nor for a lead without an email address', async () => {
    const spam = await handedOn({ status: 'spam', spam_reason: 'honeypot' });
    const phoneOnly = await handedOn({ email: '', contact_key: `phone:3525550${Math.floor(Math.random() * 1000)}` });
    expect(await acknowledgementsOf(`lead:${spam.id}`)).toEqual([]);
    expect(await acknowledgementsOf(`lead:${phoneOnly.id}`)).toEqual([]);
    expect(spam.queue.sent).toEqual([]);
    // The lead without an address still alerts staff.
    for (const sent of phoneOnly.queue.sent) expect((await outboxRow(sent)).kind).toBe('lead-alert');
  });

  it('has a text and an HTML part from one template: a greeting, next steps, everything they sent, a signature, the footer', async () => {
    const { id } = await handedOn({ kind: 'walkthrough', preferred_day_1: '2031-03-04', preferred_day_2: '2031-03-05', time_window: 'morning' });
    const [row] = await acknowledgementsOf(`lead:${id}`);
    expect(row!.subject).toBe(`We have your walkthrough request | ${SITE.name}`);
    for (const part of [row!.text, row!.html]) {
      expect(part).toContain('Hi Dana, we have your walkthrough request.');
      expect(part).toContain('What happens next');
      expect(part).toContain('(Ocala time)');
      expect(part).toContain('What you sent us');
      // The form's own labels and the option labels, not the stored values.
      expect(part).toContain('Type of facility');
      expect(part).toContain('Medical Facilities');
      expect(part).toContain('First choice of day');
      expect(part).toContain('Mar 4, 2031');
      // What they typed is echoed: their town and their note included.
      expect(part).toContain('Town or ZIP code');
      expect(part).toContain('Ocala, FL 34471');
      expect(part).toContain('evening cleaning please.');
      expect(part).toContain('Dana Whitfield');
      // Signed by the client care team with the main line until staff choose a person.
      expect(part).toContain('The Oakbright client care team');
      expect(part).toContain(SITE.phone);
      expect(part).toContain(SITE.legalName);
      expect(part).toContain(`${SITE.city}, ${SITE.region}`);
    }
    expect(row!.text).toContain('Direct line: (800) 470-4432');
    expect(row!.html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(row!.html).toContain(`href="${SITE.phoneHref}"`);
    // The note keeps its line break in the HTML part.
    expect(row!.html).toMatch(/white-space:pre-line[^>]*>Two suites,\nevening cleaning please\.</);
    // The one image is the logo, from the site's own address, with the company's name for when images are off.
    const images = [...row!.html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(1);
    expect(images[0]).toContain(`src="${env.SITE_URL}/images/email-logo.png"`);
    expect(images[0]).toContain(`alt="${SITE.name}"`);
    expect(images[0]).toMatch(/width="280" height="48"/);
    // No tracking pixel, no remote font or stylesheet, no script: every style inline; no address but the site's.
    expect(row!.html).not.toMatch(/<script|<link|<style|url\(/i);
    expect([...row!.html.matchAll(/https?:\/\/[^"\s<]+/g)].map((m) => new URL(m[0]).origin)).toEqual([new URL(env.SITE_URL).origin]);
  });

  it('echoes what was typed as text only: markup in a name or a note is shown, never made', async () => {
    const { id } = await handedOn({ name: '<b>Eve</b> <img src=x onerror=alert(1)>', message: '<a href="https://evil.example">win</a>' });
    const [row] = await acknowledgementsOf(`lead:${id}`);
    expect(row!.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;, we have your quote request.');
    expect(row!.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;win&lt;/a&gt;');
    expect(row!.html).not.toContain('<b>Eve');
    expect(row!.html).not.toMatch(/<a [^>]*evil\.example/);
    expect([...row!.html.matchAll(/<img\b/g)]).toHaveLength(1);
  });

  it('is signed by the person who follows up, once an owner chooses them, with their title and direct line', async () => {
    const owner = await staffRequest('/staff/api/people', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ name: 'Maria Alvarez', email: `maria-${crypto.randomUUID()}@example.com`, role: 'editor' }),
    });
    expect(owner.status).toBe(201);
    const { id: personId } = (await owner.json()) as { id: string };
    const put = (body: unknown) =>
      staffRequest('/staff/api/settings/follow-up', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify(body),
      });
    try {
      const set = await put({ personId, title: 'Client Care Manager', phone: '352 555 0142' });
      expect(set.status).toBe(200);
      expect(await set.json()).toMatchObject({
        personId,
        title: 'Client Care Manager',
        phone: '(352) 555-0142',
        signer: { name: 'Maria Alvarez', title: 'Client Care Manager', phone: '(352) 555-0142', phoneHref: 'tel:+13525550142' },
      });
      const { id } = await handedOn({ contact_method: 'phone' });
      const [row] = await acknowledgementsOf(`lead:${id}`);
      for (const part of [row!.text, row!.html]) {
        expect(part).toContain('Maria calls you by');
        expect(part).toContain('Maria Alvarez');
        expect(part).toContain(`Client Care Manager, ${SITE.name}`);
        expect(part).toContain('(352) 555-0142');
      }
      expect(row!.html).toContain('href="tel:+13525550142"');

      // A wrong title or number is refused, naming each, and changes nothing.
      const bad = await put({ personId, title: 'Line one\nline two', phone: '555-0142' });
      expect(bad.status).toBe(400);
      const refusal = (await bad.json()) as { message: string };
      expect(refusal.message).toMatch(/title/);
      expect(refusal.message).toMatch(/US phone number/);
      expect(await (await staffRequest('/staff/api/settings/follow-up')).json()).toMatchObject({ personId, phone: '(352) 555-0142' });

      // Back to the team: the next acknowledgement is the team's again.
      expect((await put({ personId: null })).status).toBe(200);
      const again = await handedOn();
      const [next] = await acknowledgementsOf(`lead:${again.id}`);
      expect(next!.text).toContain('The Oakbright client care team');
      expect(next!.text).not.toContain('Maria');
    } finally {
      await env.DB.prepare('DELETE FROM staff_settings').run();
      await env.DB.prepare('DELETE FROM staff_people WHERE id = ?').bind(personId).run();
    }
  });

  it('a refused email queue never stops the lead: the lead is delivered, the email waits queued with why', async () => {
    const id = await storedLead();
    const result = await deliver(id, { EMAIL_QUEUE: emailQueueRecorder({ fail: true }).binding });
    expect(result.explicitAcks).toHaveLength(1);
    expect(await leadById(id)).toMatchObject({ email_state: 'sent' });
    const [row] = await acknowledgementsOf(`lead:${id}`);
    expect(row).toMatchObject({ state: 'queued', last_error: 'queue: Queue send failed: unavailable' });
  });
});

describe('sending', () => {
  it('sends both parts through EMAIL when EMAIL_DELIVERY is "send", once', async () => {
    const { id } = await handedOn();
    const [row] = await acknowledgementsOf(`lead:${id}`);
    const email = emailRecorder();
    const sending = { EMAIL: email.binding, EMAIL_DELIVERY: 'send' };
    expect((await consume(row!.id, sending)).explicitAcks).toHaveLength(1);
    expect(await outboxRow(row!.id)).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    expect((await outboxRow(row!.id)).sent_at).not.toBeNull();
    expect(email.sent).toHaveLength(1);
    expect(email.sent[0]).toMatchObject({ to: `${id}@example.com`, replyTo: SITE.email, subject: row!.subject, text: row!.text, html: row!.html });
    expect(email.sent[0]!.from).toEqual({ email: 'website@oakbrightservices.com', name: SITE.name });
    // A repeated queue message finds it sent and sends nothing.
    await consume(row!.id, sending, { attempts: 2 });
    expect(email.sent).toHaveLength(1);
  });

  it('a failing send is retried with backoff, then dead with its last error; the lead is untouched', async () => {
    const { id } = await handedOn();
    const before = await leadById(id);
    const [row] = await acknowledgementsOf(`lead:${id}`);
    const failing = { EMAIL: emailRecorder(true).binding, EMAIL_DELIVERY: 'send' };
    const first = await consume(row!.id, failing);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.retryDelays).toEqual([30]);
    expect(await outboxRow(row!.id)).toMatchObject({ state: 'failed', attempts: 1, last_error: 'send: email service unavailable' });
    const later = await consume(row!.id, failing, { attempts: 4 });
    expect(later.retryDelays).toEqual([240]);
    expect(await outboxRow(row!.id)).toMatchObject({ state: 'failed', attempts: 2 });
    // Retries ran out: Queues moves the message to the dead-letter queue.
    const dead = await consume(row!.id, failing, { queue: EMAIL_DEAD_LETTER_QUEUE_NAME });
    expect(dead.explicitAcks).toHaveLength(1);
    expect(await outboxRow(row!.id)).toMatchObject({ state: 'dead', attempts: 2, last_error: 'send: email service unavailable', sent_at: null });
    expect(await leadById(id)).toEqual(before);
  });

  it('keeps the message when no email service is configured: "outbox", any other value, or no binding', async () => {
    for (const bindings of [{ EMAIL_DELIVERY: 'outbox' }, { EMAIL_DELIVERY: 'Send ' }, { EMAIL_DELIVERY: 'send', EMAIL: undefined }]) {
      const { id } = await handedOn();
      const [row] = await acknowledgementsOf(`lead:${id}`);
      const email = emailRecorder();
      await consume(row!.id, { EMAIL: email.binding, ...bindings });
      expect(await outboxRow(row!.id)).toMatchObject({ state: 'kept', attempts: 1, sent_at: null });
      expect(email.sent).toHaveLength(0);
    }
  });

  it('an unknown or unreadable message is acknowledged, not retried forever', async () => {
    expect((await consume('no-such-message', {})).explicitAcks).toHaveLength(1);
    expect((await consume(42, {})).explicitAcks).toHaveLength(1);
  });
});

describe('the real local queues', () => {
  it('a lead posted to the Worker gets its acknowledgement kept in the outbox, as `npm start` does', async () => {
    const res = await SELF.fetch('http://localhost/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.240' },
      body: JSON.stringify(validLead('quote', { email: 'kept-locally@example.com', form_token: await formToken() })),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await vi.waitFor(
      async () => {
        const rows = await acknowledgementsOf(`lead:${id}`);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ to: 'kept-locally@example.com', state: 'kept', attempts: 1, sent_at: null });
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(await leadById(id)).toMatchObject({ status: 'new', email_state: 'sent' });
  }, 30_000);

  it('a spam lead posted to the Worker gets none', async () => {
    const res = await SELF.fetch('http://localhost/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.241' },
      body: JSON.stringify(validLead('quote', { email: 'spam-trap@example.com', website: 'http://spam.example', form_token: await formToken() })),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await leadById(id)).toMatchObject({ status: 'spam' });
    await new Promise((r) => setTimeout(r, 1000));
    expect(await acknowledgementsOf(`lead:${id}`)).toEqual([]);
  }, 10_000);
});

describe('GET /api/outbox', () => {
  it('refuses anyone without the staff key, and a wrong key', async () => {
    const anonymous = await SELF.fetch('http://localhost/api/outbox', { headers: { 'cf-connecting-ip': '198.51.100.31' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const wrong = await staffRequest('/api/outbox', {}, '198.51.100.32', 'not-the-key');
    expect(wrong.status).toBe(401);
    const publicKey = await SELF.fetch('http://localhost/api/outbox', { headers: { 'cf-connecting-ip': '198.51.100.33', apikey: 'test-anon-key' } });
    expect(publicKey.status).toBe(401);
    const staffScreenApi = await SELF.fetch('http://localhost/staff/api/outbox', { headers: { 'cf-connecting-ip': '198.51.100.34' } });
    expect(staffScreenApi.status).toBe(401);
  });

  it('lists newest first with the text part, filtered by address with ?to=, one message with both parts', async () => {
    const a = await handedOn({ email: 'ana@clinic-outbox.example' });
    const b = await handedOn({ email: 'ben@depot-outbox.example' });
    const all = await staffRequest('/api/outbox?limit=500');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    const rows = (await all.json()) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['attachments', 'attempts', 'channel', 'created_at', 'id', 'kind', 'last_error', 'sent_at', 'state', 'subject', 'text', 'to'].sort(),
    );
    const created = rows.map((r) => String(r.created_at));
    expect(created).toEqual([...created].sort().reverse());

    const onlyAna = (await (await staffRequest('/api/outbox?to=ANA@Clinic-Outbox.example')).json()) as Record<string, unknown>[];
    expect(onlyAna.map((r) => r.to)).toEqual(['ana@clinic-outbox.example']);
    expect(String(onlyAna[0]!.text)).toContain('What you sent us');
    const byDomain = (await (await staffRequest('/api/outbox?to=depot-outbox')).json()) as Record<string, unknown>[];
    expect(byDomain.map((r) => r.to)).toEqual(['ben@depot-outbox.example']);
    expect(await (await staffRequest('/api/outbox?to=nobody@nowhere.example')).json()).toEqual([]);

    const [row] = await acknowledgementsOf(`lead:${a.id}`);
    const one = await staffRequest(`/api/outbox/${row!.id}`);
    expect(await one.json()).toMatchObject({ id: row!.id, about: `lead:${a.id}`, text: row!.text, html: row!.html });
    expect((await staffRequest('/api/outbox/no-such-id')).status).toBe(404);
    expect((await staffRequest('/api/outbox?limit=0')).status).toBe(400);
    expect((await staffRequest('/api/outbox', { method: 'POST' })).status).toBe(405);
    // The acknowledgement and the staff alert.
    expect(b.queue.sent).toHaveLength(2);
  });

  it('lists each file sent with a message with the address the staff key downloads it from', async () => {
    const id = `with-invite-${crypto.randomUUID()}`;
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nUID:walkthrough-1@oakbrightservices.com\r\nEND:VCALENDAR\r\n';
    await env.DB.prepare(
      `INSERT INTO outbox (id, "to", kind, subject, text, html, dedupe_key, attachments) VALUES (?, 'guest@invite-outbox.example', 'walkthrough-confirmation', 's', 't', 'h', ?, ?)`,
    )
      .bind(id, id, JSON.stringify([{ filename: 'invite.ics', type: 'text/calendar; method=REQUEST', content: ics }]))
      .run();
    const [listed] = (await (await staffRequest('/api/outbox?to=invite-outbox')).json()) as {
      attachments: { filename: string; type: string; url: string }[];
    }[];
    expect(listed!.attachments).toEqual([{ filename: 'invite.ics', type: 'text/calendar; method=REQUEST', url: `/api/outbox/${id}/attachments/0` }]);
    const one = (await (await staffRequest(`/api/outbox/${id}`)).json()) as { attachments: unknown };
    expect(one.attachments).toEqual(listed!.attachments);

    const file = await staffRequest(listed!.attachments[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar; method=REQUEST; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="invite.ics"');
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(await file.text()).toBe(ics);

    // The staff app's copy of the list points through its own door.
    const staffList = await SELF.fetch('http://localhost/staff/api/outbox?to=invite-outbox', {
      headers: { authorization: `Bearer ${STAFF_KEY}`, 'cf-connecting-ip': '198.51.100.36' },
    });
    const [staffRow] = (await staffList.json()) as { attachments: { url: string }[] }[];
    expect(staffRow!.attachments[0]!.url).toBe(`/staff/api/outbox/${id}/attachments/0`);

    expect((await staffRequest(`/api/outbox/${id}/attachments/1`)).status).toBe(404);
    expect((await staffRequest(`/api/outbox/${id}/attachments/x`)).status).toBe(404);
    expect((await staffRequest('/api/outbox/no-such-id/attachments/0')).status).toBe(404);
    const anonymous = await SELF.fetch(`http://localhost/api/outbox/${id}/attachments/0`, { headers: { 'cf-connecting-ip': '198.51.100.37' } });
    expect(anonymous.status).toBe(401);
  });

  it('is the same list for the staff screen, behind the staff gate', async () => {
    const res = await SELF.fetch('http://localhost/staff/api/outbox?to=ana@clinic-outbox', {
      headers: { authorization: `Bearer ${STAFF_KEY}`, 'cf-connecting-ip': '198.51.100.35' },
    });
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });
});
