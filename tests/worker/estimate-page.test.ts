/**
 * /estimate at the edge, as a visitor without JavaScript gets it: a GET form whose answer is in the
 * first HTML (the monthly range from the rate table, or the walkthrough offer for a type priced on
 * site), bad answers shown beside their fields with a summary and nothing typed lost, and the next
 * steps carrying the answers and the estimate. With a query the page is worked out for each request
 * (never kept in the page cache), so a change to the rate table shows at once. The estimate line
 * the lead form sends hidden is stored with the lead, in the staff email and on the staff screen.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_FORM } from '../../shared/leads/lead';
import { samplePricingSql } from '../../seed/pricing';
import { leadSections } from '../../web/src/staff/leads/lead-sections';
import { leadEmailText } from '../../worker/leads/emails/staff-alert';
import worker from '../../worker/index';
import { brokenDb } from './broken-db-helpers';
import { leadById, sendLead, withEnv } from './leads-helpers';

beforeAll(async () => {
  await env.DB.batch(['DELETE FROM pricing_rates', 'DELETE FROM pricing_visit_factors', ...samplePricingSql().split('\n')].map((q) => env.DB.prepare(q)));
});

const OFFICE = 'facility_type=business-offices&square_feet=10%2C000&visits_per_week=5';
const LINE = '$1,590–$2,150 a month: Business Offices, 10,000 sq ft, 5 visits a week';

async function page(query: string) {
  const res = await SELF.fetch(`http://localhost/estimate${query ? `?${query}` : ''}`, { headers: { 'cf-connecting-ip': '198.51.100.90' } });
  return { status: res.status, html: await res.text() };
}

/** Markup as text: tags gone, entities read, spaces single. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** The page's form, as markup. */
const form = (html: string) => /<form\b[^>]*action="\/estimate[^"]*"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('/estimate without JavaScript', () => {
  it('is a plain GET form to itself with the three questions, indexable and in the sitemap', async () => {
    const { status, html } = await page('');
    expect(status).toBe(200);
    const f = form(html);
    expect(f).toMatch(/method="get"/);
    for (const name of ['facility_type', 'square_feet', 'visits_per_week']) expect(f).toContain(`name="${name}"`);
    expect(f).not.toMatch(/name="(email|phone|name)"/);
    expect(html).toContain('<meta name="robots" content="index,follow">');
    expect(text(html)).not.toContain('Your ballpark estimate');
    const sitemap = await (await SELF.fetch('http://localhost/sitemap.xml')).text();
    expect(sitemap).toContain('/estimate</loc>');
  });

  it('answers in the first HTML: the range a month, how it is worked out, and the next steps carrying the answers', async () => {
    const { status, html } = await page(OFFICE);
    expect(status).toBe(200);
    const words = text(html);
    expect(words).toContain('Your ballpark estimate $1,590 – $2,150 a month');
    expect(words).toContain('Business Offices, 10,000 sq ft, 5 visits a week: about 2.9 labour hours a visit.');
    expect(words).toContain('A free walkthrough');
    expect(words).toMatch(/How we work out the estimate.*Hours a visit.*Visits in a month.*Supplies/);
    // The answers stay in the form, as typed.
    const f = form(html);
    expect(f).toMatch(/<option value="business-offices" selected="">/);
    expect(f).toContain('value="10,000"');
    expect(f).toMatch(/<option value="5" selected="">/);
    // Announced to screen readers.
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*>Ballpark estimate: \$1,590 – \$2,150 a month, for Business Offices/);
    const steps = hrefs(html).filter((h) => /^\/(schedule|contact)\?facility_type=/.test(h));
    expect(steps).toHaveLength(2);
    for (const href of steps) {
      const query = new URL(href, 'http://localhost').searchParams;
      expect(Object.fromEntries(query)).toEqual({ facility_type: 'business-offices', square_feet: '10000', visits_per_week: '5', estimate: LINE });
    }
    expect(words).toContain('Book a free walkthrough');
    expect(words).toContain('Request a proposal');
  });

  it('offers the walkthrough instead of a number for a type priced on site', async () => {
    const { html } = await page('facility_type=medical-facilities&square_feet=20000&visits_per_week=3');
    const words = text(html);
    expect(words).toContain('We price medical facilities on site');
    expect(words).not.toMatch(/Your ballpark estimate|\$\d/);
    expect(words).toContain('Book a free walkthrough');
    const contact = hrefs(html).find((h) => h.startsWith('/contact?facility_type='))!;
    expect(new URL(contact, 'http://localhost').searchParams.get('estimate')).toBe(
      'Priced at a walkthrough: Medical Facilities, 20,000 sq ft, 3 visits a week',
    );
  });

  it('shows each bad answer beside its field and in a summary, keeping what was typed', async () => {
    const { status, html } = await page('facility_type=disinfecting-services&square_feet=12&visits_per_week=9');
    expect(status).toBe(200);
    const f = form(html);
    expect(text(f)).toContain('Please check 3 answers:');
    expect(f.match(/aria-invalid="true"/g)).toHaveLength(3);
    expect(f).toContain('value="12"');
    for (const message of [
      'Please choose the type of facility.',
      'Please give the building’s size in square feet, from 500 to 1,000,000.',
      'Please choose how many visits a week, from 1 to 7.',
    ]) {
      // Once in the summary (a link to its field), once beside the field.
      expect(text(f).split(message).length - 1, message).toBe(2);
    }
    expect(f).toContain('href="#estimate-square_feet"');
    // The view goes to the form after sending (its action's fragment).
    expect(f).toMatch(/<form[^>]*id="estimate-answer"/);
    expect(text(html)).not.toContain('Your ballpark estimate');
  });

  it('asks only for what is missing when part of the answers is given', async () => {
    const { html } = await page('facility_type=restaurants');
    const f = form(html);
    expect(f).toMatch(/<option value="restaurants" selected="">/);
    expect(text(f)).toContain('Please check 2 answers:');
  });

  it('says so, with the phone, when the rate table cannot be read, keeping the answers', async () => {
    const res = await worker.request(`/estimate?${OFFICE}`, {}, withEnv({ DB: brokenDb }));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(text(html)).toContain('The estimate is not available just now');
    expect(html).toContain('href="tel:');
    expect(form(html)).toContain('value="10,000"');
    expect(text(html)).not.toContain('Your ballpark estimate');
  });

  it('is worked out for each request, never kept: a change to the rate table shows at once', async () => {
    expect(text((await page(OFFICE)).html)).toContain('$1,590 – $2,150');
    await env.DB.prepare("UPDATE pricing_rates SET sqft_per_hour = 2500 WHERE facility_type = 'business-offices'").run();
    try {
      expect(text((await page(OFFICE)).html)).toContain('$2,230 – $3,010');
    } finally {
      await env.DB.prepare("UPDATE pricing_rates SET sqft_per_hour = 3500 WHERE facility_type = 'business-offices'").run();
    }
    expect(text((await page(OFFICE)).html)).toContain('$1,590 – $2,150');
  });
});

describe('the lead forms the next steps lead to', () => {
  const carried = new URLSearchParams({ facility_type: 'business-offices', square_feet: '10000', visits_per_week: '5', estimate: LINE }).toString();
  const leadForm = (html: string) => /<form\b[^>]*action="\/api\/(leads|bookings)[^"]*"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';

  it('/contact fills in the type of facility, the approximate size and how often, and sends the estimate hidden', async () => {
    const f = leadForm(await (await SELF.fetch(`http://localhost/contact?${carried}`)).text());
    expect(f).toMatch(/<option value="business-offices" selected="">/);
    expect(f).toMatch(/<option value="5k-15k" selected="">/);
    expect(f).toMatch(/<option value="daily" selected="">/);
    expect(f).toContain(`<input type="hidden" name="estimate" value="${LINE}"/>`);
    expect(text(f)).toContain(`Your instant estimate goes with your request: ${LINE}.`);
  });

  it('/schedule fills in the building and sends the estimate hidden; without an estimate nothing is filled in or sent', async () => {
    const f = leadForm(await (await SELF.fetch(`http://localhost/schedule?${carried}`)).text());
    expect(f).toMatch(/<option value="business-offices" selected="">/);
    expect(f).toMatch(/<option value="5k-15k" selected="">/);
    expect(f).toContain(`<input type="hidden" name="estimate" value="${LINE}"/>`);
    const plain = leadForm(await (await SELF.fetch('http://localhost/schedule')).text());
    expect(plain).not.toContain('name="estimate"');
    expect(plain).not.toMatch(/<option value="[^"]+" selected="">/);
  });
});

describe('the estimate carried onto the lead', () => {
  it('is kept with the lead, quoted in the staff email and listed on the staff screen', async () => {
    const res = await sendLead('quote', { email: 'estimate-carried@example.com', estimate: LINE, page: '/contact' }, { ip: '198.51.100.91' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const lead = await leadById(id);
    expect(lead.estimate).toBe(LINE);
    // The visitor's address carried it: it is quoted among what the visitor sent, not among the facts.
    expect(leadEmailText(lead)).toContain(`> Instant estimate seen: ${LINE}`);
    const request = leadSections(lead as unknown as Record<string, unknown>, LEAD_FORM).find((s) => s.group === 'facility')!;
    expect(request.rows.find((r) => r.field.name === 'estimate')?.text).toBe(LINE);
  });

  it('is optional, one line of at most 200 characters', async () => {
    const none = await sendLead('quote', { email: 'estimate-none@example.com' }, { ip: '198.51.100.92' });
    expect(none.status).toBe(201);
    expect((await leadById(((await none.json()) as { id: string }).id)).estimate).toBe('');
    const long = await sendLead('quote', { email: 'estimate-long@example.com', estimate: 'x'.repeat(201) }, { ip: '198.51.100.93' });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { fields: Record<string, string> }).fields).toHaveProperty('estimate');
  });

  it('is kept, with every answer, when a form sent without JavaScript comes back to be fixed', async () => {
    const res = await sendLead('quote', { name: '', estimate: LINE }, { ip: '198.51.100.94', via: 'form' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(`<input type="hidden" name="estimate" value="${LINE}"/>`);
  });
});
