/** Lead values in words: the option labels the forms show (shared/lead.ts), and the staff's own. */
import {
  CONTACT_METHODS,
  type DeliveryState,
  FACILITY_TYPES,
  FREQUENCIES,
  type LeadKind,
  type LeadStatus,
  type Option,
  SERVICE_OPTIONS,
  SQUARE_FOOTAGE,
  TIME_WINDOWS,
} from '../../../../shared/lead';

export const KIND_LABELS: Record<LeadKind, string> = { quote: 'Quote', walkthrough: 'Walkthrough', franchising: 'Franchising' };

export const STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', won: 'Won', lost: 'Lost', spam: 'Spam' };

export const STATUS_TONES: Record<LeadStatus, 'brand' | 'accent' | 'neutral'> = {
  new: 'brand',
  contacted: 'neutral',
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

const label = (options: readonly Option[], value: string) => options.find((o) => o.value === value)?.label ?? value;

export const facilityLabel = (v: string) => label(FACILITY_TYPES, v);
export const serviceLabel = (v: string) => label(SERVICE_OPTIONS, v);
export const footageLabel = (v: string) => label(SQUARE_FOOTAGE, v);
export const frequencyLabel = (v: string) => label(FREQUENCIES, v);
export const timeWindowLabel = (v: string) => label(TIME_WINDOWS, v);
export const contactMethodLabel = (v: string) => label(CONTACT_METHODS, v);
