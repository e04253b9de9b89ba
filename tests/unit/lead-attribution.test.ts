// @vitest-environment happy-dom
/**
 * The landing page kept for a lead's attribution keeps the campaign parameters of its address and
 * nothing else: an unsubscribe link's token must not travel with a lead sent later in the tab.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberLanding } from '../../web/src/features/leads/attribution';

const landing = () => JSON.parse(sessionStorage.getItem('oakbright:landing') ?? 'null')?.[0];

describe('rememberLanding', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps utm and click ids, drops every other parameter', () => {
    history.replaceState(null, '', '/newsletter/unsubscribe?e=a%40example.com&t=secret-token&utm_source=newsletter&gclid=abc');
    rememberLanding();
    expect(landing()).toBe('/newsletter/unsubscribe?utm_source=newsletter&gclid=abc');
  });

  it('a query with no campaign parameter leaves the path alone', () => {
    history.replaceState(null, '', '/newsletter/unsubscribe?e=a%40example.com&t=secret-token');
    rememberLanding();
    expect(landing()).toBe('/newsletter/unsubscribe');
  });

  it('the first page of the visit stays the landing page', () => {
    history.replaceState(null, '', '/services/floor-care?utm_campaign=spring');
    rememberLanding();
    history.replaceState(null, '', '/contact');
    rememberLanding();
    expect(landing()).toBe('/services/floor-care?utm_campaign=spring');
  });
});
