/**
 * The sign-in screen and the session check in front of every screen: each way signing in can
 * fail says plainly what happened (no key, a wrong key, a lockout, no connection, the server, a
 * cookie the browser did not keep), and a signed-out visit comes back to where it was going.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRequest, json, renderStaff, requestsTo, SIGNED_IN } from './staff-app';

const SESSION = '/staff/api/session';
const SIGNED_OUT = { signedIn: false, access: false };

/** Signed out until a POST with `key` succeeds; `signIn` answers the POST. */
function sessionApi(signIn: (req: ApiRequest) => Response | Promise<Response>) {
  let signedIn = false;
  return {
    [`GET ${SESSION}`]: () => (signedIn ? json(SIGNED_IN) : json(SIGNED_OUT, 401)),
    [`POST ${SESSION}`]: async (req: ApiRequest) => {
      const res = await signIn(req);
      if (res.ok) signedIn = true;
      return res;
    },
  };
}

const keyField = () => screen.getByLabelText('Staff key') as HTMLInputElement;

async function submitKey(user: ReturnType<typeof renderStaff>['user'], key: string) {
  await screen.findByRole('heading', { name: 'Sign in to the back office' });
  if (key) await user.type(keyField(), key);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('an empty key is refused before asking the server', async () => {
    const { user, requests } = renderStaff(
      '/sign-in',
      sessionApi(() => new Response(null, { status: 204 })),
    );
    await submitKey(user, '   ');

    expect((await screen.findByRole('alert')).textContent).toBe('Enter the staff key.');
    expect(keyField().getAttribute('aria-invalid')).toBe('true');
    expect(keyField().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(keyField());
    expect(requestsTo(requests, SESSION, 'POST')).toHaveLength(0);
  });

  it('a wrong key (401) says so, clears the field and keeps the user on the form', async () => {
    const { user, requests } = renderStaff(
      '/sign-in',
      sessionApi(() => json({ error: 'Wrong key' }, 401)),
    );
    await submitKey(user, 'not-the-key');

    expect((await screen.findByRole('alert')).textContent).toBe('That key is not right. Check it and try again.');
    expect(keyField().value).toBe('');
    expect(JSON.parse(requestsTo(requests, SESSION, 'POST')[0]!.body!)).toEqual({ key: 'not-the-key' });
    // A 401 here is an answer about the key, not an ended session: the form stays.
    expect(screen.getByRole('heading', { name: 'Sign in to the back office' })).toBeTruthy();
  });

  it('a lockout (429) gives the wait from Retry-After and disables the button', async () => {
    const { user } = renderStaff(
      '/sign-in',
      sessionApi(() => json({ error: 'Too many attempts' }, 429, { 'retry-after': '30' })),
    );
    await submitKey(user, 'guess');

    expect((await screen.findByRole('alert')).textContent).toBe('Too many wrong keys from this network. Sign-in is locked for 30 seconds.');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Try again in \d+ seconds?\./)).toBeTruthy();
  });

  it('no connection says to check it', async () => {
    const { user } = renderStaff(
      '/sign-in',
      sessionApi(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await submitKey(user, 'local-dev-service-key');

    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('a server failure (5xx) asks to try again in a moment', async () => {
    const { user } = renderStaff(
      '/sign-in',
      sessionApi(() => json({ message: 'D1_ERROR: no such table' }, 500)),
    );
    await submitKey(user, 'local-dev-service-key');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The server could not do that just now. Please try again in a moment.');
    // The server's internals are not shown to the user.
    expect(alert.textContent).not.toContain('D1_ERROR');
  });

  it('a sign-in the browser did not keep (cookies off) says to allow cookies', async () => {
    const { user } = renderStaff('/sign-in', {
      [`GET ${SESSION}`]: () => json(SIGNED_OUT, 401),
      [`POST ${SESSION}`]: () => new Response(null, { status: 204 }),
    });
    await submitKey(user, 'local-dev-service-key');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Signed in, but the browser did not keep the session. Allow cookies for this site and try again.',
    );
  });

  it('a signed-out visit goes to sign-in and, once signed in, back to the screen it asked for', async () => {
    const { user } = renderStaff('/leads?status=new', {
      ...sessionApi(() => new Response(null, { status: 204 })),
      'GET /staff/api/leads': () => json({ leads: [], total: 0, limit: 50, offset: 0 }),
    });

    await screen.findByRole('heading', { name: 'Sign in to the back office' });
    expect(location.pathname).toBe('/staff/sign-in');
    expect(location.search).toBe(`?next=${encodeURIComponent('/leads?status=new')}`);

    await submitKey(user, 'local-dev-service-key');
    expect(await screen.findByRole('heading', { name: 'Leads', level: 1 })).toBeTruthy();
    expect(`${location.pathname}${location.search}`).toBe('/staff/leads?status=new');
  });

  it('a next address on another site is ignored: signing in lands on the posts', async () => {
    const { user } = renderStaff('/sign-in?next=//evil.example/phish', {
      ...sessionApi(() => new Response(null, { status: 204 })),
      'GET /staff/api/rest/v1/blog_posts': () => json([], 200, { 'content-range': '*/0' }),
    });
    await submitKey(user, 'local-dev-service-key');

    await screen.findByRole('heading', { name: 'Posts', level: 1 });
    expect(location.href).toBe('http://localhost/staff/posts');
  });

  it('when the session check itself fails, the whole app says it cannot reach the staff area', async () => {
    renderStaff('/posts', { [`GET ${SESSION}`]: () => json({ message: 'boom' }, 503) });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The staff area cannot be reached');
    expect(screen.getByText('The server could not do that just now. Please try again in a moment.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
