/**
 * POST /api/applications in workerd with the real D1 and R2: the declaration in both languages,
 * one application stored with its token spent, repeats merged, spam kept but never acknowledged,
 * the rate limit, the no-JavaScript answers (303 by language, the form back with its values),
 * résumés typed by their bytes and kept where no public path reaches, and the acknowledgement.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_CONSENT, APPLICATION_FORM, APPLICATION_FORM_ES, APPLICATION_MESSAGES, validateApplication } from '../../shared/intake/application-form';
import { fieldsOf } from '../../shared/intake/form';
import { FORM_TOKEN_PLACEHOLDER } from '../../shared/intake/form-token';
import { APPLICATION_ACKNOWLEDGEMENT_KIND } from '../../worker/careers/applications/acknowledgement';
import { sniffResumeType } from '../../worker/careers/applications/resume';
import { setTurnstileVerifier } from '../../worker/intake/turnstile';
import worker from '../../worker/index';
import { emailQueueRecorder, outboxAbout } from './email-helpers';
import { type Bindings, formToken, withEnv } from './leads-helpers';

const OPENING = 'day-porter-ocala-apply-test';
const CLOSED = 'night-cleaner-closed-apply-test';

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO job_openings (slug, status, title, title_es, town) VALUES (?, 'open', 'Day Porter', 'Conserje de día', 'Ocala')").bind(OPENING),
    env.DB.prepare("INSERT INTO job_openings (slug, status, title, title_es, town) VALUES (?, 'closed', 'Night Cleaner', 'Limpiador nocturno', 'Ocala')").bind(
      CLOSED,
    ),
  ]);
});

afterEach(() => setTurnstileVerifier(null));

let phoneSeq = 100;
/** A phone number no other test used: repeats merge by phone. */
const freshPhone = () => `(352) 555-${String(phoneSeq++).padStart(4, '0')}`;

function fields(overrides: Record<string, unknown> = {}, locale: 'en' | 'es' = 'en'): Record<string, unknown> {
  return {
    phone: freshPhone(),
    name: 'María López',
    email: 'maria.lopez@example.com',
    town: 'Belleview',
    shifts: ['evening', 'weekend'],
    days: ['mon', 'wed', 'sat'],
    language: locale,
    opening: OPENING,
    locale,
    page: locale === 'es' ? `/es/empleos/${OPENING}` : `/careers/${OPENING}`,
    consent_text: APPLICATION_CONSENT[locale],
    ...overrides,
  };
}

/** The limiter is tested on its own below; elsewhere every request passes it. */
const OPEN_LIMITER = { limit: async () => ({ success: true }) };

interface Sent {
  via?: 'json' | 'script' | 'form';
  file?: File;
  ip?: string;
  bindings?: Bindings;
}

/** Posts an application: as JSON, as the form's script does (multipart asking for JSON) or as a browser without JavaScript. */
async function post(values: Record<string, unknown>, { via = 'json', file, ip = '203.0.113.10', bindings = {} }: Sent = {}): Promise<Response> {
  const headers: Record<string, string> = { 'cf-connecting-ip': ip };
  let body: BodyInit;
  if (via === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(values);
  } else {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) for (const x of [v].flat()) form.append(k, String(x));
    if (file) form.append('resume', file);
    body = form;
    headers.accept = via === 'script' ? 'application/json' : 'text/html,application/xhtml+xml,*/*;q=0.8';
  }
  const ctx = createExecutionContext();
  const res = await worker.request('/api/applications', { method: 'POST', headers, body }, withEnv({ LEADS_LIMITER: OPEN_LIMITER, ...bindings }), ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function apply(overrides: Record<string, unknown> = {}, options: Sent & { locale?: 'en' | 'es'; ageMs?: number } = {}) {
  const token = await formToken(options.ageMs ?? 10_000);
  return post(fields({ form_token: token, ...overrides }, options.locale), options);
}

type Row = Record<string, unknown> & { id: string; status: string; duplicate_count: number; resume_key: string | null };
const rowsByPhone = async (phone: string) =>
  (await env.DB.prepare('SELECT * FROM applications WHERE phone = ? ORDER BY created_at').bind(phone).all<Row>()).results;
const countAll = async () => (await env.DB.prepare('SELECT count(*) AS n FROM applications').first<{ n: number }>())!.n;
const privateKeys = async () => (await env.IMAGES.list({ prefix: 'private/' })).objects.map((o) => o.key);

/** The page data a refused form without JavaScript comes back with. */
async function pageData(res: Response): Promise<{ form?: { form: string; values: Record<string, unknown>; errors: Record<string, string> } }> {
  const html = await res.text();
  const json = /<script type="application\/json" id="__page_data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the refused form comes back as its page with its data').toBeTruthy();
  return JSON.parse(json!);
}

// Minimal real files of each accepted type, and CRC-32 for the DOCX's ZIP entries.
const enc = new TextEncoder();
const bytesOf = (...parts: (string | number[] | Uint8Array)[]) => {
  const chunks = parts.map((p) => (typeof p === 'string' ? enc.encode(p) : p instanceof Uint8Array ? p : new Uint8Array(p)));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};
function crc32(data: Uint8Array): number {
  let crc = ~0;
  for (const b of data) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
const u16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
/** A ZIP of stored (uncompressed) entries, as Word writes a .docx (deflated there; the layout is the same). */
function zip(entries: Record<string, string>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = enc.encode(text);
    const n = enc.encode(name);
    const crc = crc32(data);
    const local = bytesOf(
      [0x50, 0x4b, 3, 4],
      u16(20),
      u16(0),
      u16(0),
      u16(0),
      u16(0),
      u32(crc),
      u32(data.length),
      u32(data.length),
      u16(n.length),
      u16(0),
      n,
      data,
    );
    centrals.push(
      bytesOf(
        [0x50, 0x4b, 1, 2],
        u16(20),
        u16(20),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(crc),
        u32(data.length),
        u32(data.length),
        u16(n.length),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        n,
      ),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = bytesOf(...centrals);
  return bytesOf(...locals, central, [0x50, 0x4b, 5, 6], u16(0), u16(0), u16(centrals.length), u16(centrals.length), u32(central.length), u32(offset), u16(0));
}

const FILES = {
  pdf: bytesOf(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ),
  doc: bytesOf([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Uint8Array(504)),
  docx: zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  }),
  jpeg: bytesOf([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  png: bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0], [0x1f, 0x15, 0xc4, 0x89]),
  heic: bytesOf([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'),
} as const;

const TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
} as const;

describe('the declaration', () => {
  it('asks at most six questions, phone first, with Spanish words for each', () => {
    const questions = fieldsOf(APPLICATION_FORM).filter((f) => !f.input);
    expect(questions.map((f) => f.name)).toEqual(['phone', 'name', 'email', 'town', 'shifts', 'days', 'language']);
    // Shifts and days are one question (availability).
    expect(new Set(questions.map((f) => (f.group === 'availability' ? 'availability' : f.name))).size).toBeLessThanOrEqual(6);
    for (const f of questions) expect(APPLICATION_FORM_ES[f.name as keyof typeof APPLICATION_FORM_ES].label).not.toBe(f.label);
  });

  it('refuses in the form’s language', () => {
    const en = validateApplication(fields({ phone: '', name: '' }));
    const es = validateApplication(fields({ phone: '123', name: '' }, 'es'));
    expect(en.ok || en.errors).toEqual({ phone: APPLICATION_MESSAGES.phoneMissing.en, name: APPLICATION_MESSAGES.nameMissing.en });
    expect(es.ok || es.errors).toEqual({ phone: APPLICATION_MESSAGES.phoneBad.es, name: APPLICATION_MESSAGES.nameMissing.es });
    const bad = validateApplication(fields({ shifts: ['all-night'], days: ['funday'], consent_text: 'I agree' }, 'es'));
    expect(bad.ok || bad.errors).toEqual({
      shifts: APPLICATION_MESSAGES.shifts.es,
      days: APPLICATION_MESSAGES.days.es,
      consent_text: APPLICATION_MESSAGES.asShown.es,
    });
  });
});

describe('storing an application', () => {
  it('stores it once, for its opening, with its token spent in the same batch', async () => {
    const token = await formToken();
    const values = fields({ form_token: token });
    const res = await post(values);
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { id: string; opening: string };
    expect(answer.opening).toBe(OPENING);
    const [row, ...others] = await rowsByPhone(values.phone as string);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ id: answer.id, status: 'new', name: 'María López', town: 'Belleview', locale: 'en', language: 'en', spam_reason: null });
    expect(JSON.parse(row!.shifts as string)).toEqual(['evening', 'weekend']);
    expect(JSON.parse(row!.days as string)).toEqual(['mon', 'wed', 'sat']);
    expect(row!.consent_text).toBe(APPLICATION_CONSENT.en);
    const opening = await env.DB.prepare('SELECT id FROM job_openings WHERE slug = ?').bind(OPENING).first<{ id: number }>();
    expect(row!.opening_id).toBe(opening!.id);
    const nonce = token.split('.')[1];
    const use = await env.DB.prepare('SELECT application_id FROM application_token_uses WHERE nonce = ?').bind(nonce).first<{ application_id: string }>();
    expect(use?.application_id).toBe(answer.id);

    // The same token again, for someone else: refused, nothing stored.
    const before = await countAll();
    const again = await post(fields({ form_token: token }));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('form-token-used');
    expect(await countAll()).toBe(before);
  });

  it('merges a repeat from the same phone within 10 minutes, overwriting nothing', async () => {
    const phone = freshPhone();
    const first = await apply({ phone, name: 'Ana Ruiz', town: 'Ocala' });
    const second = await apply({ phone: phone.replace(/\D/g, '').replace(/^/, '+1 '), name: 'Ana R. Changed', town: 'Dunnellon' });
    expect(second.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    expect(((await second.json()) as { id: string }).id).toBe(id);
    const rows = await rowsByPhone(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, name: 'Ana Ruiz', town: 'Ocala', duplicate_count: 1 });
  });

  it('takes an application for a closed or unknown opening as a general one, and says so', async () => {
    for (const slug of [CLOSED, 'no-such-opening']) {
      const values = { opening: slug };
      const res = await apply(values);
      expect(res.status).toBe(201);
      const answer = (await res.json()) as { id: string; opening: null; note: string };
      expect(answer.opening).toBeNull();
      expect(answer.note).toMatch(/general application/);
      const row = await env.DB.prepare('SELECT opening_id FROM applications WHERE id = ?').bind(answer.id).first<{ opening_id: number | null }>();
      expect(row?.opening_id).toBeNull();
    }
  });

  it('refuses bad answers with the API error shape and stores nothing', async () => {
    const before = await countAll();
    const res = await apply({ phone: '12', name: '' }, { locale: 'es' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string; details: string; hint: string; fields: Record<string, string> };
    expect(body).toMatchObject({ code: '22023', fields: { phone: APPLICATION_MESSAGES.phoneBad.es, name: APPLICATION_MESSAGES.nameMissing.es } });
    expect(body.hint).toBeTruthy();
    expect(await countAll()).toBe(before);
    const odd = await worker.request('/api/applications', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' }, withEnv());
    expect(odd.status).toBe(415);
    expect(await countAll()).toBe(before);
  });
});

describe('spam and limits', () => {
  it('stores a honeypot or too-fast application as spam with why, never acknowledged and no résumé kept', async () => {
    const email = emailQueueRecorder();
    const keysBefore = await privateKeys();
    const trap = await apply(
      { website: 'https://spam.example' },
      { via: 'script', file: new File([FILES.pdf], 'cv.pdf'), bindings: { EMAIL_QUEUE: email.binding } },
    );
    const fast = await apply({}, { ageMs: 500, bindings: { EMAIL_QUEUE: email.binding } });
    for (const [res, why] of [
      [trap, /honeypot/],
      [fast, /too fast/],
    ] as const) {
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const row = await env.DB.prepare('SELECT status, spam_reason, resume_key FROM applications WHERE id = ?').bind(id).first<Row>();
      expect(row).toMatchObject({ status: 'spam', resume_key: null });
      expect(row!.spam_reason).toMatch(why);
      expect(await outboxAbout(`application:${id}`)).toEqual([]);
    }
    expect(email.sent).toEqual([]);
    expect(await privateKeys()).toEqual(keysBefore);
  });

  it('refuses a failed Turnstile check and stores nothing', async () => {
    setTurnstileVerifier(async () => 'failed');
    const before = await countAll();
    const res = await apply({ 'cf-turnstile-response': 'bad' }, { bindings: { TURNSTILE_SECRET: 'secret' } });
    expect(res.status).toBe(400);
    expect(await countAll()).toBe(before);
  });

  it('answers 429 past the rate limit, as JSON or as a page, storing nothing', async () => {
    const limited = { LEADS_LIMITER: { limit: async () => ({ success: false }) } };
    const before = await countAll();
    const json = await apply({}, { bindings: limited });
    expect(json.status).toBe(429);
    expect(json.headers.get('retry-after')).toBe('60');
    expect(((await json.json()) as { code: string }).code).toBe('PGRST429');
    const page = await apply({}, { via: 'form', bindings: limited });
    expect(page.status).toBe(429);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await countAll()).toBe(before);
  });

  it('counts applications apart from leads on the shared limiter', async () => {
    const keys: string[] = [];
    await apply(
      {},
      {
        bindings: {
          LEADS_LIMITER: {
            limit: async ({ key }: { key: string }) => {
              keys.push(key);
              return { success: true };
            },
          },
        },
      },
    );
    expect(keys).toEqual([expect.stringMatching(/^applications:/)]);
  });
});

describe('without JavaScript', () => {
  it('303s to the thank-you page of the form’s language', async () => {
    const en = await apply({}, { via: 'form' });
    expect(en.status).toBe(303);
    expect(en.headers.get('location')).toBe('/careers/thank-you');
    const es = await apply({}, { via: 'form', locale: 'es' });
    expect(es.status).toBe(303);
    expect(es.headers.get('location')).toBe('/es/empleos/gracias');
  });

  it('gives the form back on its page with the values kept and the errors in its language', async () => {
    const before = await countAll();
    const res = await apply({ name: 'J', town: 'Silver Springs', phone: '555' }, { via: 'form', locale: 'es' });
    expect(res.status).not.toBe(303);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = await pageData(res);
    expect(data.form).toMatchObject({
      form: 'application',
      values: { name: 'J', town: 'Silver Springs', phone: '555', shifts: ['evening', 'weekend'], locale: 'es' },
      errors: { phone: APPLICATION_MESSAGES.phoneBad.es, name: APPLICATION_MESSAGES.nameMissing.es },
    });
    expect(await countAll()).toBe(before);
  });

  it('gives the form back with a fresh token when its token was spent', async () => {
    const token = await formToken();
    expect((await post(fields({ form_token: token }), { via: 'form' })).status).toBe(303);
    const res = await post(fields({ form_token: token }), { via: 'form' });
    const html = await res.clone().text();
    expect(html).not.toContain(FORM_TOKEN_PLACEHOLDER);
    expect((await pageData(res)).form?.errors.form).toBe(APPLICATION_MESSAGES.used.en);
  });
});

describe('résumés', () => {
  it.each(Object.keys(FILES) as (keyof typeof FILES)[])('keeps a real %s, its type read from the bytes', async (kind) => {
    // A name and a declared type that say nothing true: only the bytes count.
    const file = new File([new Uint8Array(FILES[kind])], `my resume.${kind === 'jpeg' ? 'txt' : kind}`, { type: 'application/octet-stream' });
    expect(sniffResumeType(FILES[kind])).toBe(TYPES[kind]);
    const res = await apply({}, { via: 'script', file });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await env.DB.prepare('SELECT * FROM applications WHERE id = ?').bind(id).first<Row>();
    expect(row).toMatchObject({ resume_type: TYPES[kind], resume_size: FILES[kind].length, resume_name: file.name });
    expect(row!.resume_key).toMatch(new RegExp(`^private/resumes/${id}/[0-9a-f]{32}$`));
    const object = await env.IMAGES.get(row!.resume_key!);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(FILES[kind]);
  });

  it('refuses an HTML page named .pdf, an SVG and a 6 MB file, storing nothing and keeping the values', async () => {
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'resume.pdf', { type: 'application/pdf' });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'resume.svg', { type: 'image/svg+xml' });
    const big = new File([FILES.pdf, new Uint8Array(6 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    const before = await countAll();
    const keys = await privateKeys();
    for (const [file, status, message] of [
      [html, 415, APPLICATION_MESSAGES.resumeType.en],
      [svg, 415, APPLICATION_MESSAGES.resumeType.en],
      [big, 413, APPLICATION_MESSAGES.resumeSize.en],
    ] as const) {
      const json = await apply({}, { via: 'script', file });
      expect(json.status).toBe(status);
      expect(((await json.json()) as { fields: Record<string, string> }).fields).toEqual({ resume: message });
      const page = await apply({ name: 'Rosa Díaz' }, { via: 'form', file });
      expect(page.status).toBe(status);
      const data = await pageData(page);
      expect(data.form?.errors.resume).toBe(message);
      expect(data.form?.values.name).toBe('Rosa Díaz');
    }
    const es = await apply({}, { via: 'script', file: big, locale: 'es' });
    expect(((await es.json()) as { fields: Record<string, string> }).fields.resume).toBe(APPLICATION_MESSAGES.resumeSize.es);
    expect(await countAll()).toBe(before);
    expect(await privateKeys()).toEqual(keys);
  });

  it('is never readable through /media or any public path', async () => {
    const res = await apply({}, { via: 'script', file: new File([FILES.png], 'cv.png') });
    const { id } = (await res.json()) as { id: string };
    const { resume_key: key } = (await env.DB.prepare('SELECT resume_key FROM applications WHERE id = ?').bind(id).first<Row>())!;
    expect(await env.IMAGES.head(key!)).not.toBeNull();
    const paths = [
      `/media/${key}`,
      `/media/${encodeURIComponent(key!)}`,
      `/media/${key!.split('/').pop()}`,
      `/media/private%2Fresumes%2F${id}%2F${key!.split('/').pop()}`,
      `/${key}`,
      `/media/../${key}`,
    ];
    for (const path of paths) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await worker.request(path, { method }, withEnv());
        expect(answer.status, `${method} ${path}`).not.toBe(200);
        const body = new Uint8Array(await answer.arrayBuffer());
        expect(body.length > 0 && body[0] === 0x89 && body[1] === 0x50, `${method} ${path} served the file`).toBe(false);
      }
    }
  });
});

describe('the acknowledgement', () => {
  it('is queued once, in the applicant’s language, naming the opening, and repeats nothing typed', async () => {
    for (const locale of ['en', 'es'] as const) {
      const email = emailQueueRecorder();
      const phone = freshPhone();
      const res = await apply({ phone, name: 'Lucía <b>Gómez</b>', town: 'Ocala <a href=x>' }, { locale, bindings: { EMAIL_QUEUE: email.binding } });
      const { id } = (await res.json()) as { id: string };
      await apply({ phone }, { locale, bindings: { EMAIL_QUEUE: email.binding } });
      const rows = await outboxAbout(`application:${id}`);
      expect(rows).toHaveLength(1);
      expect(email.sent).toEqual([rows[0]!.id]);
      const message = rows[0]! as unknown as { kind: string; to: string; subject: string; text: string; html: string };
      expect(message.kind).toBe(APPLICATION_ACKNOWLEDGEMENT_KIND);
      expect(message.to).toBe('maria.lopez@example.com');
      if (locale === 'en') {
        expect(message.subject).toMatch(/^We have your application/);
        expect(message.text).toContain('You applied for: Day Porter.');
        expect(message.text).toContain('within 2 business days from (800) 470-4432');
      } else {
        expect(message.subject).toMatch(/^Recibimos su solicitud/);
        expect(message.text).toContain('Usted se postuló para: Conserje de día.');
        expect(message.text).toContain('2 días hábiles desde el (800) 470-4432');
      }
      expect(message.text).toContain('Oakbright');
      for (const typed of ['Lucía', 'Gómez', 'Ocala <a', phone]) {
        expect(message.text).not.toContain(typed);
        expect(message.html).not.toContain(typed);
      }
    }
  });

  it('is not emailed without an email address: the applicant hears by text instead', async () => {
    const email = emailQueueRecorder();
    const res = await apply({ email: '' }, { bindings: { EMAIL_QUEUE: email.binding } });
    const { id } = (await res.json()) as { id: string };
    const messages = await outboxAbout(`application:${id}`);
    expect(messages.map((m) => m.channel)).toEqual(['sms', 'sms']);
    expect(messages.map((m) => m.kind).sort()).toEqual([APPLICATION_ACKNOWLEDGEMENT_KIND, 'text-welcome']);
    expect(email.sent.sort()).toEqual(messages.map((m) => m.id).sort());
  });
});

describe('the address', () => {
  it('leaves GET to the staff list and refuses other methods', async () => {
    const visitor = await worker.request('/api/applications', { method: 'GET' }, withEnv());
    expect(visitor.status).toBe(401);
    const staff = await worker.request('/api/applications', { method: 'GET', headers: { authorization: 'Bearer test-service-key' } }, withEnv());
    expect(staff.status).toBe(200);
    const put = await worker.request('/api/applications', { method: 'PUT' }, withEnv());
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
  });
});
