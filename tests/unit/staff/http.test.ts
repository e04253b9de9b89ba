/**
 * web/src/staff/lib/http.ts: the staff app's one door to the Worker. What a failed answer becomes
 * (StaffApiError from the API's error body), what the user is told about each failure, and that a
 * 401 reports the ended session except where the caller says a 401 is an answer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError, errorFrom, NetworkError, onUnauthorized, StaffApiError, staffFetch, staffJson } from '../../../web/src/staff/lib/http';

afterEach(() => {
  vi.unstubAllGlobals();
  onUnauthorized(null);
});

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('errorFrom', () => {
  it('reads PostgREST’s {code, message, details, hint}', async () => {
    const err = await errorFrom(json({ code: '23505', message: 'duplicate key', details: 'Key (slug)', hint: 'Choose another.' }, 409));
    expect(err).toBeInstanceOf(StaffApiError);
    expect([err.status, err.code, err.message, err.details, err.hint, err.retryAfter]).toEqual([
      409,
      '23505',
      'duplicate key',
      'Key (slug)',
      'Choose another.',
      null,
    ]);
  });

  it('takes {error} when there is no message, and empty strings as nothing', async () => {
    const err = await errorFrom(json({ error: 'Too many attempts', code: '', hint: '' }, 429, { 'retry-after': '30' }));
    expect([err.message, err.code, err.hint, err.retryAfter]).toEqual(['Too many attempts', null, null, 30]);
  });

  it('says what the server answered when the body is not JSON', async () => {
    const err = await errorFrom(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(err.message).toBe('The server answered 502.');
    expect(err.retryAfter).toBeNull();
  });
});

describe('describeError', () => {
  it('tells the user about each failure in one sentence', () => {
    expect(describeError(new NetworkError())).toBe('Could not reach the server. Check your connection and try again.');
    expect(describeError(new StaffApiError(401, 'JWT expired'))).toBe('Your session has ended. Please sign in again.');
    expect(describeError(new StaffApiError(503, 'D1_ERROR: internal'))).toBe('The server could not do that just now. Please try again in a moment.');
    expect(describeError(new StaffApiError(400, 'Bad filter.', 'PGRST100', 'at "x"', 'Use eq.'))).toBe('Bad filter. at "x" Use eq.');
    expect(describeError(new Error('Plain'))).toBe('Plain');
    expect(describeError('a string')).toBe('Something went wrong.');
  });
});

describe('staffFetch', () => {
  it('sends the session cookie (same-origin credentials) and passes the answer through', async () => {
    const fetchMock = vi.fn(async () => new Response('ok'));
    vi.stubGlobal('fetch', fetchMock);
    const res = await staffFetch('/staff/api/x', { method: 'DELETE' });
    expect(await res.text()).toBe('ok');
    expect(fetchMock).toHaveBeenCalledWith('/staff/api/x', { credentials: 'same-origin', method: 'DELETE' });
  });

  it('no answer at all is a NetworkError; an abort stays an abort', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(staffFetch('/staff/api/x')).rejects.toBeInstanceOf(NetworkError);

    vi.stubGlobal('fetch', async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(staffFetch('/staff/api/x')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a 401 reports the ended session, unless the caller takes it as an answer', async () => {
    let ended = 0;
    onUnauthorized(() => ended++);
    vi.stubGlobal('fetch', async () => new Response(null, { status: 401 }));
    await staffFetch('/staff/api/leads');
    expect(ended).toBe(1);
    await staffFetch('/staff/api/session', {}, { reportUnauthorized: false });
    expect(ended).toBe(1);
    vi.stubGlobal('fetch', async () => new Response(null, { status: 403 }));
    await staffFetch('/staff/api/leads');
    expect(ended).toBe(1);
  });
});

describe('staffJson', () => {
  it('asks for JSON under /staff/api and returns the body; 204 is no body', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json({ ok: true }, 200));
    vi.stubGlobal('fetch', fetchMock);
    expect(await staffJson('/leads?limit=50')).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/staff/api/leads?limit=50');
    expect(new Headers(init.headers).get('accept')).toBe('application/json');

    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    expect(await staffJson('/subscribers/1', { method: 'DELETE' })).toBeUndefined();
  });

  it('throws the API’s error for a failed answer', async () => {
    vi.stubGlobal('fetch', async () => json({ message: 'Lead not found.' }, 404));
    await expect(staffJson('/leads/x')).rejects.toMatchObject({ name: 'StaffApiError', status: 404, message: 'Lead not found.' });
  });
});
