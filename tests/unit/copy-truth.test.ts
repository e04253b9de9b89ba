/**
 * The copy stays true: the 'Insights Overview' sets never contradict the company's own figures
 * (content/site.ts STATS, SATISFACTION, CLAIMS), and no page, post or piece of content promises
 * a publishing rhythm or names a date that goes stale (the newest post may be months old).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import overview from '../../content/insights-overview.json';
import { SATISFACTION, STATS, type StatCounter } from '../../content/proof';
import { CLAIMS } from '../../content/site';
import { PROMISES, REPLY_PROMISE } from '../../content/promises';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Stat {
  set: string;
  metric: string;
  value: string;
}

const STAT_ROWS: Stat[] = Object.entries(overview as Record<string, { stats: { metric: string; value: string }[] }>).flatMap(([set, items]) =>
  items.stats.map((s) => ({ set, ...s })),
);

/** '33,000+' -> 33000, '4.9/5' -> 4.9; NaN when the value is not a figure ('Daily'). */
const figure = (value: string): number => Number.parseFloat(value.replace(/,/g, ''));

function counter(list: readonly StatCounter[], label: RegExp): StatCounter {
  const found = list.find((s) => label.test(s.label));
  if (!found) throw new Error(`content/site.ts has no counter labelled ${label}`);
  return found;
}

/** A counter as the page shows it: '33,000+', '98%'. */
const shown = (s: StatCounter) => `${s.prefix ?? ''}${s.target.toLocaleString('en-US')}${s.suffix ?? ''}`;

const SQUARE_FEET = counter(STATS, /square feet/i);
const YEARS = counter(STATS, /years/i);
const ACRES = counter(STATS, /acres/i);
const SATISFIED = counter(SATISFACTION, /satisfaction/i);
const RATING = counter(SATISFACTION, /rating/i);
const RETENTION = counter(SATISFACTION, /retention/i);

/**
 * Overview stats that name one of the company's own figures, and what they must say. A part of
 * a whole (the square feet of one kind of building) may not exceed the whole.
 */
const SAME_THING: { name: string; matches: (s: Stat) => boolean; check: (s: Stat) => void }[] = [
  {
    name: 'square feet serviced monthly',
    matches: (s) => /square f(ee|oo)t|sq ft/i.test(`${s.metric} ${s.value}`) && /month/i.test(s.metric),
    check: (s) => expect(figure(s.value), `${s.set}: ${s.metric}`).toBeLessThanOrEqual(SQUARE_FEET.target),
  },
  {
    name: 'years of experience',
    matches: (s) => /years/i.test(s.metric) && /experience/i.test(s.metric),
    check: (s) => expect(s.value, `${s.set}: ${s.metric}`).toBe(shown(YEARS)),
  },
  {
    name: 'acres mowed monthly',
    matches: (s) => /acres/i.test(s.metric),
    check: (s) => expect(s.value, `${s.set}: ${s.metric}`).toBe(shown(ACRES)),
  },
  {
    name: 'customer satisfaction',
    matches: (s) => /customer satisfaction/i.test(s.metric),
    check: (s) => expect(s.value, `${s.set}: ${s.metric}`).toBe(shown(SATISFIED)),
  },
  {
    name: 'average rating',
    matches: (s) => /rating/i.test(s.metric),
    check: (s) => {
      expect(figure(s.value), `${s.set}: ${s.metric}`).toBe(RATING.target);
      expect(CLAIMS.googleRating).toContain(`${RATING.target}/5`);
    },
  },
  {
    name: 'client retention',
    matches: (s) => /retention/i.test(s.metric),
    check: (s) => expect(s.value, `${s.set}: ${s.metric}`).toBe(shown(RETENTION)),
  },
  {
    name: 'businesses served',
    matches: (s) => /businesses (trusting|served)|^clients\b/i.test(s.metric),
    check: (s) => expect(CLAIMS.clients, `${s.set}: ${s.metric}`).toBe(`${s.value} clients`),
  },
  {
    // The site promises every enquiry an answer (content/promises.ts); a share below all would say otherwise.
    name: 'answered as promised',
    matches: (s) => /within (24 hours|one business hour)/i.test(s.metric),
    check: (s) => {
      expect(REPLY_PROMISE).toContain(PROMISES.reply);
      expect(s.metric, `${s.set}: ${s.metric}`).toContain(PROMISES.reply);
      expect(s.value, `${s.set}: ${s.metric}`).toBe('100%');
    },
  },
];

describe('the Insights Overview sets agree with the company facts', () => {
  it.each(SAME_THING.filter((r) => r.name !== 'answered as promised').map((r) => [r.name, r] as const))(
    '%s: said in at least one set, the same everywhere',
    (_name, rule) => {
      const rows = STAT_ROWS.filter(rule.matches);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) rule.check(row);
    },
  );

  it('no set answers fewer than every request as promised', () => {
    const rule = SAME_THING.find((r) => r.name === 'answered as promised')!;
    for (const row of STAT_ROWS.filter(rule.matches)) rule.check(row);
  });

  it('the home page figures are the ones these checks read', () => {
    expect([shown(SQUARE_FEET), shown(YEARS), shown(ACRES)]).toEqual(['33,000+', '13+', '88+']);
    expect([shown(SATISFIED), RATING.target, shown(RETENTION)]).toEqual(['98%', 4.9, '80%']);
  });
});

/** Promises of a rhythm the blog may not keep, and dates that go stale. */
const DATED = [
  /new every (day|week|month)/i,
  /\bweekly (facility )?(insights|articles|posts|tips|emails?|newsletters?)\b/i,
  /\b(an?|one) (short )?(emails?|articles?|posts?) (a|each|every|per) (week|month)\b/i,
  /\bthis (week|month|year)\b/i,
  /\b(this|next|last) (week|month)['’]s\b/i,
  /\bin 20\d\d\b/,
];

/** Text files under a folder of the repository, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(ts|tsx|json)$/.test(name) ? [full] : [];
  });
}

describe('no dated promise in the copy', () => {
  it('the patterns catch what they are for', () => {
    for (const sample of [
      'New every week: tips',
      'Get weekly facility insights',
      'One short email a week',
      "this month's five articles",
      'in your inbox this week',
      'Inspections passed in 2024',
    ]) {
      expect(
        DATED.some((re) => re.test(sample)),
        sample,
      ).toBe(true);
    }
    for (const sample of ['Weekly mowing and edging', 'Questions we hear every week', 'since 2020', 'Updated November 20, 2026']) {
      expect(
        DATED.some((re) => re.test(sample)),
        sample,
      ).toBe(false);
    }
  });

  it.each(['content', 'web/src', 'seed'])('%s/ promises no rhythm and names no stale date', (dir) => {
    const found: string[] = [];
    for (const file of filesUnder(path.join(ROOT, dir))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const re of DATED) if (re.test(line)) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found).toEqual([]);
  });
});
