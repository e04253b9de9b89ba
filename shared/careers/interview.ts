/**
 * How an interview is held, as staff book it and the invitation says it: at the office (its
 * address), by phone (the applicant's number is called) or by video (a link), with an interviewer
 * and a length. The one check both the staff screen and the Worker run.
 */
export const INTERVIEW_MODES = ['office', 'phone', 'video'] as const;
export type InterviewKind = (typeof INTERVIEW_MODES)[number];

export const INTERVIEW_KIND_LABELS: Readonly<Record<InterviewKind, string>> = { office: 'At the office', phone: 'By phone', video: 'By video' };

export const INTERVIEW_MINUTES = { min: 10, max: 120, default: 30 } as const;

export interface InterviewDetails {
  interview_kind: InterviewKind;
  /** The office's address, or the video link; '' by phone. */
  interview_place: string;
  interview_with: string;
  interview_minutes: number;
}

/** What is wrong with an interview's details, by field; empty when they can be booked. `phone`: the applicant's number ('' for none). */
export function interviewDetailsErrors(d: Partial<InterviewDetails>, phone: string): Partial<Record<keyof InterviewDetails, string>> {
  const errors: Partial<Record<keyof InterviewDetails, string>> = {};
  if (!d.interview_kind || !(INTERVIEW_MODES as readonly string[]).includes(d.interview_kind)) errors.interview_kind = 'Choose how the interview is held.';
  const place = (d.interview_place ?? '').trim();
  if (d.interview_kind === 'office' && (place.length < 5 || place.length > 200)) errors.interview_place = 'Give the office’s address (5 to 200 characters).';
  if (d.interview_kind === 'video' && !/^https:\/\/[^\s]{4,500}$/.test(place)) errors.interview_place = 'Give the video link, starting with https://.';
  if (d.interview_kind === 'phone' && !phone) errors.interview_kind = 'The applicant left no phone number: interview at the office or by video.';
  if (!d.interview_with) errors.interview_with = 'Choose who interviews.';
  const minutes = d.interview_minutes ?? INTERVIEW_MINUTES.default;
  if (!Number.isInteger(minutes) || minutes < INTERVIEW_MINUTES.min || minutes > INTERVIEW_MINUTES.max)
    errors.interview_minutes = `An interview lasts ${INTERVIEW_MINUTES.min} to ${INTERVIEW_MINUTES.max} minutes.`;
  return errors;
}
