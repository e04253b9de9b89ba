/**
 * Properties of the lead schema the browser and the Worker share (shared/leads/lead.ts), with
 * fast-check: any valid lead validates to a normalised lead that validates to itself, through
 * JSON and through a urlencoded form post alike; one-line fields never carry a line break or a
 * control character; junk, or a valid lead with any one field spoiled, never passes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_TEXT,
  CONTACT_METHODS,
  FACILITY_TYPES,
  FREQUENCIES,
  LEAD_FIELD_NAMES,
  LEAD_KINDS,
  type Lead,
  leadInputFromForm,
  SERVICE_OPTIONS,
  SQUARE_FOOTAGE,
  TIME_WINDOWS,
  validateLead,
} from '../../shared/leads/lead';

const pick = (options: ReadonlyArray<{ value: string }>) => fc.constantFrom(...options.map((o) => o.value));

/** Free text as people (and their keyboards) write it: any code point, line breaks, stray spaces; short enough to stay within the limits after NFC. */
const freeText = (maxLength: number) => fc.string({ unit: 'binary', maxLength });

/** A name or a town: at least two visible characters after trimming and folding. */
const shortLine = fc
  .tuple(
    fc.string({ unit: 'binary', maxLength: 10 }),
    fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ' .,-]{0,20}[A-Za-zÀ-ÿ]$/),
    fc.string({ unit: 'binary', maxLength: 10 }),
  )
  .map(([a, b, c]) => `${a.replace(/\S/g, ' ')}${b}${c.replace(/\S/g, ' ')}`);

const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9._%+-]{1,20}$/),
    fc.array(fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/), { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
    fc.boolean(),
  )
  .map(([local, labels, tld, upper]) => {
    const address = `${local}@${labels.join('.')}.${tld}`;
    return upper ? address.toUpperCase() : address;
  });

const phone = fc
  .tuple(fc.stringMatching(/^[2-9]\d{2}$/), fc.stringMatching(/^[2-9]\d{2}$/), fc.stringMatching(/^\d{4}$/), fc.constantFrom('plain', 'dots', 'parens', 'intl'))
  .map(([area, exchange, line, style]) =>
    style === 'plain'
      ? `${area}${exchange}${line}`
      : style === 'dots'
        ? `${area}.${exchange}.${line}`
        : style === 'parens'
          ? `(${area}) ${exchange}-${line}`
          : `+1 ${area} ${exchange} ${line}`,
  );

const day = fc
  .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const contact = fc.oneof(fc.record({ email, phone }), fc.record({ email, phone: fc.constant('') }), fc.record({ email: fc.constant(''), phone }));

const common = fc.record({
  name: shortLine,
  company: freeText(30),
  facility_type: pick(FACILITY_TYPES),
  services: fc.uniqueArray(pick(SERVICE_OPTIONS), { maxLength: SERVICE_OPTIONS.length }),
  square_footage: pick(SQUARE_FOOTAGE),
  location: shortLine,
  message: freeText(300),
  contact_method: pick(CONTACT_METHODS),
  consent_text: fc.constant(CONSENT_TEXT),
  page: fc.constantFrom('/', '/contact', '/schedule', '/contact?topic=franchising'),
  landing_page: fc.webPath(),
  referrer: fc.oneof(fc.constant(''), fc.webUrl()),
  utm_source: freeText(30),
  utm_medium: freeText(30),
  utm_campaign: freeText(30),
  utm_term: freeText(30),
  utm_content: freeText(30),
  gclid: fc.stringMatching(/^[\w-]{0,60}$/),
  fbclid: fc.stringMatching(/^[\w-]{0,60}$/),
  msclkid: fc.stringMatching(/^[\w-]{0,60}$/),
});

const validLead = fc.oneof(
  fc.tuple(common, contact, pick(FREQUENCIES)).map(([c, who, frequency]) => ({ kind: 'quote', ...c, ...who, frequency })),
  fc.tuple(common, contact, fc.option(pick(FREQUENCIES), { nil: undefined })).map(([c, who, frequency]) => ({ kind: 'franchising', ...c, ...who, frequency })),
  fc
    .tuple(common, contact, fc.uniqueArray(day, { minLength: 2, maxLength: 2 }), pick(TIME_WINDOWS))
    .map(([c, who, [d1, d2], time_window]) => ({ kind: 'walkthrough', ...c, ...who, preferred_day_1: d1, preferred_day_2: d2, time_window })),
);

function mustPass(input: unknown): Lead {
  const result = validateLead(input);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)} for ${JSON.stringify(input)}`);
  return result.lead;
}

/** A lead as a browser posts the form without JavaScript: urlencoded, `services` repeated, read back as the Worker reads it. */
function throughForm(lead: Record<string, unknown>): Record<string, unknown> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(lead)) {
    if (Array.isArray(v)) for (const x of v) params.append(k, x);
    else if (v !== undefined) params.append(k, String(v));
  }
  const parsed: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(params.toString())) {
    const prev = parsed[k];
    parsed[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return leadInputFromForm(parsed);
}

const ONE_LINE_FIELDS = LEAD_FIELD_NAMES.filter((f) => f !== 'message' && f !== 'services');

describe('any valid lead', () => {
  it('passes, and its normalised form validates to itself (JSON and a form post alike)', () => {
    fc.assert(
      fc.property(validLead, (input) => {
        const lead = mustPass(input);
        expect(mustPass(lead)).toEqual(lead);
        expect(mustPass(JSON.parse(JSON.stringify(lead)))).toEqual(lead);
        expect(mustPass(throughForm(lead))).toEqual(lead);
        expect(mustPass(throughForm(input))).toEqual(lead);
      }),
      { numRuns: 400 },
    );
  });

  it('comes out clean: one-line fields without line breaks or control characters, email in lower case, nothing untrimmed', () => {
    fc.assert(
      fc.property(validLead, (input) => {
        const lead = mustPass(input) as unknown as Record<string, unknown>;
        for (const field of ONE_LINE_FIELDS) {
          const value = lead[field];
          if (value === undefined) continue;
          expect(typeof value).toBe('string');
          expect(value).not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029]/);
          expect(value).toBe((value as string).trim());
        }
        expect(lead.message).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
        expect(lead.email).toBe((lead.email as string).toLowerCase());
      }),
      { numRuns: 300 },
    );
  });
});

describe('junk', () => {
  it('never passes, whatever its shape', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expect(validateLead(junk).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('an object with the right keys and random values never passes', () => {
    const keys = fc.dictionary(fc.constantFrom(...LEAD_FIELD_NAMES), fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string())));
    fc.assert(
      fc.property(keys, (junk) => {
        expect(validateLead(junk).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  /** Ways to spoil one field of a valid lead; each must be refused on that field. */
  const spoilers: Record<string, fc.Arbitrary<unknown>> = {
    kind: fc.oneof(
      fc.string().filter((s) => !(LEAD_KINDS as readonly string[]).includes(s)),
      fc.integer(),
      fc.constant(null),
    ),
    name: fc.oneof(
      fc.string({ minLength: 101, maxLength: 300 }).filter((s) => s.trim().replace(/\s+/g, ' ').length > 100),
      fc.constantFrom('', ' ', 'A'),
      fc.integer(),
    ),
    email: fc.oneof(
      fc.string({ maxLength: 40 }).filter((s) => !s.includes('@') && s.trim() !== ''),
      fc.constant('a@b'),
      fc.constant('a@@b.co'),
      fc.constant('a b@c.co'),
    ),
    phone: fc.oneof(fc.stringMatching(/^\d{1,6}$/), fc.stringMatching(/^[a-z]{7,20}$/)),
    facility_type: fc.string().filter((s) => !FACILITY_TYPES.some((o) => o.value === s)),
    services: fc.oneof(
      fc.array(
        fc.string().filter((s) => !SERVICE_OPTIONS.some((o) => o.value === s)),
        { minLength: 1 },
      ),
      fc.string(),
      fc.integer(),
    ),
    square_footage: fc.string().filter((s) => !SQUARE_FOOTAGE.some((o) => o.value === s)),
    location: fc.oneof(
      fc.constantFrom('', 'Z'),
      fc.string({ minLength: 81, maxLength: 200 }).filter((s) => s.trim().replace(/\s+/g, ' ').length > 80),
    ),
    message: fc.string({ minLength: 2001, maxLength: 2100 }).filter((s) => s.trim().length > 2000),
    contact_method: fc.string().filter((s) => !CONTACT_METHODS.some((o) => o.value === s)),
    consent_text: fc.string().filter((s) => s !== CONSENT_TEXT),
  };

  it.each(Object.keys(spoilers))('a valid lead with %s spoiled is refused on that field', (field) => {
    fc.assert(
      fc.property(validLead, spoilers[field]!, (input, bad) => {
        const spoiled = { ...input, [field]: bad };
        // With the email gone, the phone may be all that is left: spoil the email only when there is a phone, or expect the contact rule.
        const result = validateLead(spoiled);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(Object.keys(result.errors)).toContain(field === 'kind' && typeof bad !== 'string' ? 'kind' : field);
      }),
      { numRuns: 150 },
    );
  });

  it('a walkthrough with an impossible or repeated day is refused', () => {
    fc.assert(
      fc.property(validLead, fc.constantFrom('2031-02-29', '2031-04-31', '2031-00-10', '31-01-2031', 'tomorrow'), (input, bad) => {
        const result = validateLead({ ...input, kind: 'walkthrough', preferred_day_1: bad, preferred_day_2: '2031-05-05', time_window: 'morning' });
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.errors.preferred_day_1).toBeTruthy();
        const same = validateLead({ ...input, kind: 'walkthrough', preferred_day_1: '2031-05-05', preferred_day_2: '2031-05-05', time_window: 'morning' });
        expect(same.ok).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});

describe('an empty form', () => {
  it('is refused with every problem at once, the email-or-phone rule among them', () => {
    const empty = { name: '', email: '', phone: '', facility_type: '', square_footage: '', frequency: '', location: '', contact_method: '' };
    const result = validateLead({ kind: 'quote', ...empty, consent_text: CONSENT_TEXT });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toBe('Please give an email address or a phone number.');
    expect(Object.keys(result.errors).sort()).toEqual(['contact_method', 'email', 'facility_type', 'frequency', 'location', 'name', 'square_footage']);
  });

  it('a walkthrough with the same day twice says so beside the other problems', () => {
    const result = validateLead({ kind: 'walkthrough', name: '', email: 'a@b.co', preferred_day_1: '2031-05-05', preferred_day_2: '2031-05-05' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toMatchObject({ name: expect.any(String), preferred_day_2: 'Please choose two different days.' });
  });
});

describe('the type of facility', () => {
  it('offers kinds of building only: no service listed among the industries, and Other last', () => {
    const values = FACILITY_TYPES.map((o) => o.value);
    expect(values).not.toContain('disinfecting-services');
    expect(values).not.toContain('specialty-cleaning');
    expect(values).not.toContain('other-industries');
    expect(values).toContain('medical-facilities');
    expect(values.at(-1)).toBe('other');
  });
});
