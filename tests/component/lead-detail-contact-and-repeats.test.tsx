/**
 * /staff/leads/:id: the delivery panel says what the outbox says of each email (kept, not sent,
 * where no email service is configured), not only that it was handed over; the links staff reply and call with carry the address and number only (a
 * crafted address such as `x?bcc=…&subject=…@example.com` is valid email grammar, and unencoded
 * in a mailto: it would add a hidden Bcc and a subject to the reply), and repeats sent with the
 * lead's address show as a timeline beside the lead, never in place of its answers.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeadDetail } from '../../web/src/staff/leads/leads-api';
import { leadDetail as lead } from './leads-fixtures';
import { NO_OPEN_TIMES } from './leads-fixtures';
import { json, renderStaff } from './staff-app';

const CRAFTED = 'x?bcc=attacker%40evil.example&subject=hi@example.com';

const open = (body: LeadDetail) =>
  renderStaff('/leads/lead-1', {
    ...NO_OPEN_TIMES,
    'GET /staff/api/leads/lead-1': () => json(body),
  });

describe('reply and call links', () => {
  it('carry a crafted address as the address alone, and a number as digits', async () => {
    open(lead({ email: CRAFTED, phone: '+1 (352) 555-0101' }));
    await screen.findByRole('heading', { name: 'Dana Reyes', level: 1 });
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    const mailto = links.filter((h) => h.startsWith('mailto:'));
    const tel = links.filter((h) => h.startsWith('tel:'));
    expect(mailto.length).toBeGreaterThanOrEqual(2);
    for (const href of mailto) {
      expect(href).toBe(`mailto:${encodeURIComponent(CRAFTED)}`);
      expect(href).not.toMatch(/[?&=]/);
      // What a mail client reads back is the address as stored, with no headers.
      expect(decodeURIComponent(href.slice('mailto:'.length))).toBe(CRAFTED);
    }
    expect(tel.length).toBeGreaterThanOrEqual(2);
    for (const href of tel) expect(href).toBe('tel:+13525550101');
  });
});

describe('repeats', () => {
  it('show as a timeline beside the lead, the lead keeping its own answers', async () => {
    const repeat = {
      id: 'repeat-1',
      lead_id: 'lead-1',
      created_at: '2025-03-04T14:09:00.000Z',
      ip_hash: 'b'.repeat(64),
      fields: { ...lead(), name: 'Mallory Stranger', phone: '(352) 555-0999', message: 'Cancel everything.' },
    };
    open({ ...lead({ duplicate_count: 1 }), repeats: [repeat] });
    await screen.findByRole('heading', { name: 'Dana Reyes', level: 1 });
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('Dana Reyes')).toBeTruthy();
    expect(within(contact).queryByText('Mallory Stranger')).toBeNull();
    const timeline = screen.getByRole('region', { name: /Repeat submissions/ });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries).toHaveLength(1);
    // Only what differs from the lead, so a changed name or number stands out.
    expect(within(entries[0]!).getByText('Mallory Stranger')).toBeTruthy();
    expect(within(entries[0]!).getByText('(352) 555-0999')).toBeTruthy();
    expect(within(entries[0]!).getByText('Cancel everything.')).toBeTruthy();
    expect(within(entries[0]!).queryByText('Reyes Dental')).toBeNull();
    expect(entries[0]!.textContent).toMatch(/not checked|may not be/i);
  });
});

describe('the delivery panel', () => {
  const row = (panel: HTMLElement, label: string) => within(panel).getByText(label).closest('div')!;

  it('tells what the outbox tells of the staff alert and the acknowledgement, linking to each', async () => {
    const emails = [
      { id: 'm-alert', kind: 'lead-alert', subject: 'Quote request', state: 'kept' as const, created_at: '2025-03-04T14:05:01.000Z' },
      { id: 'm-ack', kind: 'lead-acknowledgement', subject: 'We have your request', state: 'sent' as const, created_at: '2025-03-04T14:05:02.000Z' },
    ];
    open(lead({ email_state: 'sent', emails }));
    const panel = await screen.findByRole('region', { name: 'Delivery' });
    const alert = within(row(panel, 'Email to staff')).getByRole('link', { name: 'Kept, not sent' });
    expect(alert.getAttribute('href')).toBe('/staff/outbox?message=m-alert');
    expect(within(row(panel, 'Email to the prospect')).getByRole('link', { name: 'Sent' }).getAttribute('href')).toBe('/staff/outbox?message=m-ack');
  });

  it('before an email is written, says where delivery stands; without an address, that there is none', async () => {
    open(lead({ email_state: 'pending', email: '', phone: '(352) 555-0101' }));
    const panel = await screen.findByRole('region', { name: 'Delivery' });
    expect(row(panel, 'Email to staff').textContent).toContain('Pending');
    expect(row(panel, 'Email to the prospect').textContent).toContain('None (no email address given)');
  });
});
