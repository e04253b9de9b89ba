/**
 * Texts on the staff side, in Chromium against the real Worker, D1 and queues: a prospect who
 * gave only a phone number and chose texts gets the acknowledgement by text (after a first text
 * saying who we are and how to stop); their reply, posted by Twilio's webhook with its signature,
 * appears on the lead's timeline beside it; staff answer from the same page and the text joins
 * the timeline and the outbox; a proposal is priced on the same page and its PDF served. The lead
 * page, the Availability screen and the Pricing screen pass
 * axe at 390 and 1280 px without scrolling sideways; screenshots go to SCREENSHOT_DIR.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { APPLICATION_CONSENT } from '../../content/careers/apply-words.ts';
import { executeSql, overflowsHorizontally, RUN_ID, sqlText } from './blog-support.mjs';
import { axeViolations, BASE_URL, launchBrowser, SCREENSHOT_DIR, VIEWPORTS } from './browser.mjs';
import { E2E_TWILIO_TOKEN } from './global-setup.mjs';
import { postedLead, sleep } from './leads-support.mjs';
import { SERVICE_KEY } from './server.mjs';
import { signIn } from './staff-support.mjs';

const LINE = String(Date.now() % 10_000).padStart(4, '0');
const PHONE = `(352) 730-${LINE}`;
const E164 = `+1352730${LINE}`;
const REPLY = `Tuesday after 3 works, the side door ${RUN_ID}.`;

let browser;
let leadId;

const staffApi = (path, init = {}) => fetch(new URL(path, BASE_URL), { ...init, headers: { authorization: `Bearer ${SERVICE_KEY}`, ...init.headers } });

/** The outbox's texts to the prospect's number, once `count` are there. */
async function textsToProspect(count) {
  for (let i = 0; i < 100; i++) {
    const texts = await (await staffApi(`/api/outbox?to=${encodeURIComponent(PHONE)}`)).json();
    if (texts.length >= count) return texts;
    await sleep(100);
  }
  throw new Error(`fewer than ${count} texts to ${PHONE}`);
}

/** Posts a reply as Twilio does: a form, signed with the account's auth token over the URL and the sorted fields. */
async function twilioReply(body) {
  const url = new URL('/api/texts/incoming', BASE_URL).href;
  const fields = { AccountSid: 'AC00', Body: body, From: E164, MessageSid: `SM${RUN_ID}${Math.random().toString(36).slice(2)}`, To: '+18004704432' };
  const signed = Object.keys(fields)
    .sort()
    .reduce((data, name) => data + name + fields[name], url);
  const signature = createHmac('sha1', E2E_TWILIO_TOKEN).update(signed).digest('base64');
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(fields).toString(),
  });
}

before(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  browser = await launchBrowser();
  leadId = await postedLead({
    name: 'Maria Alvarez',
    company: `Alvarez Dental ${RUN_ID}`,
    phone: PHONE,
    contact_method: 'text',
    facility_type: 'medical-facilities',
    frequency: 'several-weekly',
  });
});

after(async () => {
  await browser?.close();
  if (leadId) await executeSql(`DELETE FROM proposals WHERE lead_id = ${sqlText(leadId)}; DELETE FROM leads WHERE id = ${sqlText(leadId)}`);
});

test('a phone-only prospect is acknowledged by text, replies, and staff answer from the lead’s timeline; axe finds nothing at 390 and 1280', async () => {
  const texts = await textsToProspect(2);
  assert.deepEqual(
    texts.map((t) => [t.channel, t.to]),
    [
      ['sms', E164],
      ['sms', E164],
    ],
  );
  assert.deepEqual(texts.map((t) => t.kind).sort(), ['lead-acknowledgement', 'text-welcome']);
  assert.match(texts.find((t) => t.kind === 'text-welcome').text, /Reply STOP to stop texts, HELP for help\.$/);
  assert.match(texts.find((t) => t.kind === 'lead-acknowledgement').text, /^Oakbright: Hi Maria, we have your quote request\./);

  const replied = await twilioReply(REPLY);
  assert.equal(replied.status, 200);
  const forged = await fetch(new URL('/api/texts/incoming', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'bm90IGl0' },
    body: new URLSearchParams({ From: E164, Body: 'STOP', MessageSid: `SMforged${RUN_ID}` }).toString(),
  });
  assert.equal(forged.status, 403);

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, baseURL: BASE_URL, timezoneId: 'UTC' });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`/staff/leads/${leadId}`);
    const timeline = page.getByRole('list', { name: 'Timeline, oldest first' });
    await timeline.getByText(REPLY).waitFor();
    assert.ok(await timeline.getByText('Text from them').isVisible());
    assert.ok(
      await timeline
        .getByText(/^Lead acknowledgement text/)
        .first()
        .isVisible(),
    );
    assert.ok(
      await timeline
        .getByText(/we have your quote request/)
        .first()
        .isVisible(),
    );
    if (name === 'desktop') {
      // A proposal priced from the sample rate table: the clinic's 4,000 sq ft five visits a week.
      const proposals = page.getByRole('region', { name: 'Proposals' });
      await proposals.getByText('No proposal yet').waitFor();
      await proposals.getByLabel('Street address').first().fill('2150 SW College Rd, Suite 4, Ocala, FL 34471');
      await proposals.getByLabel('Square feet').first().fill('4000');
      await proposals.getByRole('button', { name: /^Price/ }).click();
      await page.getByText(/^Proposal priced: \$[\d,]+ a month\.$/).waitFor();
      const [proposal] = await (await staffApi(`/api/proposals?lead_id=${leadId}`)).json();
      assert.equal(proposal.lines.length, 1);
      assert.equal(proposal.lines[0].facility_type, 'medical-facilities');
      const pdf = await staffApi(`/api/proposals/${proposal.id}/pdf`);
      assert.equal(pdf.headers.get('content-type'), 'application/pdf');
      assert.equal(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
        '%PDF-',
      );
      const field = page.getByLabel(`Text ${PHONE}`);
      await field.fill('Tuesday at 3:30 works. Dana will meet you at the side door.');
      await page.getByRole('button', { name: 'Send text' }).click();
      await page.getByText('Text queued.').waitFor();
      await timeline.getByText('Oakbright: Tuesday at 3:30 works. Dana will meet you at the side door.').waitFor();
      assert.equal(await field.inputValue(), '');
    }
    for (const button of await page.getByRole('button', { name: 'Dismiss' }).all()) await button.click({ timeout: 1_000 }).catch(() => undefined);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/staff-lead-texts-${name}.png`, fullPage: true });
    assert.deepEqual(await axeViolations(page), [], `axe on the lead page at ${name}`);
    assert.equal(await overflowsHorizontally(page), false);

    for (const screen of ['availability', 'pricing']) {
      await page.goto(`/staff/${screen}`);
      await page.getByRole('heading', { level: 1, name: screen === 'pricing' ? 'Pricing' : 'Availability' }).waitFor();
      await page.getByRole('button', { name: /^Save/ }).first().waitFor();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/staff-${screen}-${name}.png`, fullPage: true });
      assert.deepEqual(await axeViolations(page), [], `axe on ${screen} at ${name}`);
      assert.equal(await overflowsHorizontally(page), false, `${screen} at ${name} scrolls sideways`);
    }
    await context.close();
  }
  const after = await textsToProspect(3);
  assert.equal(after[0].kind, 'staff-text');
});

test('a phone-only applicant gets the interview by text in Spanish; its link shows the interview with a calendar file and takes "Ahí estaré" without JavaScript at 390 px; axe finds nothing at 1280', async () => {
  const line = String((Date.now() + 37) % 10_000).padStart(4, '0');
  const phone = `(352) 731-${line}`;
  const { token } = await (await fetch(new URL('/api/form-token', BASE_URL))).json();
  const applied = await fetch(new URL('/api/applications', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${(Number(line) % 250) + 1}` },
    body: JSON.stringify({
      phone,
      name: `Lucía Gómez ${RUN_ID}`,
      email: '',
      town: 'Belleview',
      shifts: ['evening'],
      days: ['mon', 'wed'],
      language: 'es',
      locale: 'es',
      opening: '',
      page: '/es/empleos',
      consent_text: APPLICATION_CONSENT.es,
      form_token: token,
    }),
  });
  assert.equal(applied.status, 201, await applied.clone().text());
  const { id } = await applied.json();
  try {
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await staffApi(`/api/applications/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'screened' }),
    });
    const booked = await staffApi(`/api/applications/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        status: 'interview',
        interview_at: `${day}T10:30`,
        interview_kind: 'office',
        interview_place: '2150 SW College Rd, Suite 4, Ocala',
        interview_with: 'sample-attendee',
      }),
    });
    assert.equal(booked.status, 200, await booked.clone().text());
    let invitation;
    for (let i = 0; i < 100 && !invitation; i++) {
      invitation = (await (await staffApi(`/api/outbox?to=${encodeURIComponent(phone)}`)).json()).find((m) => m.kind === 'interview-invitation');
      if (!invitation) await sleep(100);
    }
    assert.ok(invitation, 'the invitation is texted');
    assert.match(
      invitation.text,
      /^Oakbright: Entrevista: .+\. En nuestra oficina: 2150 SW College Rd, Suite 4, Ocala\. Con Wanda Walker, .+ Detalles y calendario: \S+$/,
    );
    const link = new URL(/https?:\/\/\S+$/.exec(invitation.text)[0]);

    const narrow = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL: BASE_URL, javaScriptEnabled: false });
    const page = await narrow.newPage();
    await page.goto(link.pathname + link.search);
    assert.ok(await page.getByRole('heading', { level: 1, name: 'Su entrevista' }).isVisible());
    assert.ok(await page.getByText('En nuestra oficina: 2150 SW College Rd, Suite 4, Ocala').isVisible());
    const calendar = page.getByRole('link', { name: 'Agregar a mi calendario' });
    const ics = await (await fetch(new URL(await calendar.getAttribute('href'), BASE_URL))).text();
    assert.match(ics, /METHOD:PUBLISH/);
    assert.match(ics, /SUMMARY:Entrevista con Oakbright Facility Services/);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/interview-link-es-mobile.png`, fullPage: true });
    await Promise.all([page.waitForURL('**done=confirmed'), page.getByRole('button', { name: 'Ahí estaré' }).click()]);
    assert.ok(await page.getByRole('heading', { level: 1, name: 'Gracias: recibimos su confirmación' }).isVisible());
    await narrow.close();

    const wide = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL });
    const desk = await wide.newPage();
    await desk.goto(link.pathname + link.search);
    assert.deepEqual(await axeViolations(desk), []);
    await wide.close();
  } finally {
    await executeSql(`DELETE FROM applications WHERE id = ${sqlText(id)}`);
  }
});
