/**
 * People and passkeys in Chromium, with its virtual authenticator standing in for a fingerprint
 * reader: an owner signs in and invites an editor from the People screen (after the form has said
 * what is missing without losing what was typed); the editor opens the emailed invitation in a
 * browser of their own, sets up a passkey and lands signed in; signs out and back in with "Sign
 * in with a passkey"; sees the passkey on their account page; the owner disables them and their
 * next step lands on the sign-in page. The sign-in page, the People screen and the account page
 * pass axe at phone and desktop widths (screenshots in SCREENSHOT_DIR).
 *
 * WebAuthn takes no IP address as its relying party, so these pages open on `localhost` at the
 * test server's port, whatever host BASE_URL names (cookies are per host: everyone signs in there).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { executeSql, RUN_ID, sqlText } from './blog-support.mjs';
import { axeViolations, BASE_URL, launchBrowser, SCREENSHOT_DIR, VIEWPORTS } from './browser.mjs';
import { emailedLink, signIn } from './staff-support.mjs';

const SNAP = SCREENSHOT_DIR;
const LOCAL = (() => {
  const url = new URL(BASE_URL);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return url.origin;
})();
const NAME = `Pat Passkey ${RUN_ID}`;
const EMAIL = `pat-${RUN_ID}@localhost.test`;

let browser;
const errors = [];
const contexts = [];

/** A browser of its own on localhost, with a virtual platform authenticator (a passkey store that verifies its user). */
async function newBrowserContext({ viewport = VIEWPORTS.desktop, authenticator = true } = {}) {
  const context = await browser.newContext({ viewport, baseURL: LOCAL, timezoneId: 'UTC' });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  if (authenticator) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    return { context, page, credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
  }
  return { context, page };
}

/** Axe finds nothing on the page at phone and desktop widths; a screenshot of each in SCREENSHOT_DIR. */
async function checkWidths(page, name, ready) {
  for (const [label, viewport] of [
    ['390', VIEWPORTS.mobile],
    ['1280', VIEWPORTS.desktop],
  ]) {
    await page.setViewportSize(viewport);
    await ready();
    assert.deepEqual(await axeViolations(page), [], `axe on ${name} at ${label} px`);
    await page.screenshot({ path: `${SNAP}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

let owner;
let invitee;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  // The invited person and their passkey go; the audit log keeps its entries (it is append-only).
  await executeSql(
    `DELETE FROM staff_passkeys WHERE person_id IN (SELECT id FROM staff_people WHERE email = ${sqlText(EMAIL)}); ` +
      `DELETE FROM staff_sessions WHERE person_id IN (SELECT id FROM staff_people WHERE email = ${sqlText(EMAIL)}); ` +
      `DELETE FROM staff_people WHERE email = ${sqlText(EMAIL)};`,
  ).catch(() => undefined);
});

test('the sign-in page offers a passkey first and passes axe', async () => {
  const { page } = await newBrowserContext({ authenticator: false });
  await page.goto('/staff/sign-in');
  await checkWidths(page, 'sign-in-passkey', async () => {
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
  });
});

test('an owner invites an editor from the People screen, told plainly what is missing first', async () => {
  owner = await newBrowserContext({ authenticator: false });
  const { page } = owner;
  await signIn(page);
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'People' }).click();
  await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
  await page.getByRole('table', { name: /Staff people/ }).waitFor();

  const form = page.getByRole('region', { name: 'Invite a person' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await assertFieldError(form.getByLabel('Name'), 'Enter their name.');
  await form.getByLabel('Name').fill(NAME);
  await form.getByLabel('Email address').fill('pat-at-nowhere');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await assertFieldError(form.getByLabel('Email address'), 'Enter an email address like name@example.com.');
  assert.equal(await form.getByLabel('Name').inputValue(), NAME, 'the name typed is kept');

  await form.getByLabel('Email address').fill(EMAIL);
  await form.getByLabel('Role').selectOption('editor');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`Invited ${NAME}.`).waitFor();
  assert.equal(await form.getByLabel('Name').inputValue(), '', 'the form clears for the next person');
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await row.getByText('Invited, not registered').waitFor();
  await row.getByText('Editor').waitFor();

  // The same address again: the Worker's refusal is said beside the email field, and nothing typed is lost.
  await form.getByLabel('Name').fill('Pat Again');
  await form.getByLabel('Email address').fill(EMAIL);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await assertFieldError(form.getByLabel('Email address'), 'This address already has an account.');
  assert.equal(await form.getByLabel('Name').inputValue(), 'Pat Again');
  await form.getByLabel('Name').fill('');
  await form.getByLabel('Email address').fill('');

  await checkWidths(page, 'people', async () => {
    await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
  });
});

async function assertFieldError(input, message) {
  await input.page().waitForFunction(
    ([id, text]) => {
      const el = document.getElementById(id);
      const described = (el?.getAttribute('aria-describedby') ?? '').split(' ').map((d) => document.getElementById(d)?.textContent ?? '');
      return el?.getAttribute('aria-invalid') === 'true' && described.includes(text);
    },
    [await input.getAttribute('id'), message],
  );
  assert.equal(await input.evaluate((el) => el === document.activeElement), true, 'focus moves to the field to fix');
}

test('the invited editor sets up a passkey from the emailed invitation and lands signed in', async () => {
  invitee = await newBrowserContext();
  const { page } = invitee;
  const link = await emailedLink(EMAIL, 'staff-invitation');
  assert.equal(link.pathname, '/staff/invitation');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('heading', { name: `Welcome, ${NAME}` }).waitFor();
  await page.getByRole('button', { name: 'Set up a passkey' }).click();
  await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();
  assert.equal((await invitee.credentials()).length, 1, 'the device holds one passkey');

  // The invitation is used up.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('heading', { name: /used already/i }).waitFor();
});

test('the editor signs out and back in with "Sign in with a passkey", and sees the passkey on their account page', async () => {
  const { page } = invitee;
  await page.goto('/staff/posts');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByText('You are signed out.').waitFor();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();

  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: new RegExp(NAME) })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
  await page.getByText(EMAIL).waitFor();
  const passkeys = page.getByRole('list', { name: '1 passkey' });
  await passkeys.getByText(/last used/).waitFor();
  await checkWidths(page, 'account', async () => {
    await page.getByRole('button', { name: 'Add a passkey on this device' }).waitFor();
  });
});

test('the owner sees the editor active with one passkey, disables them, and their next step lands on sign-in', async () => {
  const { page } = owner;
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await row.getByText('Active').waitFor();
  assert.equal((await row.getByRole('cell').nth(4).textContent())?.trim(), '1');
  await row.getByRole('button', { name: `Actions for ${NAME}` }).click();
  await row.getByRole('button', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog', { name: `Disable ${NAME}?` });
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await row.getByText('Disabled').waitFor();

  const refused = await invitee.page.evaluate(async () => (await fetch('/staff/api/session', { credentials: 'same-origin' })).status);
  assert.equal(refused, 401);
  await invitee.page.goto('/staff/posts');
  await invitee.page.getByRole('heading', { level: 1, name: 'Sign in to the back office' }).waitFor();
  // Their passkey no longer signs them in either.
  await invitee.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await invitee.page
    .getByRole('alert')
    .getByText(/disabled|did not sign you in/)
    .waitFor();
  assert.match(invitee.page.url(), /\/staff\/sign-in/);
});

test('no page errors', () => {
  assert.deepEqual(errors, []);
});
