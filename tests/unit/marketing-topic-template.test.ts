/** The shared service/industry template: intro sentence, body paragraphs, the two lists of six, cross-sells, and the copy it is fed. */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { INDUSTRIES, SERVICES } from '../../content/routes';
import type { TopicContent } from '../../content/topic-content';
import { INCLUDED_DEFAULT_TEXT, INCLUDED_SERVICES } from '../../content/included-services';
import { matchRoute } from '../../shared/routes';
import { resolvePage } from '../../web/src/app/pages';
import { bodyParagraphs, topicIntro } from '../../web/src/features/marketing/topic-template';
import { crossSellFor, includedItems, whyChooseItems } from '../../web/src/features/marketing/topic-lists';
import { HOME_INDUSTRIES } from '../../web/src/features/marketing/industries-grid';
import { INDUSTRY_ICONS } from '../../web/src/features/marketing/topic-icons';

describe('topicIntro', () => {
  it('builds the service intro from the service name', () => {
    expect(topicIntro('service', 'floor-care', 'Floor Care')).toMatch(
      /^Oakbright provides professional floor care for businesses across Ocala and Marion County/,
    );
  });

  it('names the audience on industry pages', () => {
    expect(topicIntro('industry', 'medical-facilities', 'Medical Facilities')).toContain('commercial cleaning for medical facilities across Ocala');
    expect(topicIntro('industry', 'banks-financial', 'Banks & Financial Institutions')).toContain('for banks & financial institutions');
  });

  it('reads naturally where the name is not an audience', () => {
    expect(topicIntro('industry', 'property-management', 'Property Management')).toContain('for property managers');
    expect(topicIntro('industry', 'other-industries', 'Other Industries')).not.toContain('for other industries');
    // Pages under /who-we-clean that are really services use the service wording.
    expect(topicIntro('industry', 'disinfecting-services', 'Disinfecting Services')).toContain('professional disinfecting services for businesses');
  });

  it('gives every page of the manifest its own sentence', () => {
    const all = [...SERVICES.map((s) => topicIntro('service', s.slug, s.name)), ...INDUSTRIES.map((s) => topicIntro('industry', s.slug, s.name))];
    expect(new Set(all).size).toBe(all.length);
    for (const sentence of all) expect(sentence).toMatch(/\.$/);
  });
});

describe('bodyParagraphs', () => {
  it('splits on blank lines and tidies whitespace', () => {
    expect(bodyParagraphs('First line\ncontinues.\n\n  Second.  \n\n\n\nThird.')).toEqual(['First line continues.', 'Second.', 'Third.']);
  });

  it('accepts Windows line endings and blank lines with spaces', () => {
    expect(bodyParagraphs('One.\r\n\r\nTwo.\n   \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('drops empty input', () => {
    expect(bodyParagraphs('')).toEqual([]);
    expect(bodyParagraphs('\n\n')).toEqual([]);
  });
});

describe('the lists of six', () => {
  it("'What's Included' is the same six services on every page, in their fixed order", () => {
    expect(INCLUDED_SERVICES).toEqual([
      'Deep Cleaning & Sanitization',
      'High-Touch Surface Disinfection',
      'Floor Care & Maintenance',
      'Restroom Cleaning',
      'Trash Removal & Recycling',
      'Window & Glass Cleaning',
    ]);
    const plain = includedItems({});
    expect(plain.map((i) => i.title)).toEqual([...INCLUDED_SERVICES]);
    expect(plain.map((i) => i.text)).toEqual(INCLUDED_SERVICES.map((s) => INCLUDED_DEFAULT_TEXT[s]));
  });

  it("a page's own sentence replaces the default one, never the label or the order", () => {
    const items = includedItems({ included: { 'Restroom Cleaning': 'Ours.' } });
    expect(items.map((i) => i.title)).toEqual([...INCLUDED_SERVICES]);
    expect(items[3]).toEqual({ title: 'Restroom Cleaning', text: 'Ours.' });
    expect(items[0]!.text).toBe(INCLUDED_DEFAULT_TEXT['Deep Cleaning & Sanitization']);
  });

  it("'Why Choose' lists the template's six, with equipment instead of disinfectants outdoors", () => {
    const indoor = whyChooseItems('janitorial-services').map((i) => i.title);
    expect(indoor).toEqual([
      'EPA-Approved Disinfectants',
      'Eco-Friendly Products',
      'Flexible Scheduling',
      'Fully Insured & Bonded',
      '24/7 Emergency Service',
      'Quality Guarantee',
    ]);
    for (const slug of ['power-washing', 'landscaping']) {
      const outdoor = whyChooseItems(slug).map((i) => i.title);
      expect(outdoor).toHaveLength(6);
      expect(outdoor[0]).toBe('Commercial-Grade Equipment');
      expect(outdoor.slice(1)).toEqual(indoor.slice(1));
    }
    for (const item of whyChooseItems('restaurants')) expect(item.text.length).toBeGreaterThan(20);
  });
});

describe('crossSellFor', () => {
  it('offers power washing and landscaping with six points and their quote buttons', () => {
    const cards = crossSellFor('medical-facilities');
    expect(cards.map((c) => c.cta)).toEqual(['Get Power Washing Quote', 'Get Landscaping Quote']);
    for (const c of cards) expect(c.points).toHaveLength(6);
  });

  it("never cross-sells the page's own service", () => {
    expect(crossSellFor('power-washing').map((c) => c.slug)).toEqual(['landscaping', 'window-cleaning']);
    expect(crossSellFor('landscaping').map((c) => c.slug)).toEqual(['power-washing', 'window-cleaning']);
  });

  it('links each card to a real service page', () => {
    const paths = new Set(SERVICES.map((s) => `/services/${s.slug}`));
    for (const slug of ['power-washing', 'landscaping', 'window-cleaning']) for (const c of crossSellFor(slug)) expect(paths.has(c.href)).toBe(true);
  });
});

describe('what the template is fed', () => {
  const slugs = [...SERVICES, ...INDUSTRIES].map((t) => t.slug);

  it('has a copy file for every topic route, and nothing else', () => {
    const files = readdirSync(path.resolve(import.meta.dirname, '../../content/topics')).map((f) => f.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...slugs].sort());
  });

  it.each(slugs)('%s resolves to the topic page with its copy: a title, body, image text and four highlights', async (slug) => {
    const route = [...SERVICES.map((s) => `/services/${s.slug}`), ...INDUSTRIES.map((s) => `/who-we-clean/${s.slug}`)].find((p) => p.endsWith(`/${slug}`))!;
    const { props } = await resolvePage(matchRoute(route));
    const c = props.content as TopicContent;
    expect(props.slug).toBe(slug);
    expect(c.h1Title.length).toBeGreaterThan(0);
    expect(bodyParagraphs(c.body).length).toBeGreaterThan(0);
    expect(c.imageAlt.length).toBeGreaterThan(0);
    expect(c.highlights).toHaveLength(4);
    expect(new Set(c.highlights).size).toBe(4);
    // Its own 'What's Included' sentences name only the six services, each a short sentence.
    for (const [label, text] of Object.entries(c.included ?? {})) {
      expect(INCLUDED_SERVICES, label).toContain(label);
      expect(text).toMatch(/^[A-Z].{20,110}\.$/);
    }
    expect(includedItems(c).map((i) => i.title)).toEqual([...INCLUDED_SERVICES]);
  });

  it('the home industries grid shows eight real industry pages, each with an icon', () => {
    const known = new Set(INDUSTRIES.map((i) => i.slug));
    expect(HOME_INDUSTRIES).toHaveLength(8);
    for (const card of HOME_INDUSTRIES) {
      expect(known.has(card.slug)).toBe(true);
      expect(card.description.length).toBeGreaterThan(40);
    }
    // An industry without an icon of its own shows the generic building; no icon may outlive its page.
    for (const slug of Object.keys(INDUSTRY_ICONS)) expect(known.has(slug), slug).toBe(true);
  });
});
