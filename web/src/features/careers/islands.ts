/** The careers pages' parts that load as islands (app/island.tsx): everything below the hero. */
import { island } from '../../app/island';

/** Below the openings: its code loads as it comes near, or on the applicant's first focus in it. */
export const ApplyForm = island('apply-form', () => import('./apply-form').then((m) => m.ApplyForm));

const sections = () => import('./careers-sections');
export const OpeningsList = island('careers-openings', () => sections().then((m) => m.OpeningsList));
export const HowHiringWorks = island('careers-steps', () => sections().then((m) => m.HowHiringWorks));
