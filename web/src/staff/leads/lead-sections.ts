/**
 * A lead's answers as its detail page lists them: one titled section per group of the form's
 * declaration that the lead's kind asks, each answer with the label the form showed. The consent
 * shown is part of the lead's record, listed there.
 */
import { type FormSpec, type ShownField, shownFields } from '../../../../shared/intake/form';
import { LEAD_FORM } from '../../../../shared/leads/lead';

export interface LeadSection {
  group: string;
  title: string;
  rows: ShownField[];
}

export function leadSections(lead: Record<string, unknown>, form: FormSpec = LEAD_FORM): LeadSection[] {
  const kind = String(lead.kind);
  return form.groups
    .filter((g) => g.name !== 'consent')
    .map((g) => ({ group: g.name, title: g.title, rows: shownFields(form, lead, kind, g.name) }))
    .filter((s) => s.rows.length > 0);
}
