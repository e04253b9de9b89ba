/**
 * An open opening's JobPosting: every property Google's job-posting structured data requires and
 * recommends (https://developers.google.com/search/docs/appearance/structured-data/job-posting),
 * each equal to what the page shows, written through the one JSON-LD path (jsonForScript).
 */
import { describe, expect, it } from 'vitest';
import { careersMessages, formatPay, openingMetaSubject, openingTextHtml } from '../../content/careers';
import { SITE } from '../../content/site';
import type { PublicOpening } from '../../shared/careers/careers';
import { getMeta, renderJsonLdHtml } from '../../shared/meta';

const ORIGIN = 'https://www.example.com';

/** Google: required, then recommended. */
const REQUIRED = ['datePosted', 'description', 'hiringOrganization', 'jobLocation', 'title'] as const;
const RECOMMENDED = ['applicantLocationRequirements', 'baseSalary', 'directApply', 'employmentType', 'identifier', 'jobLocationType', 'validThrough'] as const;
/** Recommended only for remote jobs: an on-site cleaning job has neither. */
const REMOTE_ONLY = new Set(['applicantLocationRequirements', 'jobLocationType']);

const opening: PublicOpening = {
  slug: 'evening-cleaner-belleview',
  title: 'Evening Cleaner',
  town: 'Belleview',
  employment_type: 'PART_TIME',
  shifts: ['evening', 'weekend'],
  pay_min: 15,
  pay_max: 17,
  pay_unit: 'HOUR',
  description: '<p>Clean offices after hours.</p>',
  requirements: '<ul><li>Reliable transport</li></ul>',
  benefits: '<ul><li>Paid training</li></ul>',
  date_posted: '2026-11-02T13:00:00.000Z',
  valid_through: '2026-12-31T04:59:59.999Z',
};

function jobPosting(locale: 'en' | 'es' = 'en', o: PublicOpening = opening) {
  const meta = getMeta(openingMetaSubject(o, locale), ORIGIN);
  const graph = meta.jsonLd['@graph'] as Record<string, unknown>[];
  const jobs = graph.filter((n) => n['@type'] === 'JobPosting');
  expect(jobs).toHaveLength(1);
  return { meta, job: jobs[0] as Record<string, any> };
}

describe('JobPosting JSON-LD', () => {
  it('has every property Google requires and recommends for an on-site job', () => {
    const { job } = jobPosting();
    for (const p of REQUIRED) expect(job, p).toHaveProperty(p);
    for (const p of RECOMMENDED) if (!REMOTE_ONLY.has(p)) expect(job, p).toHaveProperty(p);
  });

  it('holds the values the page shows', () => {
    const { job, meta } = jobPosting();
    expect(job.title).toBe('Evening Cleaner');
    expect(job.description).toBe(openingTextHtml(opening, careersMessages('en')));
    expect(job.description).toContain(opening.description);
    expect(job.description).toContain(opening.requirements);
    expect(job.description).toContain(opening.benefits);
    expect(job.datePosted).toBe(opening.date_posted);
    expect(job.validThrough).toBe(opening.valid_through);
    expect(job.employmentType).toBe('PART_TIME');
    expect(job.hiringOrganization).toEqual({
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: SITE.name,
      sameAs: `${ORIGIN}/`,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/images/logo-mark.svg`,
    });
    expect(job.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Belleview', addressRegion: 'FL', addressCountry: 'US' },
    });
    expect(job.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 15, maxValue: 17, unitText: 'HOUR' },
    });
    expect(formatPay(opening, careersMessages('en'))).toBe('$15–$17 per hour');
    expect(job.identifier).toEqual({ '@type': 'PropertyValue', name: 'Oakbright', value: 'evening-cleaner-belleview' });
    expect(job.directApply).toBe(true);
    expect(job.url).toBe(`${ORIGIN}/careers/evening-cleaner-belleview`);
    expect(meta.canonical).toBe(job.url);
    expect(meta.robots).toBe('index,follow');
  });

  it('the Spanish page: its own URL, language, title and section headings', () => {
    const { job, meta } = jobPosting('es', { ...opening, title: 'Limpiador(a) de noche' });
    expect(job.url).toBe(`${ORIGIN}/es/empleos/evening-cleaner-belleview`);
    expect(job.inLanguage).toBe('es');
    expect(job.title).toBe('Limpiador(a) de noche');
    expect(job.description).toContain('<h2>Lo que necesita</h2>');
    expect(meta.locale).toBe('es');
    expect(meta.alternates).toEqual([
      { hreflang: 'en', href: `${ORIGIN}/careers/evening-cleaner-belleview` },
      { hreflang: 'es', href: `${ORIGIN}/es/empleos/evening-cleaner-belleview` },
      { hreflang: 'x-default', href: `${ORIGIN}/careers/evening-cleaner-belleview` },
    ]);
    expect(formatPay(opening, careersMessages('es'))).toBe('$15–$17 por hora');
  });

  it('no pay stated: no baseSalary rather than a made-up one; one figure: that figure', () => {
    expect(jobPosting('en', { ...opening, pay_min: null, pay_max: null }).job).not.toHaveProperty('baseSalary');
    expect(jobPosting('en', { ...opening, pay_min: 16, pay_max: 16 }).job.baseSalary.value).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 16,
      maxValue: 16,
      unitText: 'HOUR',
    });
  });

  it('is written through jsonForScript: a title cannot close the script', () => {
    const { meta } = jobPosting('en', { ...opening, title: 'Cleaner</script><script>alert(1)</script>' });
    const html = renderJsonLdHtml(meta);
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toContain('<');
    expect(JSON.stringify(JSON.parse(script))).toContain('Cleaner</script><script>alert(1)</script>');
  });

  it('a filled opening has no JobPosting and is not indexed', () => {
    const meta = getMeta({ kind: 'opening-filled', slug: 'x', locale: 'en', copy: { title: 'Position Filled', description: 'd' } }, ORIGIN);
    expect((meta.jsonLd['@graph'] as Record<string, unknown>[]).some((n) => n['@type'] === 'JobPosting')).toBe(false);
    expect(meta.robots).toBe('noindex,follow');
    expect(meta.canonical).toBe(`${ORIGIN}/careers/x`);
  });
});
