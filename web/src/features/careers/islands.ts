/** The apply form, an island (app/island.tsx) of both careers pages; the list's own are in pages/careers-page.tsx. */
import { island } from '../../app/island';

/** Below the openings: its code loads as it comes near, or on the applicant's first focus in it. */
export const ApplyForm = island('apply-form', () => import('./apply-form').then((m) => m.ApplyForm));
