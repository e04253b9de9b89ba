/**
 * The sign-in addresses of web/src/staff/session/session-context.tsx: where sign-in sends the
 * user afterwards (`next`) is only ever a path inside the staff app, never another site.
 */
import { describe, expect, it } from 'vitest';
import { safeNext, signInPath } from '../../../web/src/staff/session/session-context';

describe('signInPath', () => {
  it('remembers the screen the user was on', () => {
    expect(signInPath('/posts/7')).toBe('/sign-in?next=%2Fposts%2F7');
    expect(signInPath('/leads?status=new&page=2')).toBe(`/sign-in?next=${encodeURIComponent('/leads?status=new&page=2')}`);
  });

  it('has no next for the root or the sign-in screen itself', () => {
    expect(signInPath('/')).toBe('/sign-in');
    expect(signInPath('')).toBe('/sign-in');
    expect(signInPath('/sign-in?next=%2Fposts')).toBe('/sign-in');
  });
});

describe('safeNext', () => {
  it('keeps a path inside the app', () => {
    expect(safeNext('/posts/7')).toBe('/posts/7');
    expect(safeNext('/leads?status=new')).toBe('/leads?status=new');
  });

  it('anything that could leave the app lands on the posts instead', () => {
    for (const next of [
      null,
      '',
      'posts',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/sign-in',
      '/sign-in?next=/x',
    ]) {
      expect(safeNext(next), String(next)).toBe('/posts');
    }
  });

  it('round-trips with signInPath', () => {
    for (const from of ['/posts/7', '/leads?status=new&page=2', '/subscribers?q=a%2Bb']) {
      const next = new URLSearchParams(signInPath(from).split('?')[1]).get('next');
      expect(safeNext(next)).toBe(from);
    }
  });
});
