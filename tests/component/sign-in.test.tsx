/**
 * The sign-in screen and the session check in front of every screen: a passkey signs in (the
 * browser's passkey dialog stubbed with a credential), an emailed link is the fallback, and each
 * way signing in can fail says plainly what happened (no address, no passkey used, a lockout, no
 * connection, the server, a cookie the browser did not keep); a signed-out visit comes back to
 * where it was going, never to another site. The staff key has no field here: it is for automation.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiRequest, json, renderStaff, requestsTo, SIGNED_IN } from './staff-app';

const SESSION = '/staff/api/session';
const EMAIL = '/staff/api/sign-in/email';
const PASSKEY_OPTIONS = '/staff/api/sign-in/passkey/options';
const PASSKEY_VERIFY = '/staff/api/sign-in/passkey/verify';
const SIGNED_OUT = { signedIn: false, access: false };

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** A passkey as the browser's dialog hands it back (the Worker checks it; here it is only passed on). */
function fakeCredential() {
  return {
    id: 'Y3JlZA',
    rawId: bytes('cred'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: { authenticatorData: bytes('auth'), clientDataJSON: bytes('{}'), signature: bytes('sig'), userHandle: bytes('user') },
    getClientExtensionResults: () => ({}),
  };
}

/** Passkeys as a browser that supports them, without autofill (the button's dialog only). */
class BrowserPublicKeyCredential {
  static isConditionalMediationAvailable = async () => false;
}

/** The browser's passkey support: `get` answers the dialog (a credential, or a rejection). */
function stubPasskeys(get: () => Promise<unknown>) {
  vi.stubGlobal('PublicKeyCredential', BrowserPublicKeyCredential);
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get: vi.fn(get), create: vi.fn() } });
}

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

/** Signed out until the passkey is verified; `verify` answers the verification. */
function passkeyApi(verify: (req: ApiRequest) => Response | Promise<Response> = () => new Response(null, { status: 204 })) {
  let signedIn = false;
  return {
    [`GET ${SESSION}`]: () => (signedIn ? json(SIGNED_IN) : json(SIGNED_OUT, 401)),
    [`POST ${PASSKEY_OPTIONS}`]: () =>
      json({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [], userVerification: 'preferred', timeout: 60000 }),
    [`POST ${PASSKEY_VERIFY}`]: async (req: ApiRequest) => {
      const res = await verify(req);
      if (res.ok) signedIn = true;
      return res;
    },
  };
}

const emailField = () => screen.getByLabelText('Email address') as HTMLInputElement;

async function askForLink(user: ReturnType<typeof renderStaff>['user'], email: string) {
  await screen.findByRole('heading', { name: 'Sign in to the back office' });
  if (email) await user.type(emailField(), email);
  await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
}

describe('signing in with an emailed link', () => {
  it('has no staff key field, and says when the browser cannot use passkeys', async () => {
    renderStaff('/sign-in', { [`GET ${SESSION}`]: () => json(SIGNED_OUT, 401) });
    await screen.findByRole('heading', { name: 'Sign in to the back office' });
    expect(screen.queryByLabelText('Staff key')).toBeNull();
    expect(screen.getByText('This browser cannot use passkeys. Email yourself a sign-in link instead.')).toBeTruthy();
  });

  it('an empty address is refused before asking the server', async () => {
    const { user, requests } = renderStaff('/sign-in', { [`GET ${SESSION}`]: () => json(SIGNED_OUT, 401) });
    await askForLink(user, '');

    expect((await screen.findByRole('alert')).textContent).toBe('Enter the email address of your staff account.');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(emailField().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(emailField());
    expect(requestsTo(requests, EMAIL, 'POST')).toHaveLength(0);
  });

  it('sends the address and shows the answer, the same whether or not it has an account', async () => {
    const { user, requests } = renderStaff('/sign-in', {
      [`GET ${SESSION}`]: () => json(SIGNED_OUT, 401),
      [`POST ${EMAIL}`]: () => json({ message: 'If dana@example.com has a staff account, a sign-in link is on its way.' }, 202),
    });
    await askForLink(user, ' dana@example.com ');

    expect((await screen.findByRole('status')).textContent).toBe('Check your email. If dana@example.com has a staff account, a sign-in link is on its way.');
    expect(JSON.parse(requestsTo(requests, EMAIL, 'POST')[0]!.body!)).toEqual({ email: 'dana@example.com' });
  });

  it('a lockout (429) gives the wait from Retry-After and disables both ways in', async () => {
    const { user } = renderStaff('/sign-in', {
      [`GET ${SESSION}`]: () => json(SIGNED_OUT, 401),
      [`POST ${EMAIL}`]: () => json({ message: 'Too many attempts' }, 429, { 'retry-after': '30' }),
    });
    await askForLink(user, 'dana@example.com');

    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts from this network. Try again in 30 seconds.');
    expect((screen.getByRole('button', { name: 'Email me a sign-in link' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Try again in \d+ seconds?\./, { selector: 'p[aria-hidden]' })).toBeTruthy();
  });

  it('no connection says to check it', async () => {
    const { user } = renderStaff('/sign-in', {
      [`GET ${SESSION}`]: () => json(SIGNED_OUT, 401),
      [`POST ${EMAIL}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await askForLink(user, 'dana@example.com');

    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('a server failure (5xx) asks to try again in a moment, without its internals', async () => {
    const { user } = renderStaff('/sign-in', {
      [`GET ${SESSION}`]: () => json(SIGNED_OUT, 401),
      [`POST ${EMAIL}`]: () => json({ message: 'D1_ERROR: no such table' }, 500),
    });
    await askForLink(user, 'dana@example.com');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The server could not do that just now. Please try again in a moment.');
    expect(alert.textContent).not.toContain('D1_ERROR');
  });
});

describe('signing in with a passkey', () => {
  it('signs in and goes back to the screen a signed-out visit asked for', async () => {
    stubPasskeys(async () => fakeCredential());
    const { user, requests } = renderStaff('/leads?status=new', {
      ...passkeyApi(),
      'GET /staff/api/leads': () => json({ leads: [], total: 0, limit: 50, offset: 0 }),
    });
    await screen.findByRole('heading', { name: 'Sign in to the back office' });
    expect(location.pathname).toBe('/staff/sign-in');
    expect(location.search).toBe(`?next=${encodeURIComponent('/leads?status=new')}`);

    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Leads', level: 1 })).toBeTruthy();
    expect(`${location.pathname}${location.search}`).toBe('/staff/leads?status=new');
    // What the browser's dialog returned is what the Worker is asked to verify.
    const sent = JSON.parse(requestsTo(requests, PASSKEY_VERIFY, 'POST')[0]!.body!) as { response: { id: string; type: string } };
    expect(sent.response).toMatchObject({ id: 'Y3JlZA', type: 'public-key' });
  });

  it('a next address on another site is ignored: signing in lands on the posts', async () => {
    stubPasskeys(async () => fakeCredential());
    const { user } = renderStaff('/sign-in?next=//evil.example/phish', {
      ...passkeyApi(),
      'GET /staff/api/rest/v1/blog_posts': () => json([], 200, { 'content-range': '*/0' }),
    });
    await screen.findByRole('heading', { name: 'Sign in to the back office' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    await screen.findByRole('heading', { name: 'Posts', level: 1 });
    expect(location.href).toBe('http://localhost/staff/posts');
  });

  it('a dialog closed without a passkey says so and offers the link', async () => {
    stubPasskeys(() => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')));
    const { user, requests } = renderStaff('/sign-in', passkeyApi());
    await screen.findByRole('heading', { name: 'Sign in to the back office' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    expect((await screen.findByRole('alert')).textContent).toBe('No passkey was used. Try again, or email yourself a sign-in link.');
    expect(requestsTo(requests, PASSKEY_VERIFY, 'POST')).toHaveLength(0);
  });

  it('a passkey the Worker refuses (401) says so', async () => {
    stubPasskeys(async () => fakeCredential());
    const { user } = renderStaff(
      '/sign-in',
      passkeyApi(() => json({ message: 'That passkey is not known' }, 401)),
    );
    await screen.findByRole('heading', { name: 'Sign in to the back office' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    expect((await screen.findByRole('alert')).textContent).toBe('That passkey did not sign you in. Try again, or email yourself a sign-in link.');
    expect(screen.getByRole('heading', { name: 'Sign in to the back office' })).toBeTruthy();
  });

  it('a sign-in the browser did not keep (cookies off) says to allow cookies', async () => {
    stubPasskeys(async () => fakeCredential());
    const { user } = renderStaff('/sign-in', {
      ...passkeyApi(),
      [`GET ${SESSION}`]: () => json(SIGNED_OUT, 401),
    });
    await screen.findByRole('heading', { name: 'Sign in to the back office' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Signed in, but the browser did not keep the session. Allow cookies for this site and try again.',
    );
  });
});

describe('the session check', () => {
  it('when it fails, the whole app says it cannot reach the staff area', async () => {
    renderStaff('/posts', { [`GET ${SESSION}`]: () => json({ message: 'boom' }, 503) });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The staff area cannot be reached');
    expect(screen.getByText('The server could not do that just now. Please try again in a moment.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
