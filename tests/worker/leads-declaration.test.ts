/**
 * The lead form is declared once (shared/intake/lead-form.ts) and everything else reads it: a field
 * added to a declaration reaches the schema, the stored fields, the staff email, the staff detail
 * page and the CSV columns with nothing else written; the real declaration covers the leads table.
 */
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defineForm, fieldNames, formSchema, type Option, storedValues, validateForm } from '../../shared/intake/form';
import { NEWSLETTER_FORM, NewsletterSchema } from '../../shared/intake/newsletter-form';
import { choice } from '../../shared/intake/rules';
import { KIND_LABELS, LEAD_FIELD_NAMES, LEAD_FORM, validateLead } from '../../shared/leads/lead';
import { leads } from '../../shared/schema';
import { leadSections } from '../../web/src/staff/leads/lead-sections';
import { leadEmailText } from '../../worker/leads/emails/staff-alert';
import { CSV_COLUMNS, csvColumns } from '../../worker/leads/store/csv-columns';
import type { LeadRow } from '../../worker/leads/store/index';
import { leadFields } from '../../worker/leads/store/lead-fields';
import { validLead } from './leads-helpers';

const PARKING: readonly Option[] = [
  { value: 'lot', label: 'Our own lot' },
  { value: 'street', label: 'Street parking only' },
];

/** The lead form with one more question, asked on walkthroughs only. */
const WITH_PARKING = defineForm({
  ...LEAD_FORM,
  fields: [
    ...LEAD_FORM.fields,
    {
      name: 'parking',
      label: 'Parking for our van',
      hint: 'Where our crew can park',
      type: 'choice',
      group: 'visit',
      options: PARKING,
      rule: choice(PARKING, 'Please say where we can park.'),
      kinds: ['walkthrough'],
    },
  ],
});
const schema = formSchema(WITH_PARKING);

/** A stored row of the extended form, as D1 would give it back once the column exists. */
function storedRow(values: Record<string, unknown>): LeadRow {
  return {
    id: 'lead-1',
    kind: values.kind,
    created_at: '2031-03-01T12:00:00.000Z',
    updated_at: '2031-03-01T12:00:00.000Z',
    duplicate_count: 0,
    ...values,
  } as LeadRow;
}

describe('a field added to a declaration', () => {
  it('is validated with its rule and message, only for the kinds that ask for it', () => {
    const refused = validateForm(schema, validLead('walkthrough', { parking: 'roof' }));
    expect(refused).toEqual({ ok: false, errors: { parking: 'Please say where we can park.' } });
    const taken = validateForm(schema, validLead('walkthrough', { parking: 'street' }));
    expect(taken.ok && taken.values).toMatchObject({ parking: 'street' });
    // A quote does not ask: whatever is sent is not part of it.
    const quote = validateForm(schema, validLead('quote', { parking: 'roof' }));
    expect(quote.ok && 'parking' in quote.values).toBe(false);
    expect(fieldNames(WITH_PARKING).at(-1)).toBe('parking');
  });

  it('is stored, and stored empty for a kind that does not ask', () => {
    const walkthrough = validateForm(schema, validLead('walkthrough', { parking: 'lot' }));
    const quote = validateForm(schema, validLead('quote'));
    if (!walkthrough.ok || !quote.ok) throw new Error('refused');
    expect(storedValues(WITH_PARKING, walkthrough.values, 'walkthrough')).toMatchObject({ parking: 'lot', time_window: 'morning' });
    expect(storedValues(WITH_PARKING, quote.values, 'quote')).toMatchObject({ parking: '', time_window: '' });
  });

  it('appears in the staff email with its label and its option in words', () => {
    const text = leadEmailText(storedRow({ ...validLead('walkthrough'), parking: 'street' }), WITH_PARKING);
    expect(text).toContain('Parking for our van: Street parking only');
    expect(leadEmailText(storedRow({ ...validLead('walkthrough'), parking: 'street' }))).not.toContain('Parking for our van');
  });

  it('appears on the staff detail page in its group', () => {
    const visit = leadSections({ ...validLead('walkthrough'), parking: 'lot' }, WITH_PARKING).find((s) => s.group === 'visit');
    expect(visit?.rows.map((r) => [r.label, r.text])).toContainEqual(['Parking for our van', 'Our own lot']);
    const quote = leadSections({ ...validLead('quote'), parking: '' }, WITH_PARKING);
    expect(quote.flatMap((s) => s.rows.map((r) => r.field.name))).not.toContain('parking');
  });

  it('is a CSV column, once, among the form fields', () => {
    const columns = csvColumns(WITH_PARKING, [...Object.keys(getTableColumns(leads)), 'parking']);
    expect(columns.filter((c) => c === 'parking')).toHaveLength(1);
    expect(columns.indexOf('parking')).toBe(columns.indexOf('msclkid') + 1);
  });
});

describe('the lead form as declared', () => {
  it('fills every column of the leads table that a visitor sends, and the CSV lists every column once, with the owner’s name', () => {
    const table = Object.keys(getTableColumns(leads));
    for (const name of LEAD_FORM.fields.map((f) => f.name)) expect(table).toContain(name);
    // And the sale's owner by name, beside their id.
    expect([...CSV_COLUMNS].sort()).toEqual([...table, 'owner_name'].sort());
    expect(CSV_COLUMNS.indexOf('owner_name')).toBe(CSV_COLUMNS.indexOf('owner_id') + 1);
    expect(CSV_COLUMNS.slice(0, 6)).toEqual(['id', 'kind', 'status', 'created_at', 'updated_at', 'name']);
  });

  it('stores every field of a lead, and empty ones where its kind does not ask', () => {
    const result = validateLead(validLead('walkthrough'));
    if (!result.ok) throw new Error('refused');
    const stored = leadFields(result.lead);
    expect(Object.keys(stored)).toEqual(LEAD_FIELD_NAMES.filter((n) => n !== 'kind'));
    expect(stored).toMatchObject({ frequency: '', time_window: 'morning', services: ['janitorial-services', 'floor-care'] });
  });

  it('gives the email and the staff page the same labels', () => {
    const lead = storedRow(validLead('walkthrough'));
    const text = leadEmailText(lead);
    // Every answer under the label the staff page gives it: a checked one as the email's own line, what the visitor typed quoted.
    for (const section of leadSections(lead)) {
      for (const row of section.rows) if (row.text) expect(text).toMatch(new RegExp(`^(> )?${row.label.replace(/[?()]/g, '\\$&')}:`, 'm'));
    }
    expect(text).toContain('Time of day: Morning (9 AM–noon)');
    expect(text.split('\n')[0]).toBe(`${KIND_LABELS.walkthrough} request from the website.`);
  });

  it('asks a franchise enquiry its own questions', () => {
    const rows = leadSections(storedRow(validLead('franchising'))).flatMap((s) => s.rows);
    expect(rows.map((r) => r.label)).toContain('Town or ZIP code you have in mind');
    expect(rows.map((r) => r.label)).toContain('About you and your plans');
    expect(rows.map((r) => r.field.name)).not.toContain('time_window');
  });
});

describe('the newsletter signup, declared the same way', () => {
  it('takes an address in lower case and a printable source, and refuses what is not an address', () => {
    expect(validateForm(NewsletterSchema, { email: ' Reader@Example.COM ', source: '/insights\u0000é' })).toEqual({
      ok: true,
      values: { email: 'reader@example.com', source: '/insights' },
    });
    for (const email of ['', 'nope', null, 42, undefined]) expect(validateForm(NewsletterSchema, { email, source: '/' }).ok).toBe(false);
    expect(NEWSLETTER_FORM.fields.map((f) => f.name)).toEqual(['email', 'source']);
  });
});
