/** Lead values in words: the kinds and option labels of the lead form's declaration (shared/intake/lead-form.ts), and the staff's own. */
import { valueText } from '../../../../shared/intake/form';
import { type DeliveryState, KIND_LABELS, type LeadFieldName, type LeadStatus, leadField } from '../../../../shared/leads/lead';
import { LOST_CATEGORIES } from '../../../../shared/leads/lead-pipeline';

export { KIND_LABELS };

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  walkthrough_booked: 'Walkthrough booked',
  proposal_sent: 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

export const STATUS_TONES: Record<LeadStatus, 'brand' | 'accent' | 'neutral'> = {
  new: 'brand',
  contacted: 'neutral',
  walkthrough_booked: 'neutral',
  proposal_sent: 'neutral',
  won: 'accent',
  lost: 'neutral',
  spam: 'neutral',
};

export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed (will retry)',
  skipped: 'Skipped',
  dead: 'Failed (gave up)',
};

const label = (name: LeadFieldName) => (v: string) => valueText(leadField(name), v);

export const facilityLabel = label('facility_type');
export const serviceLabel = label('services');
export const footageLabel = label('square_footage');
export const frequencyLabel = label('frequency');
export const timeWindowLabel = label('time_window');
export const contactMethodLabel = label('contact_method');

/** Why a lost lead was lost, in one line: its category, then the note ('Price too high: went with a cheaper quote'). */
export function lostText(lead: { lost_category: string; lost_reason: string }): string {
  const category = LOST_CATEGORIES.find((c) => c.value === lead.lost_category)?.label ?? lead.lost_category;
  return [category, lead.lost_reason].filter(Boolean).join(': ');
}
