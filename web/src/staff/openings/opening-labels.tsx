/** How openings read to staff: the words for each shift, type and pay unit, the status pill and the pay line. */
import type { EmploymentType, PayUnit, Shift } from '../../../../shared/careers/careers';
import { SHIFT_LABELS as SHIFT_NAMES } from '../../../../content/careers/shift-labels';
import { Badge } from '../../components/ui/badge';
import type { StaffOpening } from './openings-api';

/** The shifts' names, as the careers pages and the application form say them (one table). */
export const SHIFT_LABELS: Readonly<Record<Shift, string>> = SHIFT_NAMES.en;

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contractor',
  TEMPORARY: 'Temporary',
};

export const PAY_UNIT_LABELS: Record<PayUnit, string> = { HOUR: 'per hour', WEEK: 'per week', MONTH: 'per month', YEAR: 'per year' };

/** The status as visitors meet it: an opening past its last day is "Closed (expired)" whatever was saved. */
export function statusLabel(o: Pick<StaffOpening, 'status' | 'expired'>): string {
  if (o.status === 'draft') return 'Draft';
  if (o.status === 'open') return 'Open';
  return o.expired ? 'Closed (expired)' : 'Closed';
}

export function OpeningStatusBadge({ opening }: { opening: Pick<StaffOpening, 'status' | 'expired'> }) {
  const tone = opening.status === 'open' ? 'accent' : opening.status === 'draft' ? 'neutral' : 'brand';
  const dot = opening.status === 'open' ? 'bg-accent-600' : opening.status === 'draft' ? 'bg-muted' : opening.expired ? 'bg-amber-600' : 'bg-brand-600';
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dot}`} />
      {statusLabel(opening)}
    </Badge>
  );
}
