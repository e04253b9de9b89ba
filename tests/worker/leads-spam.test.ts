/**
 * Spam without friction (docs/decisions.md D12): the honeypot and the signed minimum fill time
 * store spam as such and answer it like any lead; the per-client rate limit (an IPv6 client by
 * its /64); repeats within 10 minutes counted on the first lead (kept beside it, never over it);
 * Turnstile only when configured.
 */
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TOKEN_PLACEHOLDER } from '../../shared/intake/form-token';
import { setTurnstileVerifier, type TurnstileVerifier } from '../../worker/intake/turnstile';
import { isPgError } from './api-helpers';
import { fakeQueue, formToken, leadById, leadRows, postLead, sendLead, validLead } from './leads-helpers';

// This file's clients: 198.18.0.0/16 and 2001:db8::/32, a new address per test unless a test shares one on purpose.
let nextHost = 1;
const ip = () => `198.18.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

const idOf = async (res: Response) => ((await res.json()) as { id: string }).id;

describe('honeypot and minimum fill time', () => {
  it.each([
    ['the honeypot filled in', { website: 'https://cheap-seo.example' }, /^honeypot/],
    ['no form token', { form_token: undefined }, /form token missing or invalid/],
    ['the unreplaced placeholder', { form_token: FORM_TOKEN_PLACEHOLDER }, /form token missing or invalid/],
    ['a forged token', { form_token: '1750000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, /form token missing or invalid/],
  ])('%s: stored as spam with the reason, answered like any lead, never queued', async (_name, overrides, reason) => {
    const queue = fakeQueue();
    const email = `spam-${nextHost}@example.com`;
    const res = await postLead(validLead('quote', { form_token: await formToken(), email, ...overrides }), {
      ip: ip(),
      bindings: { LEADS_QUEUE: queue.binding },
    });
    expect(res.status).toBe(201);
    expect(Object.keys((await res.clone().json()) as object).sort()).toEqual(['id', 'kind']);
    const row = await leadById(await idOf(res));
    expect(row.status).toBe('spam');
    expect(row.spam_reason).toMatch(reason);
    expect([row.email_state, row.webhook_state]).toEqual(['skipped', 'skipped']);
    expect(queue.sent).toEqual([]);
  });

  it('sent sooner than 3 seconds after the form was shown: spam, with how fast', async () => {
    const res = await postLead(validLead('quote', { form_token: await formToken(1200), email: 'quick@example.com' }), { ip: ip() });
    expect(res.status).toBe(201);
    const row = await leadById(await idOf(res));
    expect(row.status).toBe('spam');
    expect(row.spam_reason).toMatch(/^too fast: sent 1\.\d s after the form was shown/);
  });

  it('3 seconds or more is a person', async () => {
    const res = await postLead(validLead('quote', { form_token: await formToken(3100), email: 'patient@example.com' }), { ip: ip() });
    expect((await leadById(await idOf(res))).status).toBe('new');
  });

  it.each([
    ['0', 200, 'new'],
    ['1000', 1200, 'new'],
    ['5000', 4000, 'spam'],
    ['not a number', 1200, 'spam'],
  ])('FORM_MIN_FILL_MS=%s sets the minimum (a token %i ms old is %s); anything but digits keeps 3 s', async (setting, ageMs, status) => {
    const res = await postLead(validLead('quote', { form_token: await formToken(ageMs), email: `fill-${setting.replace(/\W/g, '')}@example.com` }), {
      ip: ip(),
      bindings: { FORM_MIN_FILL_MS: setting },
    });
    expect((await leadById(await idOf(res))).status).toBe(status);
  });

  it('the form without JavaScript gets the same 303 for spam as for a lead', async () => {
    const res = await sendLead('walkthrough', { website: 'x', email: 'bot@example.com' }, { ip: ip(), via: 'form' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/thank-you?kind=walkthrough');
    expect((await leadRows('email = ?', 'bot@example.com'))[0]!.status).toBe('spam');
  });
});

describe('rate limit per client', () => {
  async function burst(address: string, n: number, via: 'json' | 'form' = 'json'): Promise<Response[]> {
    const out: Response[] = [];
    for (let i = 0; i < n; i++) out.push(await sendLead('quote', { email: `burst-${address.replace(/\W/g, '')}-${i}@example.com` }, { ip: address, via }));
    return out;
  }

  it('takes 10 leads a minute from one address (an office), then answers 429 with Retry-After', async () => {
    const address = ip();
    const answers = await burst(address, 12);
    expect(answers.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(201));
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(isPgError(await refused.json())).toBe(true);
    expect(await leadRows('email LIKE ?', `burst-${address.replace(/\W/g, '')}-%`)).toHaveLength(answers.filter((r) => r.status === 201).length);
    // Another client is not affected.
    expect((await sendLead('quote', { email: 'neighbour@example.com' }, { ip: ip() })).status).toBe(201);
  });

  it('answers a form without JavaScript with a page that says to wait or call', async () => {
    const answers = await burst(ip(), 12, 'form');
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.text()).toMatch(/try again in about 1 minute.*\n?.*call/is);
  });

  it('counts an IPv6 client by its /64: other addresses in it share the limit, the next /64 does not', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await sendLead('quote', { email: `v6-${i}@example.com` }, { ip: `2001:db8:aa:1:${(i + 1).toString(16)}::${i + 7}` });
      answers.push(res.status);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(answers[10]).toBe(429);
    expect((await sendLead('quote', { email: 'v6-next@example.com' }, { ip: '2001:db8:aa:2::1' })).status).toBe(201);
  });
});

describe('repeats within 10 minutes', () => {
  it('the same kind and email is a repeat of the first lead: same id, duplicate_count + 1, the lead as first sent', async () => {
    const address = ip();
    const queue = fakeQueue();
    const first = await idOf(
      await sendLead('quote', { email: 'repeat@example.com', message: 'First try' }, { ip: address, bindings: { LEADS_QUEUE: queue.binding } }),
    );
    const again = await idOf(
      await sendLead(
        'quote',
        { email: 'Repeat@Example.com', message: 'Also windows, please', services: ['window-cleaning'] },
        { ip: address, bindings: { LEADS_QUEUE: queue.binding } },
      ),
    );
    expect(again).toBe(first);
    const rows = await leadRows('contact_key = ?', 'email:repeat@example.com');
    expect(rows).toHaveLength(1);
    // The repeat is kept beside the lead (tests/worker/leads-repeats.test.ts), never written over it.
    expect(rows[0]).toMatchObject({ duplicate_count: 1, message: 'First try', services: ['janitorial-services', 'floor-care'] });
    // Not delivered yet, so the queued message delivers the lead and its repeat: nothing more to queue.
    expect(queue.sent.map((s) => s.body)).toEqual([{ id: first }]);
  });

  it('by phone when there is no email, however the number is written', async () => {
    const a = await idOf(await sendLead('quote', { email: '', phone: '(352) 555-0177' }, { ip: ip() }));
    const b = await idOf(await sendLead('quote', { email: '', phone: '+1 352.555.0177' }, { ip: ip() }));
    expect(b).toBe(a);
    expect((await leadById(a)).duplicate_count).toBe(1);
  });

  it('another kind, or a lead older than 10 minutes, is a new lead', async () => {
    const quote = await idOf(await sendLead('quote', { email: 'two-kinds@example.com' }, { ip: ip() }));
    const walkthrough = await idOf(await sendLead('walkthrough', { email: 'two-kinds@example.com' }, { ip: ip() }));
    expect(walkthrough).not.toBe(quote);
    await env.DB.prepare("UPDATE leads SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-11 minutes') WHERE id = ?").bind(quote).run();
    const later = await idOf(await sendLead('quote', { email: 'two-kinds@example.com' }, { ip: ip() }));
    expect(later).not.toBe(quote);
    expect(await leadRows('contact_key = ?', 'email:two-kinds@example.com')).toHaveLength(3);
  });

  it('spam never swallows a real lead: a person whose first try looked like spam still gets through', async () => {
    const spam = await idOf(await sendLead('quote', { email: 'too-quick@example.com', form_token: await formToken(500) }, { ip: ip() }));
    const real = await idOf(await sendLead('quote', { email: 'too-quick@example.com' }, { ip: ip() }));
    expect(real).not.toBe(spam);
    expect((await leadById(spam)).status).toBe('spam');
    expect((await leadById(real)).status).toBe('new');
  });

  it('ten identical submissions at once (a double-click, a retrying client) make one lead, queued once', async () => {
    const queue = fakeQueue();
    const token = await formToken();
    const lead = validLead('quote', { email: 'double-click@example.com', form_token: token });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => postLead(lead, { ip: `198.19.0.${i + 1}`, bindings: { LEADS_QUEUE: queue.binding } })),
    );
    const ids = new Set(await Promise.all(answers.map(idOf)));
    expect(ids.size).toBe(1);
    const rows = await leadRows('contact_key = ?', 'email:double-click@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.duplicate_count).toBe(9);
    expect(queue.sent).toHaveLength(1);
  });

  it('a changed repeat of a lead already emailed is emailed again, with the repeat', async () => {
    const queue = fakeQueue();
    const bindings = { LEADS_QUEUE: queue.binding };
    const id = await idOf(await sendLead('quote', { email: 'follow-up@example.com', message: 'Offices only' }, { ip: ip(), bindings }));
    await env.DB.prepare("UPDATE leads SET email_state = 'sent', webhook_state = 'skipped', delivered_at = created_at WHERE id = ?").bind(id).run();
    // The same again (a reload): nothing new to tell staff.
    await sendLead('quote', { email: 'follow-up@example.com', message: 'Offices only' }, { ip: ip(), bindings });
    expect(queue.sent).toHaveLength(1);
    await sendLead('quote', { email: 'follow-up@example.com', message: 'Offices and the warehouse' }, { ip: ip(), bindings });
    expect(queue.sent.map((s) => s.body)).toEqual([{ id }, { id }]);
    expect(await leadById(id)).toMatchObject({ email_state: 'pending', webhook_state: 'skipped', delivered_at: null, duplicate_count: 2 });
  });
});

describe('Turnstile', () => {
  const verifier = vi.fn<TurnstileVerifier>();
  afterEach(() => {
    verifier.mockReset();
    setTurnstileVerifier(null);
  });

  it('not configured: no check at all, whatever the form sends', async () => {
    setTurnstileVerifier(verifier);
    const res = await sendLead('quote', { email: 'no-turnstile@example.com' }, { ip: ip() });
    expect(res.status).toBe(201);
    expect(verifier).not.toHaveBeenCalled();
  });

  it('configured and passed: the lead is taken, the token checked with the secret and the client address', async () => {
    setTurnstileVerifier(verifier.mockResolvedValue('passed'));
    const address = ip();
    const res = await sendLead(
      'quote',
      { email: 'human@example.com', 'cf-turnstile-response': 'token-ok' },
      { ip: address, bindings: { TURNSTILE_SECRET: 'ts-secret' } },
    );
    expect(res.status).toBe(201);
    expect(verifier).toHaveBeenCalledWith({ secret: 'ts-secret', token: 'token-ok', ip: address });
  });

  it('configured and failed, or no token: 400 with a clear message, nothing stored', async () => {
    setTurnstileVerifier(verifier.mockResolvedValue('failed'));
    for (const token of ['token-bad', undefined]) {
      const res = await sendLead(
        'quote',
        { email: 'robot@example.com', 'cf-turnstile-response': token },
        { ip: ip(), bindings: { TURNSTILE_SECRET: 'ts-secret' } },
      );
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; fields: Record<string, string> };
      expect(body.message).toMatch(/security check did not pass/);
      expect(body.fields.form).toBe(body.message);
    }
    expect(verifier).toHaveBeenCalledTimes(1);
    expect(await leadRows('email = ?', 'robot@example.com')).toHaveLength(0);
  });

  it('configured and failed, without JavaScript: the form comes back with the message', async () => {
    setTurnstileVerifier(verifier.mockResolvedValue('failed'));
    const res = await sendLead(
      'quote',
      { email: 'robot-form@example.com', 'cf-turnstile-response': 'bad' },
      { ip: ip(), via: 'form', bindings: { TURNSTILE_SECRET: 'ts-secret' } },
    );
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('security check did not pass');
  });

  it('siteverify unreachable: the lead is taken on the other checks', async () => {
    setTurnstileVerifier(verifier.mockResolvedValue('unavailable'));
    const res = await sendLead(
      'quote',
      { email: 'outage@example.com', 'cf-turnstile-response': 'token' },
      { ip: ip(), bindings: { TURNSTILE_SECRET: 'ts-secret' } },
    );
    expect(res.status).toBe(201);
  });
});
