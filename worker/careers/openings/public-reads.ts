/**
 * What the public careers pages read (the list, one opening by slug, the sitemap): a second store
 * module beside store.ts, which holds the staff's writes. An opening is public while its status is
 * `open` and its valid-through moment has not passed, decided at read time like a scheduled post,
 * so an opening leaves the list, the sitemap and its JSON-LD the moment it expires, with no write.
 * Each opening is read in the page's language (an empty Spanish field falls back to the English)
 * and its Markdown becomes HTML here, always through the allow-list sanitizer (shared/sanitize/sanitize.ts).
 */
import { Marked } from 'marked';
import type { Locale, PublicOpening } from '../../../shared/careers/careers';
import type { jobOpenings } from '../../../shared/schema';
import { sanitizeArticleHtml } from '../../../shared/sanitize/sanitize';
import type { Db } from '../../env';

type OpeningRow = typeof jobOpenings.$inferSelect;

/**
 * Open and not past its valid-through moment, at `now` (ISO 8601, as the column holds it). Written
 * with the operators drizzle's query API hands in (values bound, never spliced), which keeps this
 * file to the query API alone.
 */
const isPublic =
  (now: string): PublicFilter =>
  (t, { and, eq, gt, isNull, or }) =>
    and(eq(t.status, 'open'), or(isNull(t.valid_through), gt(t.valid_through, now)));

type PublicFilter = NonNullable<NonNullable<Parameters<Db['query']['jobOpenings']['findMany']>[0]>['where']>;

/** The page's h1 is the title and its sections are h2: a heading written in the Markdown starts at h3. */
const markdown = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(depth + 2, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/** Staff Markdown as markup a visitor may be shown: whatever marked passes through, the sanitizer has the last word. */
export function openingMarkdownHtml(source: string): string {
  if (!source.trim()) return '';
  return sanitizeArticleHtml(markdown.parse(source, { async: false }));
}

/** The Spanish text where staff wrote one, else the English. */
const pick = (english: string, spanish: string, locale: Locale) => (locale === 'es' && spanish.trim() ? spanish : english);

export function toPublicOpening(row: OpeningRow, locale: Locale): PublicOpening {
  return {
    slug: row.slug,
    title: pick(row.title, row.title_es, locale),
    town: row.town,
    employment_type: row.employment_type,
    shifts: Array.isArray(row.shifts) ? row.shifts : [],
    pay_min: row.pay_min,
    pay_max: row.pay_max,
    pay_unit: row.pay_unit,
    description: openingMarkdownHtml(pick(row.description, row.description_es, locale)),
    requirements: openingMarkdownHtml(pick(row.requirements, row.requirements_es, locale)),
    benefits: openingMarkdownHtml(pick(row.benefits, row.benefits_es, locale)),
    date_posted: row.date_posted,
    valid_through: row.valid_through,
  };
}

/** The open openings, newest first, in the page's language. */
export async function listPublicOpenings(db: Db, locale: Locale, now = new Date()): Promise<PublicOpening[]> {
  const rows = await db.query.jobOpenings.findMany({
    where: isPublic(now.toISOString()),
    orderBy: (t, { asc, desc }) => [desc(t.date_posted), asc(t.id)],
  });
  return rows.map((row) => toPublicOpening(row, locale));
}

/**
 * One opening by slug: `open` with its text; `filled` when it is closed or past its date (its
 * address answers 410); null when there is none, or it is a draft (never public: the normal 404).
 */
export async function findPublicOpening(
  db: Db,
  slug: string,
  locale: Locale,
  now = new Date(),
): Promise<{ state: 'open'; opening: PublicOpening } | { state: 'filled' } | null> {
  const row = await db.query.jobOpenings.findFirst({ where: (t, { eq }) => eq(t.slug, slug) });
  if (!row || row.status === 'draft') return null;
  const expired = row.valid_through !== null && row.valid_through <= now.toISOString();
  if (row.status !== 'open' || expired) return { state: 'filled' };
  return { state: 'open', opening: toPublicOpening(row, locale) };
}

/** The sitemap's openings: slug and last change of each open one. */
export async function listOpeningsForSitemap(db: Db, now = new Date()): Promise<{ slug: string; updated_at: string }[]> {
  return db.query.jobOpenings.findMany({
    columns: { slug: true, updated_at: true },
    where: isPublic(now.toISOString()),
    orderBy: (t, { desc }) => [desc(t.date_posted)],
  });
}

/**
 * A fingerprint of what the careers pages show, for the page cache's key (as postsVersion is for
 * the blog): how many openings there are and their newest change (any write shows), and how many
 * are public now (an opening whose valid-through moment passes changes it with no write at all).
 * Openings are few; their three short columns are read whole.
 */
export async function openingsVersion(db: Db, now = new Date()): Promise<string> {
  const rows = await db.query.jobOpenings.findMany({ columns: { status: true, valid_through: true, updated_at: true } });
  const at = now.toISOString();
  const newest =
    rows
      .map((r) => r.updated_at)
      .sort()
      .at(-1) ?? '';
  const open = rows.filter((r) => r.status === 'open' && (r.valid_through === null || r.valid_through > at)).length;
  return `openings-${rows.length}-${newest}-${open}`;
}
