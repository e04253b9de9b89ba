/**
 * Every page of the route manifest in Chromium, at phone and desktop width:
 * 200, one visible h1, no console or page errors, zero axe violations
 * (WCAG 2.2 A/AA). Plus the 404 page and the home page's visible FAQ.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { STATIC_ROUTES } from '../../shared/route-copy.ts';
import { FAQ } from '../../content/proof.ts';

/** The fixed lists of the service and industry template (docs/decisions.md P3), spelled out here on purpose. */
const INCLUDED = [
  'Deep Cleaning & Sanitization',
  'High-Touch Surface Disinfection',
  'Floor Care & Maintenance',
  'Restroom Cleaning',
  'Trash Removal & Recycling',
  'Window & Glass Cleaning',
];
const WHY_REST = ['Eco-Friendly Products', 'Flexible Scheduling', 'Fully Insured & Bonded', '24/7 Emergency Service', 'Quality Guarantee'];
import { axeViolations, launchBrowser, openPage, VIEWPORTS } from './browser.mjs';
import { hydrated } from './marketing-support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/**
 * Checks one route: loaded at desktop width (status, one visible h1, title,
 * errors, axe), then resized to phone width (visible h1, axe again).
 * Resizing instead of reloading halves the run time; layout comes from CSS.
 */
async function checkRoute(page, errors, route) {
  const failures = [];
  errors.length = 0;
  await page.setViewportSize(VIEWPORTS.desktop);
  const res = await page.goto(route.path);
  await hydrated(page);
  if (res.status() !== 200) failures.push(`status ${res.status()}`);
  const h1s = page.locator('h1');
  if ((await h1s.count()) !== 1) failures.push(`${await h1s.count()} h1 elements`);
  else if (!(await h1s.isVisible())) failures.push('h1 not visible at desktop width');
  else if (!(await h1s.innerText()).trim()) failures.push('empty h1');
  if ((await page.title()) !== route.title) failures.push(`title ${await page.title()}`);
  for (const v of await axeViolations(page)) failures.push(`desktop axe ${v}`);
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  if ((await h1s.count()) === 1 && !(await h1s.isVisible())) failures.push('h1 not visible at mobile width');
  for (const v of await axeViolations(page)) failures.push(`mobile axe ${v}`);
  for (const e of errors) failures.push(e);
  return failures.map((f) => `${route.path}: ${f}`);
}

test('every route at 390 and 1280 px: 200, one h1, no errors, no axe violations', async () => {
  // Two pages share the route list; one browser, one context.
  const { page, context, errors } = await openPage(browser, { reducedMotion: 'reduce' });
  const second = await context.newPage();
  const secondErrors = [];
  second.on('pageerror', (err) => secondErrors.push(`pageerror: ${err.message}`));
  second.on('console', (msg) => msg.type() === 'error' && secondErrors.push(`console: ${msg.text()} ${msg.location().url}`));
  const queue = [...STATIC_ROUTES];
  const failures = [];
  const worker = async (p, errs) => {
    for (let route = queue.shift(); route; route = queue.shift()) failures.push(...(await checkRoute(p, errs, route)));
  };
  await Promise.all([worker(page, errors), worker(second, secondErrors)]);
  await context.close();
  assert.deepEqual(failures, []);
});

test('unknown path: HTTP 404, the 404 page, a way home, and the path logged', async () => {
  for (const viewport of Object.values(VIEWPORTS)) {
    const { page, context, errors } = await openPage(browser, { viewport });
    const res = await page.goto('/no-such-page/anywhere', { waitUntil: 'networkidle' });
    assert.equal(res.status(), 404);
    await hydrated(page);
    assert.equal((await page.locator('h1').innerText()).trim(), '404');
    await page.getByText('Oops! Page not found').waitFor();
    const home = page.getByRole('link', { name: 'Return to Home' });
    assert.equal(await home.getAttribute('href'), '/');
    assert.equal(await page.locator('meta[name=robots]').getAttribute('content'), 'noindex,follow');
    assert.ok(
      errors.some((e) => e.includes('404 Error: User attempted to access non-existent route: /no-such-page/anywhere')),
      errors.join('\n'),
    );
    // Besides the document's own 404 and the logged path, nothing else went wrong.
    assert.deepEqual(
      errors.filter((e) => !/status of 404|404 Error: User attempted/.test(e)),
      [],
    );
    assert.deepEqual(await axeViolations(page), []);
    await home.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('h1', { hasText: 'Commercial & Office Cleaning Services in Ocala, FL' }).waitFor();
    await context.close();
  }
});

test('home shows the FAQ questions and answers that its FAQPage JSON-LD carries', async () => {
  const { page, context } = await openPage(browser);
  await page.goto('/');
  const ld = JSON.parse(await page.locator('script[type="application/ld+json"]').textContent());
  const faq = ld['@graph'].find((n) => n['@type'] === 'FAQPage');
  const section = page.locator('#faq');
  assert.deepEqual(
    faq.mainEntity.map((q) => [q.name, q.acceptedAnswer.text]),
    FAQ.map((f) => [f.question, f.answer]),
  );
  for (const q of faq.mainEntity) {
    assert.ok(await section.getByText(q.name, { exact: true }).isVisible(), q.name);
    assert.ok(await section.getByText(q.acceptedAnswer.text, { exact: true }).isVisible(), q.acceptedAnswer.text);
  }
  await context.close();
});

test('home sections come in their fixed order and carry their anchors', async () => {
  const { page, context } = await openPage(browser);
  await page.goto('/');
  // A section below the hero sits in its island's frame (web/src/app/island.tsx).
  const order = await page
    .locator('main > section, main > [data-island] > section')
    .evaluateAll((els) => els.map((el) => el.id || el.querySelector('h1, h2')?.textContent?.trim()));
  const expected = [
    'Commercial & Office Cleaning Services in Ocala, FL',
    'Trusted by Leading Businesses',
    'Why Work With Oakbright',
    'services',
    'See exactly what your building needs, at no cost',
    'industries',
    'about',
    'technology',
    'testimonials',
    'Pick a time for your free walkthrough',
    'faq',
    'contact',
  ];
  assert.deepEqual(order, expected);
  // The hero image is the LCP candidate: in the server HTML, eager, high priority, sized.
  const hero = page.locator('img[src="/images/home/hero.svg"]');
  assert.equal(await hero.getAttribute('fetchpriority'), 'high');
  assert.equal(await hero.getAttribute('loading'), null);
  assert.equal(await hero.getAttribute('width'), '800');
  assert.equal(await hero.getAttribute('height'), '600');
  // Everything else waits until it is needed.
  const others = await page
    .locator('main img:not([src="/images/home/hero.svg"])')
    .evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('src'), i.getAttribute('loading'), i.getAttribute('width'), i.getAttribute('height')]));
  assert.ok(others.length > 10);
  for (const [src, loading, w, h] of others) {
    assert.equal(loading, 'lazy', `${src} lazy`);
    assert.ok(w && h, `${src} has width and height`);
  }
  // Industries grid: eight cards, each to its /who-we-clean page.
  const industryLinks = await page.locator('#industries li h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.equal(industryLinks.length, 8);
  for (const href of industryLinks) assert.match(href, /^\/who-we-clean\/[a-z-]+$/);
  // Hero buttons: the audit goes to /schedule, the quote to the contact section.
  const heroSection = page.locator('main > section').first();
  assert.equal(await heroSection.getByRole('link', { name: /Get Your Free Cleaning Audit/ }).getAttribute('href'), '/schedule');
  assert.equal(await heroSection.getByRole('link', { name: 'Request a Quote' }).getAttribute('href'), '#contact');
  await context.close();
});

test('every service and industry page follows the shared template: its own copy and highlights, the six included services, the six reasons', async () => {
  const { INDUSTRIES, SERVICES } = await import('../../content/routes.ts');
  // Node reads the copy files directly (their only import is a type).
  const TOPICS = Object.fromEntries(
    await Promise.all([...SERVICES, ...INDUSTRIES].map(async (t) => [t.slug, (await import(`../../content/topics/${t.slug}.ts`)).default])),
  );
  // The server HTML is the page (docs/decisions.md D2): read it without running scripts.
  const context = await browser.newContext({
    viewport: VIEWPORTS.desktop,
    javaScriptEnabled: false,
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8787',
  });
  // Structure only: images and fonts are not needed (and are checked elsewhere).
  await context.route(/\.(svg|woff2|png)$/, (route) => route.abort());
  const page = await context.newPage();
  const bodies = new Set();
  for (const [, list, prefix, crumb] of [
    ['service', SERVICES, '/services/', 'Services'],
    ['industry', INDUSTRIES, '/who-we-clean/', 'Industries'],
  ]) {
    for (const topic of list) {
      const path = `${prefix}${topic.slug}`;
      const content = TOPICS[topic.slug];
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // One round trip per page: read the template's parts, then check them here.
      const t = await page.evaluate((slug) => {
        const q = (sel, root = document) => root.querySelector(sel);
        const all = (sel, root = document) => [...root.querySelectorAll(sel)];
        const text = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
        const main = q('main');
        const linkTo = (re, root = main) =>
          all('a', root)
            .find((a) => re.test(text(a)))
            ?.getAttribute('href') ?? null;
        const img = q(`img[src="/images/topics/${slug}.svg"]`, main);
        const more = q('section[aria-labelledby="more-title"]');
        const closing = q('section[aria-labelledby="closing-title"]');
        return {
          crumbs: all('nav[aria-label="Breadcrumb"] li').map(text),
          badge: main.textContent.includes('Trusted by 100+ Businesses in Ocala'),
          h1: text(q('h1')),
          audit: linkTo(/^Get Your Free Cleaning Audit/),
          quote: linkTo(/^Request a Quote$/),
          plan: linkTo(/^Request a Service Plan/),
          img: img && { alt: img.getAttribute('alt'), width: img.getAttribute('width'), height: img.getAttribute('height') },
          paragraphs: all('section[aria-labelledby="overview-title"] p').map(text),
          highlights: all('section[aria-labelledby="highlights-title"] li').map(text),
          included: all('section[aria-labelledby="included-title"] li').map((li) => [text(q('h3', li)), text(q('p', li))]),
          why: all('section[aria-labelledby="why-title"] li h3').map(text),
          whyTitle: text(q('#why-title')),
          industries: all('section[aria-labelledby="industries-title"] a').length,
          crossSell: more
            ? all('a', more)
                .filter((a) => /^Get .* Quote$/.test(text(a)))
                .map((a) => [text(a), a.getAttribute('href')])
            : null,
          call: closing && linkTo(/^Call /, closing),
          audit2: closing && linkTo(/^Schedule Free Audit$/, closing),
        };
      }, topic.slug);

      assert.deepEqual(t.crumbs, ['Home', crumb, topic.name], path);
      assert.ok(t.badge, `${path} badge`);
      assert.equal(t.h1, content.h1Title, `${path} h1`);
      assert.equal(t.audit, '/schedule');
      assert.equal(t.quote, '/contact');
      assert.equal(t.plan, '/contact');
      assert.deepEqual(t.img, { alt: content.imageAlt, width: '800', height: '600' }, `${path} image`);

      assert.ok(t.paragraphs.length >= 3, `${path}: at least three paragraphs of copy`);
      const body = t.paragraphs.join(' ');
      assert.ok(!bodies.has(body), `${path}: its own copy`);
      bodies.add(body);
      assert.doesNotMatch(body + content.h1Title + content.imageAlt, /STUB|lorem|TODO/i);

      // 'What's Included' is the same six services everywhere, each with a sentence (docs/decisions.md P3).
      assert.deepEqual(
        t.included.map(([label]) => label),
        INCLUDED,
        `${path}: What's Included`,
      );
      for (const [label, sentence] of t.included) assert.ok(sentence.length > 20, `${path}: ${label} has its sentence`);
      // The page's own four points keep a section of their own.
      assert.deepEqual(t.highlights, [...content.highlights], `${path}: highlights`);
      const outdoor = ['power-washing', 'landscaping'].includes(topic.slug);
      assert.deepEqual(t.why, [outdoor ? 'Commercial-Grade Equipment' : 'EPA-Approved Disinfectants', ...WHY_REST], `${path}: Why Choose`);
      assert.equal(t.whyTitle, 'Why Choose Oakbright');

      if (content.showIndustries) {
        assert.ok(t.industries >= 15, `${path}: industries`);
        assert.equal(t.crossSell, null);
      } else {
        assert.equal(t.crossSell.length, 2, `${path}: two cross-sell cards`);
        for (const [, href] of t.crossSell) assert.equal(href, '/contact');
        if (!['power-washing', 'landscaping'].includes(topic.slug)) {
          assert.deepEqual(
            t.crossSell.map(([label]) => label),
            ['Get Power Washing Quote', 'Get Landscaping Quote'],
          );
        }
      }
      assert.equal(t.call, 'tel:+18004704432');
      assert.equal(t.audit2, '/schedule');
    }
  }
  await context.close();
});
