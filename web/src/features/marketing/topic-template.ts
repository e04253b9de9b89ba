/**
 * The shared parts of the service and industry template's first screen (docs/decisions.md P3):
 * the intro sentence built from the topic's name, and the body's paragraphs. The lists further
 * down are in topic-lists.ts, which loads with the sections that show them. Pure, so it is unit-tested.
 */
import { withPromises } from '../../../../content/promises';
import { SITE } from '../../../../content/site';
import { INDUSTRY_LINKS } from '../../../../shared/routes';

export type TopicKind = 'service' | 'industry';

/** Pages under /who-we-clean that describe a service rather than a kind of building. */
const SERVICE_LIKE = new Set(INDUSTRY_LINKS.filter((i) => i.serviceLike).map((i) => i.slug));

/** Names that do not read well as 'for {name}' once lower-cased. */
const AUDIENCE: Readonly<Record<string, string>> = {
  'industrial-manufacturing': 'industrial and manufacturing facilities',
  'property-management': 'property managers and the buildings they run',
  'other-industries': 'every kind of business, from equestrian centers to event venues',
  'business-offices': 'business offices',
};

/** 'Banks & Financial Institutions' -> 'banks & financial institutions'. */
function lower(name: string): string {
  return name.toLowerCase();
}

/** The hero's intro sentence, built from the topic's name. */
export function topicIntro(kind: TopicKind, slug: string, name: string): string {
  if (kind === 'service' || SERVICE_LIKE.has(slug)) {
    return `${SITE.shortName} provides professional ${lower(name)} for businesses across Ocala and Marion County, delivered by insured, background-checked crews on a schedule that suits your hours.`;
  }
  const audience = AUDIENCE[slug] ?? lower(name);
  return `${SITE.shortName} provides professional commercial cleaning for ${audience} across Ocala and Marion County, with trained crews, a written checklist and a schedule built around your hours.`;
}

/** Body copy split into paragraphs on blank lines (docs/decisions.md P3), its promises filled in (`{proposal}`). */
export function bodyParagraphs(body: string): string[] {
  return withPromises(body)
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
