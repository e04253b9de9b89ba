/**
 * The public careers pages at the edge: only open openings not past their date are listed (and in
 * the sitemap, with a JobPosting on their page); one that expires or closes leaves all three at
 * once and its address answers 410 with the "position filled" page in its language; an unknown
 * slug or a draft is the normal 404. Both languages name each other (hreflang + x-default), the
 * Spanish pages say lang="es" and fall back to the English text where the Spanish is empty, and a
 * script in an opening's Markdown never reaches the page. The pages are kept in the page cache until an
 * opening is added, changed, deleted or passes its date.
 */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../shared/schema';
import { jobOpenings } from '../../shared/schema';
import { api } from './api-helpers';

const db = drizzle(env.DB, { schema });
const IP = '198.51.100.181';
const DAY = 24 * 60 * 60 * 1000;
const future = (days: number) => new Date(Date.now() + days * DAY).toISOString();

type NewOpening = typeof jobOpenings.$inferInsert;
const opening = (slug: string, fields: Partial<NewOpening> = {}): NewOpening => ({
  slug,
  status: 'open',
  title: `Title ${slug}`,
  town: 'Ocala',
  employment_type: 'PART_TIME',
  shifts: ['evening'],
  pay_min: 15,
  pay_max: 17,
  pay_unit: 'HOUR',
  description: `Description of ${slug}.`,
  requirements: '- Reliable transport',
  benefits: '- Paid training',
  date_posted: '2026-11-01T12:00:00.000Z',
  valid_through: future(30),
  ...fields,
});

beforeAll(async () => {
  const rows: NewOpening[] = [
    opening('evening-cleaner', {
      title: 'Evening Cleaner',
      title_es: 'Limpiador(a) de noche',
      description_es: 'Limpieza de oficinas por la noche.',
      town: 'Belleview',
      shifts: ['evening', 'weekend'],
    }),
    opening('day-porter', { title: 'Day Porter', employment_type: 'FULL_TIME', shifts: ['day'], pay_min: 16, pay_max: 18 }),
    opening('about-to-expire', { valid_through: future(1) }),
    opening('long-gone', { valid_through: '2026-01-01T00:00:00.000Z', date_posted: '2025-12-01T00:00:00.000Z' }),
    opening('closed-one', { status: 'closed' }),
    opening('draft-one', { status: 'draft' }),
    opening('scripted', {
      description: 'Safe text <script>window.__pwned = 1</script> and <img src=x onerror="alert(1)"> [link](javascript:alert(1))',
    }),
  ];
  // One row a statement: D1 binds at most 100 values per query.
  for (const row of rows) await db.insert(jobOpenings).values(row);
});

async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await api(path, { headers: { 'cf-connecting-ip': IP } });
  return { status: res.status, html: await res.text() };
}

function jsonLd(html: string): Record<string, unknown>[] {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'the page has JSON-LD').not.toBeNull();
  return (JSON.parse(m![1]!) as { '@graph': Record<string, unknown>[] })['@graph'];
}

const jobPostings = (html: string) => jsonLd(html).filter((n) => n['@type'] === 'JobPosting');

const hreflangs = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], new URL(m[2]!).pathname]));

describe('the careers list', () => {
  it.each(['/careers', '/es/empleos'])('%s lists only open openings not past their date', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    const prefix = path === '/careers' ? '/careers/' : '/es/empleos/';
    for (const slug of ['evening-cleaner', 'day-porter', 'about-to-expire', 'scripted']) expect(html).toContain(`href="${prefix}${slug}"`);
    for (const slug of ['long-gone', 'closed-one', 'draft-one']) expect(html).not.toContain(slug);
  });

  it('filters by town and by shift without JavaScript (GET form)', async () => {
    const { html } = await page('/careers?town=Belleview');
    expect(html).toContain('href="/careers/evening-cleaner"');
    expect(html).not.toContain('href="/careers/day-porter"');
    const byShift = await page('/careers?shift=day');
    expect(byShift.html).toContain('href="/careers/day-porter"');
    expect(byShift.html).not.toContain('href="/careers/evening-cleaner"');
    expect(html).toMatch(/<form [^>]*action="\/careers" method="get">/);
    expect(html).toMatch(/<select name="town"/);
    expect(html).toMatch(/<button type="submit"/);
  });

  it('names both languages (hreflang + x-default), canonical per language, and lang="es" in Spanish', async () => {
    const en = await page('/careers');
    const es = await page('/es/empleos');
    const both = { en: '/careers', es: '/es/empleos', 'x-default': '/careers' };
    expect(hreflangs(en.html)).toEqual(both);
    expect(hreflangs(es.html)).toEqual(both);
    expect(en.html).toMatch(/<html lang="en"/);
    expect(es.html).toMatch(/<html lang="es"/);
    expect(es.html).toMatch(/<link rel="canonical" href="[^"]*\/es\/empleos">/);
    expect(en.html).toMatch(/<link rel="canonical" href="[^"]*\/careers">/);
    expect(es.html).toContain('Puestos disponibles');
    expect(es.html).toContain('$15–$17 por hora');
    expect(en.html).toContain('$15–$17 per hour');
  });

  it('Spanish falls back to the English text where the Spanish is empty', async () => {
    const { html } = await page('/es/empleos');
    expect(html).toContain('Limpiador(a) de noche');
    expect(html).toContain('Day Porter');
  });
});

describe('an opening page', () => {
  it('shows the opening with its JobPosting, hreflang both ways and the language switch to the same opening', async () => {
    const en = await page('/careers/evening-cleaner');
    expect(en.status).toBe(200);
    expect(en.html).toContain('Evening Cleaner');
    const [job] = jobPostings(en.html);
    expect(job).toMatchObject({ title: 'Evening Cleaner', identifier: { value: 'evening-cleaner' }, directApply: true });
    const pair = { en: '/careers/evening-cleaner', es: '/es/empleos/evening-cleaner', 'x-default': '/careers/evening-cleaner' };
    expect(hreflangs(en.html)).toEqual(pair);
    expect(en.html).toMatch(/<a [^>]*href="\/es\/empleos\/evening-cleaner"[^>]*>/);

    const es = await page('/es/empleos/evening-cleaner');
    expect(es.status).toBe(200);
    expect(es.html).toMatch(/<html lang="es"/);
    expect(hreflangs(es.html)).toEqual(pair);
    expect(es.html).toContain('Limpieza de oficinas por la noche.');
    expect(jobPostings(es.html)[0]).toMatchObject({ title: 'Limpiador(a) de noche', inLanguage: 'es' });
    expect(es.html).toMatch(/<a [^>]*href="\/careers\/evening-cleaner"[^>]*>/);
  });

  it('Spanish falls back to English fields left empty (title, description)', async () => {
    const { html } = await page('/es/empleos/day-porter');
    expect(html).toContain('Day Porter');
    expect(html).toContain('Description of day-porter.');
    expect(html).toContain('Lo que necesita');
  });

  it('a script in the Markdown never reaches the page', async () => {
    const { status, html } = await page('/careers/scripted');
    expect(status).toBe(200);
    expect(html).toContain('Safe text');
    expect(html).not.toContain('__pwned = 1</script>');
    expect(html).not.toMatch(/<script>window\.__pwned/);
    expect(html).not.toMatch(/onerror=/i);
    expect(html).not.toMatch(/href="javascript:/i);
  });

  it.each(['/careers/long-gone', '/es/empleos/long-gone', '/careers/closed-one'])('%s (closed or expired) is 410 Gone with the filled page', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(410);
    expect(jobPostings(html)).toEqual([]);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    const es = path.startsWith('/es/');
    expect(html).toContain(es ? 'Este puesto ya fue ocupado' : 'This position has been filled');
    expect(html).toContain(`href="${es ? '/es/empleos' : '/careers'}"`);
  });

  it.each(['/careers/no-such-job', '/es/empleos/no-such-job', '/careers/draft-one'])('%s is the normal 404', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(html).not.toContain('Title draft-one');
    expect(html).toContain('404');
  });
});

describe('the sitemap names each careers page in both languages', () => {
  it('gives every careers entry its English, Spanish and default twin, and other pages none', async () => {
    const xml = await api('/sitemap.xml').then((r) => r.text());
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)].map((m) => ({
      path: new URL(m[1] ?? '').pathname,
      links: [...(m[0] ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((l) => `${l[1]} ${new URL(l[2] ?? '').pathname}`),
    }));
    const linksOf = (path: string) => entries.find((e) => e.path === path)?.links;
    for (const path of ['/careers/day-porter', '/es/empleos/day-porter']) {
      expect(linksOf(path)).toEqual(['en /careers/day-porter', 'es /es/empleos/day-porter', 'x-default /careers/day-porter']);
    }
    for (const path of ['/careers', '/es/empleos']) expect(linksOf(path)).toEqual(['en /careers', 'es /es/empleos', 'x-default /careers']);
    expect(linksOf('/about')).toEqual([]);
    expect(entries.filter((e) => e.links.length > 0).every((e) => e.path.startsWith('/careers') || e.path.startsWith('/es/'))).toBe(true);
  });
});

describe('an opening that expires or closes leaves at once', () => {
  it('leaves the list, the sitemap and its JSON-LD, and its address answers 410', async () => {
    const before = await api('/sitemap.xml').then((r) => r.text());
    expect(before).toContain('/careers/day-porter</loc>');
    expect(before).toContain('/es/empleos/day-porter</loc>');
    expect(before).toContain('/careers</loc>');
    expect(before).toContain('/es/empleos</loc>');
    expect(before).not.toContain('long-gone');
    expect(before).not.toContain('closed-one');
    expect(before).not.toContain('draft-one');
    expect(before).not.toContain('thank-you');
    expect(jobPostings((await page('/careers/day-porter')).html)).toHaveLength(1);

    // Its valid-through moment passes (no status change: the read-time rule alone).
    await db
      .update(jobOpenings)
      .set({ valid_through: new Date(Date.now() - 1000).toISOString() })
      .where(eq(jobOpenings.slug, 'day-porter'));
    const after = await api('/sitemap.xml').then((r) => r.text());
    expect(after).not.toContain('day-porter');
    expect((await page('/careers')).html).not.toContain('day-porter');
    expect((await page('/es/empleos')).html).not.toContain('day-porter');
    const gone = await page('/careers/day-porter');
    expect(gone.status).toBe(410);
    expect(jobPostings(gone.html)).toEqual([]);

    // Closed by staff: the same, at once.
    await db.update(jobOpenings).set({ status: 'closed' }).where(eq(jobOpenings.slug, 'evening-cleaner'));
    expect((await page('/careers')).html).not.toContain('evening-cleaner');
    expect((await page('/es/empleos/evening-cleaner')).status).toBe(410);
    expect(await api('/sitemap.xml').then((r) => r.text())).not.toContain('evening-cleaner');
  });
});

describe('the thank-you pages', () => {
  it.each([
    ['/careers/thank-you', 'en', 'Thanks, we have your application'],
    ['/es/empleos/gracias', 'es', 'Gracias, recibimos su solicitud'],
  ])('%s thanks in its language, not indexed', async (path, lang, heading) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
    expect(html).toContain(heading);
    expect(html).toContain('(800) 470-4432');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
});

describe('the page cache', () => {
  // A row changed behind the store's back (its updated_at kept) is how a test sees a kept page.
  const retitle = (slug: string, title: string) => env.DB.prepare('UPDATE job_openings SET title = ? WHERE slug = ?').bind(title, slug).run();

  it('keeps /careers, /es/empleos and an opening page until an opening changes', async () => {
    await db.insert(jobOpenings).values(opening('cache-porter', { title: 'Cache Porter' }));
    for (const path of ['/careers', '/es/empleos', '/careers/cache-porter']) {
      const first = await (await api(path)).text();
      expect(first).toContain('Cache Porter');
      await retitle('cache-porter', 'Renamed Quietly');
      expect(await (await api(path)).text(), `${path} from the cache`).toContain('Cache Porter');
      await retitle('cache-porter', 'Cache Porter');
    }
    // A change through the store moves updated_at: every page is rendered again.
    await db.update(jobOpenings).set({ title: 'Cache Porter II', updated_at: new Date().toISOString() }).where(eq(jobOpenings.slug, 'cache-porter'));
    for (const path of ['/careers', '/es/empleos', '/careers/cache-porter']) expect(await (await api(path)).text(), path).toContain('Cache Porter II');
  });

  it('drops an opening the moment its date passes, with no write to its updated_at', async () => {
    await db.insert(jobOpenings).values(opening('cache-expiring', { title: 'Cache Expiring' }));
    expect(await (await api('/careers')).text()).toContain('Cache Expiring');
    await env.DB.prepare('UPDATE job_openings SET valid_through = ? WHERE slug = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), 'cache-expiring')
      .run();
    expect(await (await api('/careers')).text()).not.toContain('Cache Expiring');
    expect((await api('/careers/cache-expiring')).status).toBe(410);
  });

  it('drops a deleted opening', async () => {
    await db.insert(jobOpenings).values(opening('cache-deleted', { title: 'Cache Deleted' }));
    expect(await (await api('/careers')).text()).toContain('Cache Deleted');
    await db.delete(jobOpenings).where(eq(jobOpenings.slug, 'cache-deleted'));
    expect(await (await api('/careers')).text()).not.toContain('Cache Deleted');
    expect((await api('/careers/cache-deleted')).status).toBe(404);
  });
});
