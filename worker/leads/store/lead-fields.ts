/**
 * A lead's row, and the form's fields of a lead as stored: one column per field of the lead form's
 * declaration (shared/intake/lead-form.ts), in its order, so two leads' fields can be compared.
 */
import { storedValues } from '../../../shared/intake/form';
import { LEAD_FORM, type Lead, type LeadFieldName } from '../../../shared/leads/lead';
import type { leads } from '../../../shared/schema';

export type LeadRow = typeof leads.$inferSelect;

/** The form's fields of a lead as stored: every column a lead form field fills ('' where its kind has none). */
export type LeadFields = Pick<LeadRow, LeadFieldName>;

export function leadFields(lead: Lead): LeadFields {
  return storedValues(LEAD_FORM, lead, lead.kind) as LeadFields;
}

/** The form's fields of a row, in the form's order. */
export function pickFields(row: LeadFields): LeadFields {
  return Object.fromEntries(LEAD_FORM.fields.map((f) => [f.name, row[f.name]])) as LeadFields;
}
