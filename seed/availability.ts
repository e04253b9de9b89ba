/**
 * The sample walkthrough availability `npm start` gives the local owner when nobody has any
 * (scripts/staff-owner.mjs), so a fresh local site offers real times on /schedule: weekday
 * mornings and afternoons, the walkthrough's length, half an hour to travel, a day's notice, and
 * the ZIP codes of Marion County. Never loaded by `npm run deploy`: real availability is staff's.
 */
// Read by a Node script as well as bundled: value imports name their file with its extension.
import type { AvailabilityInput } from '../shared/booking/availability';
import { PROMISES } from '../content/promises.ts';

/** Marion County, Florida: Ocala, Belleview, Dunnellon, Silver Springs, Summerfield and the towns around them. */
export const MARION_COUNTY_ZIPS = [
  '32113',
  '32134',
  '32179',
  '32192',
  '32195',
  '32617',
  '32664',
  '32681',
  '32686',
  '34420',
  '34421',
  '34430',
  '34431',
  '34432',
  '34470',
  '34471',
  '34472',
  '34473',
  '34474',
  '34475',
  '34476',
  '34477',
  '34478',
  '34479',
  '34480',
  '34481',
  '34482',
  '34488',
  '34489',
  '34491',
  '34492',
];

const WEEKDAY_HOURS: AvailabilityInput['weekly'][keyof AvailabilityInput['weekly']] = [
  ['09:00', '12:00'],
  ['13:00', '16:30'],
];

export const SAMPLE_AVAILABILITY: AvailabilityInput = {
  weekly: { mon: WEEKDAY_HOURS, tue: WEEKDAY_HOURS, wed: WEEKDAY_HOURS, thu: WEEKDAY_HOURS, fri: WEEKDAY_HOURS },
  days_off: [],
  slot_minutes: PROMISES.walkthroughMinutes,
  buffer_minutes: 30,
  notice_hours: 24,
  zips: MARION_COUNTY_ZIPS,
  // A sample direct line (555 numbers are never real), for the company to replace.
  phone: '(352) 555-0148',
  active: true,
};

/** SQL text: a string literal, its quotes doubled. */
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * A person who attends walkthroughs, with the sample availability, as SQL: what the browser tests'
 * and the benchmark's servers start with, so /schedule offers times there as on `npm start`.
 */
export function sampleAttendeeSql({ id, name, email }: { id: string; name: string; email: string }): string {
  const a = SAMPLE_AVAILABILITY;
  return [
    `INSERT INTO staff_people (id, name, email, role) VALUES (${[id, name, email, 'editor'].map(literal).join(', ')});`,
    'INSERT INTO walkthrough_availability (person_id, weekly, days_off, slot_minutes, buffer_minutes, notice_hours, zips, phone, active) VALUES (' +
      [literal(id), literal(JSON.stringify(a.weekly)), literal(JSON.stringify(a.days_off)), a.slot_minutes, a.buffer_minutes, a.notice_hours]
        .concat([literal(JSON.stringify(a.zips)), literal(a.phone), 1])
        .join(', ') +
      ');',
  ].join('\n');
}
