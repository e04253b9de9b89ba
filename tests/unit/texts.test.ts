/** The rules every text keeps (shared/messages/texts.ts): numbers in E.164, two segments, GSM look-alikes, quiet hours on Ocala's clock, and the keywords. */
import { describe, expect, it } from 'vitest';
import {
  charactersLeft,
  displayPhone,
  fitsInText,
  keywordOf,
  QUIET_HOURS,
  quietHoursOf,
  quietUntil,
  segmentsOf,
  smsSafe,
  toE164,
} from '../../shared/messages/texts';

describe('a number as the provider keys it', () => {
  it.each([
    ['(352) 555-0148', '+13525550148'],
    ['352.555.0148', '+13525550148'],
    ['352-555-0148', '+13525550148'],
    ['1 352 555 0148', '+13525550148'],
    ['+1 (352) 555-0148', '+13525550148'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s is %s', (raw, e164) => expect(toE164(raw)).toBe(e164));

  it.each(['', '555-0148', '2 352 555 0148', 'call me', '352-555-01489', '+1234'])('%j is no number', (raw) => expect(toE164(raw)).toBeNull());

  it('reads back as a person writes it', () => {
    expect(displayPhone('+13525550148')).toBe('(352) 555-0148');
    expect(displayPhone('+442079460958')).toBe('+442079460958');
  });
});

describe('segments', () => {
  it('counts GSM texts in 160, then 153 a part, the extension characters twice', () => {
    expect(segmentsOf('a'.repeat(160))).toEqual({ encoding: 'gsm', units: 160, segments: 1 });
    expect(segmentsOf('a'.repeat(161)).segments).toBe(2);
    expect(segmentsOf('a'.repeat(306)).segments).toBe(2);
    expect(segmentsOf('a'.repeat(307)).segments).toBe(3);
    expect(segmentsOf('€'.repeat(80))).toEqual({ encoding: 'gsm', units: 160, segments: 1 });
    expect(segmentsOf('ñandú é ¿¡').encoding).toBe('ucs2');
    expect(segmentsOf('ñ é ¿¡ Ü').encoding).toBe('gsm');
  });

  it('counts anything else as UCS-2: 70, then 67 a part', () => {
    expect(segmentsOf('á'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(segmentsOf('á'.repeat(134)).segments).toBe(2);
    expect(segmentsOf('á'.repeat(135)).segments).toBe(3);
    expect(fitsInText('a'.repeat(306))).toBe(true);
    expect(fitsInText('a'.repeat(307))).toBe(false);
    expect(charactersLeft('a'.repeat(300))).toBe(6);
    expect(charactersLeft('á')).toBe(133);
  });

  it('writes Spanish and typography with GSM look-alikes, so a text keeps 153 characters a part', () => {
    const safe = smsSafe('Recibimos su solicitud: lo llamaremos en 2 días hábiles — “gracias”…');
    expect(safe).toBe('Recibimos su solicitud: lo llamaremos en 2 dias habiles - "gracias"...');
    expect(segmentsOf(safe).encoding).toBe('gsm');
    // ñ, é and ¿ are in the alphabet: kept.
    expect(smsSafe('¿Mañana? Sí, café.')).toBe('¿Mañana? Si, café.');
  });
});

describe('quiet hours (9 PM to 8 AM on Ocala’s clock)', () => {
  it('lets a text go during the day', () => {
    expect(quietUntil(new Date('2026-07-01T12:00:00Z'))).toBeNull(); // 8:00 AM EDT
    expect(quietUntil(new Date('2026-07-02T00:59:00Z'))).toBeNull(); // 8:59 PM EDT
  });

  it('holds one written in the evening until 8 AM the next morning, and one at night until 8 AM that morning', () => {
    expect(quietUntil(new Date('2026-07-02T01:00:00Z'))?.toISOString()).toBe('2026-07-02T12:00:00.000Z'); // 9 PM EDT
    expect(quietUntil(new Date('2026-07-01T11:59:00Z'))?.toISOString()).toBe('2026-07-01T12:00:00.000Z'); // 7:59 AM EDT
    expect(quietUntil(new Date('2026-12-31T04:30:00Z'))?.toISOString()).toBe('2026-12-31T13:00:00.000Z'); // 11:30 PM EST, 8 AM EST
  });

  it('reads TEXT_QUIET_HOURS: unset or not understood is 9 PM to 8 AM, "none" is off (the tests’ server only)', () => {
    for (const raw of [undefined, '', '8-21', '25-3', 'nightly']) expect(quietHoursOf(raw)).toEqual(QUIET_HOURS);
    expect(quietHoursOf('22-7')).toEqual({ from: 22, until: 7 });
    expect(quietHoursOf('none')).toBeNull();
    expect(quietUntil(new Date('2026-07-02T03:00:00Z'), null)).toBeNull();
    expect(quietUntil(new Date('2026-07-02T01:30:00Z'), { from: 22, until: 7 })).toBeNull(); // 9:30 PM EDT
  });

  it('keeps 8 AM on the wall clock across both daylight-saving changes', () => {
    // Saturday 10 PM EST before the March change: Sunday 8 AM is daylight time.
    expect(quietUntil(new Date('2026-03-08T03:00:00Z'))?.toISOString()).toBe('2026-03-08T12:00:00.000Z');
    // Saturday 10 PM EDT before the November change: Sunday 8 AM is standard time.
    expect(quietUntil(new Date('2026-11-01T02:00:00Z'))?.toISOString()).toBe('2026-11-01T13:00:00.000Z');
  });
});

describe('keywords', () => {
  it.each([
    ['STOP', 'stop'],
    [' stop ', 'stop'],
    ['Unsubscribe', 'stop'],
    ['PARAR', 'stop'],
    ['start', 'start'],
    ['Help', 'help'],
    ['ayuda', 'help'],
    ['Stop!', 'stop'],
  ])('%j is %s', (body, keyword) => expect(keywordOf(body)).toBe(keyword));

  it.each(['Please stop by at 3', 'yes please come Tuesday', 'help me find the door', ''])('%j is words, not a keyword', (body) =>
    expect(keywordOf(body)).toBeNull(),
  );
});
