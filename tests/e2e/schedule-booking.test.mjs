/**
 * /schedule books a walkthrough at an open time (the shared server starts with one person who
 * attends, with the sample availability): without JavaScript at 390 px the times are radio buttons
 * grouped by day in the first HTML, and the post lands on the thank-you page naming the time; with
 * JavaScript at 1280 px the same times are a picker (days like a calendar's, the times of the day
 * chosen) and the form thanks in place. A time someone else took meanwhile is refused with the
 * times still open and what was typed kept. The link in the invitation moves the walkthrough
 * without signing in, and without JavaScript. Each test books a time of its own (a day of its own),
 * so the tests never take each other's time.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BOOKING_MESSAGES } from '../../shared/booking/booking-form.ts';
import { CONSENT_TEXT } from '../../shared/leads/lead.ts';
import { companyDateTime } from '../../shared/time/company-time.ts';
import { axeViolations, BASE_URL, launchBrowser, VIEWPORTS } from './browser.mjs';
import { SERVICE_KEY } from './server.mjs';
import { fillLead, formReady, hydrated, leadsFor, openLeadPage, uniqueEmail } from './leads-support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Books `time` through the API, as someone else on another device, with a form token old enough to pass. */
async function bookThroughApi(time, email) {
  const token = (await (await fetch(new URL('/api/form-token', BASE_URL))).json()).token;
  const res = await fetch(new URL('/api/bookings', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `192.0.2.${Math.floor(Math.random() * 200) + 20}` },
    body: JSON.stringify({
      kind: 'booking',
      name: 'Quick Booker',
      email,
      facility_type: 'medical-facilities',
      square_footage: '5k-15k',
      street_address: '1 NE 1st Ave',
      location: '34470',
      contact_method: 'email',
      starts_at: time,
      consent_text: CONSENT_TEXT,
      form_token: token,
    }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  return res.json();
}

/** The open times now, by day. */
async function openDays() {
  const res = await fetch(new URL('/api/walkthrough-times', BASE_URL), { cache: 'no-store' });
  assert.equal(res.status, 200);
  return (await res.json()).days;
}

test('without JavaScript at 390 px: the times are in the first HTML by day; a booking lands on the thank-you page naming its time', async () => {
  const { page, context } = await openLeadPage(browser, { viewport: VIEWPORTS.mobile, javaScriptEnabled: false });
  const email = uniqueEmail('booking-no-js');
  await page.goto('/schedule');
  const form = page.locator('form[action^="/api/bookings"]');
  assert.equal(await form.getAttribute('method'), 'post');
  assert.equal(await form.locator('input[name=kind]').inputValue(), 'booking');
  const days = await openDays();
  assert.ok(days.length >= 2, 'the sample availability offers days');
  // Every open time is a radio in the HTML, each day a group named by its date.
  assert.equal(await form.locator('input[name=starts_at]').count(), days.flatMap((d) => d.times).length);
  assert.equal(await form.locator('fieldset.day').count(), days.length);
  const time = days[0].times.at(-1).starts_at;
  await fillLead(form, { kind: 'booking', email, time });
  await Promise.all([page.waitForURL('**/thank-you?kind=booking**'), form.getByRole('button', { name: 'Book my walkthrough' }).click()]);
  assert.ok(await page.getByRole('heading', { level: 1, name: 'Thank you! Your walkthrough is booked.' }).isVisible());
  assert.ok(await page.getByText(`We see you on ${companyDateTime(time)} (Ocala time).`).isVisible());
  const [lead] = await leadsFor(email);
  assert.equal(lead.kind, 'booking');
  assert.equal(lead.status, 'walkthrough_booked');
  assert.equal(lead.walkthrough_at, time);
  assert.equal(lead.street_address, '2150 SW College Rd, Suite 4');
  // Taken, the time is offered no more.
  assert.ok(!(await openDays()).some((d) => d.times.some((t) => t.starts_at === time)));
  await context.close();
});

test('with JavaScript at 1280 px: a picker of the same times; the booking thanks in place, and axe finds nothing', async () => {
  const { page, context, errors } = await openLeadPage(browser, { viewport: VIEWPORTS.desktop });
  const email = uniqueEmail('booking-js');
  await page.goto('/schedule');
  await hydrated(page);
  const form = page.locator('form[action^="/api/bookings"]');
  await form.getByLabel('Your name').focus();
  await formReady(form);
  const days = await openDays();
  // The picker: a button per day, the first pressed; only that day's times are shown.
  const dayButtons = form.locator('.days button');
  assert.equal(await dayButtons.count(), days.length);
  assert.equal(await dayButtons.first().getAttribute('aria-pressed'), 'true');
  assert.equal(await form.locator('input[name=starts_at]:visible').count(), days[0].times.length);
  assert.deepEqual(await axeViolations(page), [], 'the picker');
  await dayButtons.nth(1).click();
  assert.equal(await dayButtons.nth(1).getAttribute('aria-pressed'), 'true');
  const time = days[1].times[1].starts_at;
  await fillLead(form, { kind: 'booking', email, time });
  await form.getByRole('button', { name: 'Book my walkthrough' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Your walkthrough is booked' });
  await sent.waitFor();
  assert.match(await sent.textContent(), new RegExp(`We see you on ${companyDateTime(time)}`));
  assert.deepEqual(await axeViolations(page), [], 'booked');
  const [lead] = await leadsFor(email);
  assert.equal(lead.walkthrough_at, time);
  assert.equal(lead.status, 'walkthrough_booked');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a time taken while the form was open is refused, with the times still open and nothing typed lost', async () => {
  const { page, context, errors } = await openLeadPage(browser, { viewport: VIEWPORTS.desktop });
  const email = uniqueEmail('booking-taken');
  await page.goto('/schedule');
  await hydrated(page);
  const form = page.locator('form[action^="/api/bookings"]');
  await form.getByLabel('Your name').focus();
  await formReady(form);
  const days = await openDays();
  const time = days[2].times[0].starts_at;
  await form.locator('.days button').nth(2).click();
  await fillLead(form, { kind: 'booking', email, time });

  // Someone else books that time first.
  await bookThroughApi(time, uniqueEmail('booking-first'));

  await form.getByRole('button', { name: 'Book my walkthrough' }).click();
  const alert = form.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.textContent(), new RegExp(BOOKING_MESSAGES.taken.slice(0, 30)));
  // The taken time is gone from the choices; the others are there; what was typed is kept.
  await form.locator(`input[name=starts_at][value="${time}"]`).waitFor({ state: 'detached' });
  assert.ok((await form.locator('input[name=starts_at]').count()) > 0);
  assert.equal(await form.getByLabel('Your name').inputValue(), 'Dana Reyes');
  assert.equal(await form.getByRole('textbox', { name: 'Street address of the building' }).inputValue(), '2150 SW College Rd, Suite 4');
  assert.equal((await leadsFor(email)).length, 0);

  // Another time books.
  await form.locator('input[name=starts_at]:visible').first().check();
  await form.getByRole('button', { name: 'Book my walkthrough' }).click();
  await page.getByRole('status').filter({ hasText: 'Your walkthrough is booked' }).waitFor();
  assert.equal((await leadsFor(email)).length, 1);
  // The browser reports the refusal's status as it reports any; nothing else went wrong.
  assert.deepEqual(
    errors.filter((e) => !e.includes('status of 409')),
    [],
  );
  await context.close();
});

test('the link in the invitation moves the walkthrough without signing in, at 390 px without JavaScript; axe finds nothing at 1280', async () => {
  const email = uniqueEmail('booking-move');
  const days = await openDays();
  const time = days[3].times[0].starts_at;
  await bookThroughApi(time, email);
  const outbox = await fetch(new URL(`/api/outbox?to=${encodeURIComponent(email)}`, BASE_URL), { headers: { authorization: `Bearer ${SERVICE_KEY}` } });
  const invitation = (await outbox.json()).find((m) => m.kind === 'walkthrough-confirmation');
  assert.ok(invitation, 'the invitation is in the outbox');
  const link = new URL(/https?:\/\/\S+?\/walkthrough\?token=[\w.-]+/.exec(invitation.text)[0]);

  const { page, context } = await openLeadPage(browser, { viewport: VIEWPORTS.mobile, javaScriptEnabled: false });
  await page.goto(link.pathname + link.search);
  assert.ok(await page.getByRole('heading', { level: 1, name: 'Your walkthrough' }).isVisible());
  assert.ok((await page.getByText('2150 SW College Rd').count()) === 0, 'the address is the one booked');
  assert.ok(await page.getByText('1 NE 1st Ave, FL 34470').isVisible());
  // The same page with JavaScript at 1280 px: the picker, and nothing axe objects to.
  const wide = await openLeadPage(browser, { viewport: VIEWPORTS.desktop });
  await wide.page.goto(link.pathname + link.search);
  await hydrated(wide.page);
  await wide.page.locator('.days button').first().waitFor();
  assert.deepEqual(await axeViolations(wide.page), []);
  await wide.context.close();
  const later = days[3].times.at(-1).starts_at;
  await page.locator(`input[name=starts_at][value="${later}"]`).check();
  await Promise.all([page.waitForURL('**done=moved'), page.getByRole('button', { name: 'Move my walkthrough' }).click()]);
  assert.ok(await page.getByRole('heading', { level: 1, name: 'Your walkthrough has a new time' }).isVisible());
  assert.ok(
    await page
      .getByText(`We see you on ${companyDateTime(later)} (Ocala time).`)
      .first()
      .isVisible(),
  );
  const [lead] = await leadsFor(email);
  assert.equal(lead.walkthrough_at, later);
  assert.equal(lead.walkthrough_sequence, 2);
  await context.close();
});
