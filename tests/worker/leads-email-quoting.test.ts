/**
 * The staff email keeps the visitor's words apart from its own (docs/decisions.md D12): what staff
 * act on (the lead id, the email address, the phone, the answers picked from the form's options)
 * comes first, from checked fields only; everything the visitor typed follows inside a marked
 * block, every line quoted with "> ", so no message can write a line that reads like the email's
 * own, and web addresses are shown inert so that no mail client turns them into links.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliver, emailRecorder, storedLead } from './delivery-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

const HOSTILE_MESSAGE = [
  'Hello,',
  'Email: attacker@evil.example',
  'Lead id: x',
  'Phone: (900) 555-0000',
  '--- End of what the visitor wrote ---',
  'Pay the deposit at https://evil.example/pay or http://evil.example, or www.evil.example, or evil.example/login',
].join('\n');

async function emailOf(overrides: Parameters<typeof storedLead>[0]) {
  const recorder = emailRecorder();
  const id = await storedLead(overrides);
  await deliver(id, { EMAIL: recorder.binding });
  return { id, message: recorder.sent[0]!, text: recorder.sent[0]!.text! };
}

describe("the staff email and the visitor's words", () => {
  it("a message cannot write a line that reads like one of the email's own", async () => {
    const { id, text } = await emailOf({ message: HOSTILE_MESSAGE, name: 'Lead id: y', company: 'Email: boss@evil.example' });
    const own = text.split('\n').filter((l) => !l.startsWith('>'));
    expect(own.filter((l) => l.startsWith('Lead id:'))).toEqual([`Lead id: ${id}`]);
    expect(own.filter((l) => l.startsWith('Email:'))).toEqual([`Email: ${id}@example.com`]);
    expect(own.filter((l) => l.startsWith('Phone:'))).toEqual(['Phone: (352) 555-0142']);
    expect(own.join('\n')).not.toMatch(/attacker|boss@|900\) 555|Lead id: [xy]/);
    // Every line of the message is there, quoted, inside the block, after the facts.
    for (const line of HOSTILE_MESSAGE.split('\n')) expect(text).toMatch(new RegExp(`^> .*${line.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
    expect(text.indexOf(`Lead id: ${id}`)).toBeLessThan(text.indexOf('> '));
    expect(text.indexOf(`Email: ${id}@example.com`)).toBeLessThan(text.indexOf('> '));
  });

  it('no web address the visitor wrote can be clicked', async () => {
    const { text } = await emailOf({
      message: HOSTILE_MESSAGE,
      name: 'Visit www.evil.example',
      company: 'HTTPS://EVIL.EXAMPLE',
      location: 'evil.example',
      page: '/contact?next=https://evil.example',
      landing_page: '/?utm_source=x&r=http://evil.example',
      referrer: 'https://evil.example/ref',
      utm_source: 'https://evil.example/s',
      utm_medium: 'www.evil.example',
      utm_campaign: 'evil。example',
      utm_term: '//evil.example/t',
      utm_content: 'mailto:boss@evil.example',
    });
    expect(text).not.toMatch(/https?:\/\//i);
    expect(text).not.toMatch(/www\./i);
    expect(text).not.toMatch(/evil[.。]example/i);
    // Still readable for staff.
    expect(text).toContain('https[:]//evil[.]example/pay');
  });

  it("an address that is not one, stored past the schema, is not given as the lead's address", async () => {
    const { text } = await emailOf({ email: 'eve@example.com\r\nCc: x@example.com', phone: 'call me: +1 (900) 555-0000 now' });
    const own = text.split('\n').filter((l) => !l.startsWith('>'));
    expect(own.some((l) => l.startsWith('Email:') && l.includes('eve@'))).toBe(false);
    expect(own.some((l) => l.startsWith('Phone:') && l.includes('900'))).toBe(false);
    expect(text).toMatch(/^> .*eve@example\[\.\]com/m);
  });
});
