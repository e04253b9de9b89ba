/**
 * What staff do with a proposal on the lead's page (web/src/staff/proposals/proposal-actions.tsx):
 * send a draft (the card then reads Sent, with the day it expires), a refusal said under the card
 * with the draft left as it was; a signed proposal shows who signed, when, the document's hash and
 * the signed copy; a client's note beside a declined or changed proposal.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '../../web/src/staff/proposals/proposals-api';
import { leadDetail as lead, NO_OPEN_TIMES } from './leads-fixtures';
import { proposal } from './proposals-fixtures';
import { json, renderStaff, requestsTo } from './staff-app';

const PROPOSALS = '/staff/api/proposals';

function openLead(list: Proposal[], routes = {}) {
  return renderStaff('/leads/lead-1', {
    ...NO_OPEN_TIMES,
    'GET /staff/api/leads/lead-1': () => json(lead()),
    [`GET ${PROPOSALS}`]: () => json(list),
    ...routes,
  });
}

async function card(name = '$1,870 a month') {
  const region = await screen.findByRole('region', { name: 'Proposals' });
  await waitFor(() => expect(within(region).queryByText('Loading proposals…')).toBeNull());
  return within(region).getByRole('article', { name });
}

describe('sending a proposal', () => {
  it('sends a draft and shows it sent, open until its expiry', async () => {
    const sent = proposal({ state: 'sent', sent_at: '2026-03-05T15:00:00.000Z', expires_at: '2026-04-04T15:00:00.000Z', document_sha256: 'a'.repeat(64) });
    const { requests, user } = openLead([proposal()], { [`POST ${PROPOSALS}/p1/send`]: () => json(sent) });
    const c = await card();
    expect(within(c).getByRole('link', { name: 'Preview the PDF' }).getAttribute('href')).toBe('/staff/api/proposals/p1/pdf');
    await user.click(within(c).getByRole('button', { name: 'Send to sign' }));
    await waitFor(() => expect(c.textContent).toContain('Sent'));
    expect(requestsTo(requests, `${PROPOSALS}/p1/send`, 'POST')).toHaveLength(1);
    expect(within(c).queryByRole('button', { name: 'Send to sign' })).toBeNull();
    expect(c.textContent).toContain('Open to sign until Apr 4, 2026');
    expect(within(c).getByRole('link', { name: 'PDF as sent' })).toBeTruthy();
  });

  it('says why a send was refused and keeps the draft', async () => {
    const { user } = openLead([proposal()], {
      [`POST ${PROPOSALS}/p1/send`]: () => json({ message: 'The lead has no email address or phone number to send the link to' }, 400),
    });
    const c = await card();
    await user.click(within(c).getByRole('button', { name: 'Send to sign' }));
    expect((await within(c).findByRole('alert')).textContent).toContain('no email address or phone number');
    expect(c.textContent).toContain('Draft');
    expect(within(c).getByRole('button', { name: 'Send to sign' })).toBeTruthy();
  });
});

describe('an answered proposal', () => {
  it('shows the signature’s evidence and the signed copy', async () => {
    const evidence = { signer_name: 'Dana Reyes', signer_title: 'Practice Manager', signed_at: '2026-03-06T21:05:00.000Z', document_sha256: 'b'.repeat(64) };
    openLead([proposal({ state: 'signed', sent_at: '2026-03-05T15:00:00.000Z', evidence })]);
    const c = await card();
    expect(c.textContent).toContain('Dana Reyes, Practice Manager');
    expect(c.textContent).toContain('b'.repeat(64));
    expect(within(c).getByRole('link', { name: 'Signed copy' }).getAttribute('href')).toBe('/staff/api/proposals/p1/signed.pdf');
    expect(within(c).queryByRole('button', { name: 'Write a new version' })).toBeNull();
  });

  it('shows the client’s note beside changes asked', async () => {
    openLead([proposal({ state: 'changes_requested', sent_at: '2026-03-05T15:00:00.000Z', response_note: 'Three visits a week, please.' })]);
    const c = await card();
    expect(c.textContent).toContain('Changes asked');
    expect(c.textContent).toContain('Three visits a week, please.');
  });
});

describe('a new version', () => {
  it('starts from the sent proposal and posts it as replacing that one; the old one reads Superseded, the form folds away', async () => {
    const sent = proposal({
      state: 'sent',
      sent_at: '2026-03-05T15:00:00.000Z',
      sites: [{ name: 'Reyes Dental', address: '120 SE 1st Ave, Ocala', facility_type: 'medical-facilities', square_feet: 6000, tasks: [] }],
    });
    const v2 = proposal({ id: 'p2', version: 2, visits_per_week: 3, monthly_price_cents: 120_000, computed_price_cents: 120_000 });
    const quote = { lines: v2.lines, computed_price_cents: 120_000, monthly_price_cents: 120_000 };
    const { requests, user } = openLead([sent], { [`POST ${PROPOSALS}`]: () => json(v2, 201), 'POST /staff/api/pricing/quote': () => json(quote) });
    const c = await card();
    await user.click(within(c).getByRole('button', { name: 'Write a new version' }));
    const form = await screen.findByRole('form', { name: 'Version 2, replacing version 1' });
    expect((within(form).getByLabelText('Site name') as HTMLInputElement).value).toBe('Reyes Dental');
    expect((within(form).getByLabelText('Square feet') as HTMLInputElement).value).toBe('6000');
    await user.selectOptions(within(form).getByLabelText('Visits a week'), '3');
    await user.click(within(form).getByRole('button', { name: 'Price version 2' }));
    await waitFor(() => expect(requestsTo(requests, PROPOSALS, 'POST')).toHaveLength(1));
    const body = JSON.parse(requestsTo(requests, PROPOSALS, 'POST')[0]!.body!);
    expect(body).toMatchObject({ lead_id: 'lead-1', replaces: 'p1', visits_per_week: 3, sites: [{ name: 'Reyes Dental', square_feet: 6000 }] });
    await screen.findByRole('article', { name: '$1,200 a month' });
    expect((await card()).textContent).toContain('Superseded');
    // The form folds away once priced, a button to write another in its place.
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Write a new proposal' }));
    expect(screen.getByRole('form', { name: 'New proposal' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows staff the rate table’s price beside an adjusted one', async () => {
    openLead([proposal({ computed_price_cents: 201_000 })]);
    expect((await card()).textContent).toContain('Adjusted from the rate table’s $2,010 a month');
  });
});
