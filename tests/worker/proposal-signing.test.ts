/**
 * A proposal sent, read and answered through its link (worker/proposals/lifecycle.ts, signing.ts,
 * reminders.ts): sending keeps the PDF as shown and emails the link; the page works as plain forms;
 * every refusal of a signature records nothing; a signature keeps its evidence (the hash matches the
 * bytes served at document_url) in the proposal and the audit log, moves the lead to Won at the
 * proposal's price and sends the signed copy; versions replace each other; declining loses the lead
 * with the client's reason; reminders and expiry follow an injected clock.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePricingSql } from '../../seed/pricing';
import worker from '../../worker/index';
import { remindProposals } from '../../worker/proposals/reminders';
import { storedLead } from './delivery-helpers';
import { outboxAbout } from './email-helpers';
import { leadById, STAFF_KEY, withEnv } from './leads-helpers';

const DAY = 86_400_000;

beforeAll(async () => {
  await env.DB.batch(['DELETE FROM pricing_rates', 'DELETE FROM pricing_visit_factors', ...samplePricingSql().split('\n')].map((q) => env.DB.prepare(q)));
});

async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.request(path, init, withEnv(), ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const api = (path: string, init: RequestInit = {}) =>
  request(path, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${STAFF_KEY}`, ...init.headers } });

const post = (link: string, fields: Record<string, string>) =>
  request(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mobile Safari Test' },
    body: new URLSearchParams(fields).toString(),
  });

type Proposal = Record<string, unknown> & {
  id: string;
  state: string;
  version: number;
  monthly_price_cents: number;
  document_sha256: string;
  evidence: Record<string, unknown> | null;
};

const sites = [{ name: 'Main office', address: '2150 SW College Rd, Ocala, FL 34471', facility_type: 'business-offices', square_feet: 10_000 }];

async function draft(leadId: string, extra: Record<string, unknown> = {}): Promise<Proposal> {
  const res = await api('/api/proposals', {
    method: 'POST',
    body: JSON.stringify({ lead_id: leadId, sites, visits_per_week: 5, start_date: '2027-01-04', ...extra }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Proposal;
}

const proposal = async (id: string) => (await (await api(`/api/proposals/${id}`)).json()) as Proposal;

/** A sent proposal and the link its email carries, as a path. */
async function sent(leadId?: string): Promise<{ p: Proposal; link: string; leadId: string }> {
  const lead = leadId ?? (await storedLead({ status: 'walkthrough_booked' }));
  const d = await draft(lead);
  const res = await api(`/api/proposals/${d.id}/send`, { method: 'POST' });
  expect(res.status).toBe(200);
  const p = (await res.json()) as Proposal;
  const email = (await outboxAbout(`lead:${lead}`)).filter((m) => m.kind === 'proposal-sent').at(-1)!;
  const url = /https?:\/\/\S+?\/proposal\?token=[\w.-]+/.exec(email.text)?.[0];
  expect(url, 'the email carries the link').toBeTruthy();
  return { p, link: new URL(url!).pathname + new URL(url!).search, leadId: lead };
}

const sign = (link: string, p: Proposal, fields: Record<string, string> = {}) =>
  post(link, { do: 'sign', name: 'Dana Reyes', title: 'Practice Manager', consent: 'yes', document_sha256: p.document_sha256, ...fields });

const audits = async (id: string) =>
  (await env.DB.prepare("SELECT * FROM audit_log WHERE action = 'proposal.sign' AND subject_id = ?").bind(id).all<{ detail: string; actor: string }>()).results;

describe('sending', () => {
  it('keeps the PDF as shown, moves the lead to Proposal sent and emails a greeting with the link', async () => {
    const { p, leadId } = await sent();
    expect(p).toMatchObject({ state: 'sent', version: 1 });
    expect(p.document_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(String(p.expires_at)) - Date.parse(String(p.sent_at))).toBe(30 * DAY);
    const pdf = await api(`/api/proposals/${p.id}/pdf`);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(digest).toBe(p.document_sha256);
    expect((await leadById(leadId)).status).toBe('proposal_sent');
    const email = (await outboxAbout(`lead:${leadId}`)).find((m) => m.kind === 'proposal-sent')!;
    expect(email.text).toMatch(/^Hello \w+,/m);
    expect(email.subject).toContain('a month');
  });

  it('sends only a draft: a second send is refused and queues nothing', async () => {
    const { p, leadId } = await sent();
    const before = (await outboxAbout(`lead:${leadId}`)).length;
    const res = await api(`/api/proposals/${p.id}/send`, { method: 'POST' });
    expect(res.status).toBe(409);
    expect((await outboxAbout(`lead:${leadId}`)).length).toBe(before);
  });

  it('needs the staff key', async () => {
    const lead = await storedLead();
    const d = await draft(lead);
    const res = await request(`/api/proposals/${d.id}/send`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect((await proposal(d.id)).state).toBe('draft');
  });
});

describe('the link', () => {
  it('shows the scope, the terms and the signature form, and marks the proposal viewed', async () => {
    const { p, link } = await sent();
    const res = await request(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const html = await res.text();
    expect(html).toContain('Main office');
    expect(html).toContain('The terms');
    expect(html).toContain(`value="${p.document_sha256}"`);
    expect(html.indexOf('What we clean')).toBeLessThan(html.indexOf('The terms'));
    expect(html.indexOf('The terms')).toBeLessThan(html.indexOf('Sign the proposal'));
    expect((await proposal(p.id)).state).toBe('viewed');
  });

  it('answers a forged or cut token with 400, changing nothing', async () => {
    const { p, link } = await sent();
    expect((await request(link.slice(0, -3))).status).toBe(400);
    expect((await sign(link.slice(0, -3), p)).status).toBe(400);
    expect((await proposal(p.id)).state).toBe('sent');
  });
});

describe('signing', () => {
  it('keeps the evidence, moves the lead to Won at the price and sends the signed copy', async () => {
    const { p, link, leadId } = await sent();
    const res = await sign(link, p);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('done=signed');
    const after = await proposal(p.id);
    expect(after.state).toBe('signed');
    const evidence = after.evidence!;
    expect(evidence).toMatchObject({
      proposal_id: p.id,
      version: 1,
      document_sha256: p.document_sha256,
      signer_name: 'Dana Reyes',
      signer_title: 'Practice Manager',
      user_agent: 'Mobile Safari Test',
      monthly_price_cents: p.monthly_price_cents,
    });
    expect(evidence.consent_text).toMatch(/sign this proposal electronically/);
    expect(evidence.ip_hash).toMatch(/^[0-9a-f]{16,}$/);
    // The hash is of the bytes served at document_url.
    const doc = await api(new URL(String(evidence.document_url)).pathname);
    const bytes = new Uint8Array(await doc.arrayBuffer());
    const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(digest).toBe(evidence.document_sha256);
    // The same record in the audit log.
    const [entry, ...more] = await audits(p.id);
    expect(more).toEqual([]);
    expect(JSON.parse(entry!.detail)).toEqual(evidence);
    expect(entry!.actor).toContain('Dana Reyes');
    const lead = await leadById(leadId);
    expect(lead).toMatchObject({ status: 'won', monthly_value_cents: p.monthly_price_cents });
    expect(lead.won_at).toBeTruthy();
    const messages = await outboxAbout(`lead:${leadId}`);
    const copy = messages.find((m) => m.kind === 'proposal-signed')!;
    expect(copy.to).toBe(lead.email);
    const files = JSON.parse(String(copy.attachments)) as { type: string; encoding: string; content: string }[];
    expect(files[0]).toMatchObject({ type: 'application/pdf', encoding: 'base64' });
    expect(atob(files[0]!.content).slice(0, 5)).toBe('%PDF-');
    expect(messages.some((m) => m.kind === 'proposal-staff-update' && m.subject.includes('signed'))).toBe(true);
    // The signed copy is longer than what was shown (its signature page) and served to the client's link.
    const signed = await request(`/proposal/document.pdf${link.slice('/proposal'.length)}`);
    expect(signed.status).toBe(200);
    expect((await signed.arrayBuffer()).byteLength).toBeGreaterThan(bytes.byteLength);
    const page = await (await request(`${link}&done=signed`)).text();
    expect(page).toContain('Thank you: your proposal is signed');
  });

  it.each([
    ['the consent unticked', { consent: '' }, 400, 'Tick the box'],
    ['no name', { name: ' ' }, 400, 'full legal name'],
    ['no title', { title: '' }, 400, 'your title'],
  ])('refuses a signature with %s and records nothing, keeping what was typed', async (_, fields, status, message) => {
    const { p, link, leadId } = await sent();
    const res = await sign(link, p, fields);
    expect(res.status).toBe(status);
    const html = await res.text();
    expect(html).toContain(message);
    if (!('title' in fields)) expect(html).toContain('value="Practice Manager"');
    expect((await proposal(p.id)).evidence).toBeNull();
    expect(await audits(p.id)).toEqual([]);
    expect((await leadById(leadId)).status).toBe('proposal_sent');
  });

  it('refuses a signature with the box unticked (the field not sent at all) in its own words', async () => {
    const { p, link } = await sent();
    const res = await post(link, { do: 'sign', name: 'Dana Reyes', title: 'Practice Manager', document_sha256: p.document_sha256 });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Tick the box to agree to sign electronically.');
    expect(html).not.toContain('Invalid key');
    expect((await proposal(p.id)).evidence).toBeNull();
    expect(await audits(p.id)).toEqual([]);
  });

  it('refuses a signature of a document other than the one kept', async () => {
    const { p, link } = await sent();
    const res = await sign(link, p, { document_sha256: '0'.repeat(64) });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('changed while you were reading');
    expect((await proposal(p.id)).state).toBe('sent');
  });

  it('refuses signing twice: one evidence record, one audit entry', async () => {
    const { p, link } = await sent();
    expect((await sign(link, p)).status).toBe(303);
    const first = (await proposal(p.id)).evidence;
    const again = await sign(link, p, { name: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already signed');
    expect((await proposal(p.id)).evidence).toEqual(first);
    expect((await audits(p.id)).length).toBe(1);
  });
});

describe('versions', () => {
  it('a change is a new version: the old link says so and leads to the new one, which alone can be signed', async () => {
    const { p, link, leadId } = await sent();
    const v2 = await draft(leadId, { replaces: p.id, visits_per_week: 3 });
    expect(v2.version).toBe(2);
    expect(await proposal(p.id)).toMatchObject({ state: 'superseded', superseded_by: v2.id });
    const old = await (await request(link)).text();
    expect(old).toContain('replaced by version 2');
    expect((await sign(link, p)).status).toBe(409);
    expect(await audits(p.id)).toEqual([]);
    await api(`/api/proposals/${v2.id}/send`, { method: 'POST' });
    const oldPage = await (await request(link)).text();
    expect(oldPage).toMatch(/href="\/proposal\?token=[\w.-]+"/);
    // A version already replaced is not replaced again.
    const twice = await api('/api/proposals', {
      method: 'POST',
      body: JSON.stringify({ lead_id: leadId, sites, visits_per_week: 2, start_date: '2027-01-04', replaces: p.id }),
    });
    expect(twice.status).toBe(409);
  });

  it('a signed proposal never changes', async () => {
    const { p, link, leadId } = await sent();
    await sign(link, p);
    const res = await api('/api/proposals', {
      method: 'POST',
      body: JSON.stringify({ lead_id: leadId, sites, visits_per_week: 2, start_date: '2027-01-04', replaces: p.id }),
    });
    expect(res.status).toBe(409);
    expect((await proposal(p.id)).state).toBe('signed');
  });
});

describe('declining and asking for changes', () => {
  it('declining loses the lead with the client’s reason and tells staff', async () => {
    const { p, link, leadId } = await sent();
    const res = await post(link, { do: 'decline', lost_category: 'price', note: 'Over our budget this year.' });
    expect(res.status).toBe(303);
    expect((await proposal(p.id)).state).toBe('declined');
    expect(await leadById(leadId)).toMatchObject({ status: 'lost', lost_category: 'price', lost_reason: 'Over our budget this year.' });
    expect((await outboxAbout(`lead:${leadId}`)).some((m) => m.kind === 'proposal-staff-update' && m.text.includes('Price too high'))).toBe(true);
    expect((await sign(link, p)).status).toBe(409);
  });

  it('declining needs a reason from the list, and a note for another reason', async () => {
    const { p, link } = await sent();
    expect((await post(link, { do: 'decline', lost_category: 'bored', note: '' })).status).toBe(400);
    expect((await post(link, { do: 'decline', lost_category: 'other', note: '' })).status).toBe(400);
    expect((await proposal(p.id)).state).toBe('sent');
  });

  it('changes asked go on the timeline and to staff; the proposal can still be signed', async () => {
    const { p, link, leadId } = await sent();
    expect((await post(link, { do: 'changes', note: '' })).status).toBe(400);
    expect((await post(link, { do: 'changes', note: 'Three visits a week, not five.' })).status).toBe(303);
    expect((await proposal(p.id)).state).toBe('changes_requested');
    const { results } = await env.DB.prepare("SELECT note FROM lead_events WHERE lead_id = ? AND type = 'note'").bind(leadId).all<{ note: string }>();
    expect(results.some((e) => e.note.includes('Three visits a week'))).toBe(true);
    expect((await sign(link, p)).status).toBe(303);
  });
});

describe('reminders and expiry', () => {
  it('reminds after 2, 5 and 10 days, once each, and expires after 30 telling staff', async () => {
    await env.DB.prepare("UPDATE proposals SET state = 'expired' WHERE state IN ('sent', 'viewed', 'changes_requested')").run();
    const { p, link, leadId } = await sent();
    const at = (days: number) => new Date(Date.parse(String(p.sent_at)) + days * DAY);
    const reminders = async () => (await outboxAbout(`lead:${leadId}`)).filter((m) => m.kind === 'proposal-reminder').length;
    expect((await remindProposals(withEnv(), at(1.9))).reminded).toBe(0);
    expect((await remindProposals(withEnv(), at(2.1))).reminded).toBe(1);
    expect((await remindProposals(withEnv(), at(2.2))).reminded).toBe(0);
    expect((await remindProposals(withEnv(), at(5.1))).reminded).toBe(1);
    expect((await remindProposals(withEnv(), at(10.5))).reminded).toBe(1);
    expect((await remindProposals(withEnv(), at(20))).reminded).toBe(0);
    expect(await reminders()).toBe(3);
    expect(await remindProposals(withEnv(), at(30.01))).toEqual({ reminded: 0, expired: 1 });
    expect((await proposal(p.id)).state).toBe('expired');
    expect((await outboxAbout(`lead:${leadId}`)).some((m) => m.kind === 'proposal-staff-update' && m.subject.includes('expired'))).toBe(true);
    const res = await sign(link, p);
    expect(res.status).toBe(409);
    expect(await audits(p.id)).toEqual([]);
  });

  it('a cron that was down sends only the latest reminder due', async () => {
    await env.DB.prepare("UPDATE proposals SET state = 'expired' WHERE state IN ('sent', 'viewed', 'changes_requested')").run();
    const { p, leadId } = await sent();
    expect((await remindProposals(withEnv(), new Date(Date.parse(String(p.sent_at)) + 11 * DAY))).reminded).toBe(1);
    expect((await outboxAbout(`lead:${leadId}`)).filter((m) => m.kind === 'proposal-reminder').length).toBe(1);
  });
});
