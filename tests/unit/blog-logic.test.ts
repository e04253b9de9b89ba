/** The blog's pure rules: read time, dates, URLs, email rule. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryHref, formatLongDate, initials, insightsHref, pageCount, readTimeLabel, readTimeMinutes } from '../../shared/posts/blog-logic';
import { processArticleContent } from '../../shared/posts/article-content';
import { passesClientEmailRule } from '../../shared/newsletter/email';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('readTimeMinutes', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])('%i words -> %i min', (n, minutes) => {
    expect(readTimeMinutes(words(n))).toBe(minutes);
  });

  it('counts words, not markup or repeated spaces', () => {
    const html = `<p>${words(150)}</p>\n\n<ul><li>${words(100)}</li></ul>   <img src="/x.svg" alt="">`;
    expect(readTimeMinutes(html)).toBe(2);
  });

  it('labels as "N min read"', () => {
    expect(readTimeLabel(words(950))).toBe('5 min read');
  });
});

describe('processArticleContent', () => {
  it('turns blank-line gaps into paragraphs', () => {
    expect(processArticleContent('First paragraph.\n\nSecond paragraph\nwith a line break.\n\n\nThird.')).toBe(
      '<p>First paragraph.</p>\n<p>Second paragraph\nwith a line break.</p>\n<p>Third.</p>',
    );
  });

  it('handles Windows line endings and whitespace-only gaps', () => {
    expect(processArticleContent('One.\r\n \r\nTwo.')).toBe('<p>One.</p>\n<p>Two.</p>');
  });

  it('leaves block-level HTML as it is instead of wrapping it again', () => {
    const html = '<h2>Heading</h2>\n\n<p>Text</p>\n\n<ul>\n<li>a</li>\n</ul>';
    expect(processArticleContent(html)).toBe('<h2>Heading</h2>\n<p>Text</p>\n<ul>\n<li>a</li>\n</ul>');
  });

  it('wraps blocks that start with inline markup', () => {
    expect(processArticleContent('<strong>Tip:</strong> mop daily.')).toBe('<p><strong>Tip:</strong> mop daily.</p>');
  });

  it('turns keyword-highlight spans into plain text', () => {
    const html =
      '<p>Put simply, <span class="keyword-highlight">deferred cleaning</span> costs more and <span class=\'keyword-strong big\'>soft washing</span> works.</p>';
    expect(processArticleContent(html)).toBe('<p>Put simply, deferred cleaning costs more and soft washing works.</p>');
  });

  it('drops other spans but keeps their text (they are not on the allow-list)', () => {
    expect(processArticleContent('<p><span class="note">kept</span></p>')).toBe('<p>kept</p>');
  });

  it('returns an empty string for empty content', () => {
    expect(processArticleContent('')).toBe('');
    expect(processArticleContent('  \n\n ')).toBe('');
  });

  const payloads = [
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<img src=x onerror=alert(1)>',
    '<img src="/ok.svg" onload="alert(1)">',
    '<a href="javascript:alert(1)">click</a>',
    '<a href="JaVaScRiPt:alert(1)">click</a>',
    '<a href="java&#x09;script:alert(1)">click</a>',
    '<a href="&#106;avascript:alert(1)">click</a>',
    '<p onclick="alert(1)" style="x">text</p>',
    '<svg onload=alert(1)><circle/></svg>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<embed src="javascript:alert(1)"><object data="javascript:alert(1)"></object>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:/">',
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
    '<span class="keyword-x" onmouseover="alert(1)">hover</span>',
    '<span class="keyword-x"><script>alert(1)</script></span>',
    '<<script>script>alert(1)<</script>/script>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    'text\n\n<img src=x onerror=alert(1)>\n\n<a href="javascript:alert(1)">x</a>',
  ];

  it.each(payloads)('never lets a script payload through: %s', (payload) => {
    const out = processArticleContent(payload);
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/<(svg|iframe|math|style)/i);
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toMatch(/style=/i);
  });

  it('drops void elements that are not allowed without losing the text after them', () => {
    const out = processArticleContent('<p>Before</p>\n\n<embed src="javascript:alert(1)"><frame src="x">\n\n<p>After the embed</p>');
    expect(out).not.toMatch(/<(embed|frame)|javascript:/i);
    expect(out).toContain('<p>After the embed</p>');
  });

  it('keeps safe links and marks external ones', () => {
    const out = processArticleContent('<p><a href="/services/floor-care">Floor care</a> and <a href="https://www.epa.gov/">EPA</a></p>');
    expect(out).toContain('<a href="/services/floor-care">Floor care</a>');
    expect(out).toContain('<a href="https://www.epa.gov/" rel="noopener noreferrer nofollow" target="_blank">EPA</a>');
  });

  it('is stable when run on its own output (the edge sanitizes, the page processes again)', () => {
    const once = processArticleContent('Intro.\n\n<h2>A</h2>\n\n<span class="keyword-highlight">kw</span> text');
    expect(processArticleContent(once)).toBe(once);
  });
});

describe('formatLongDate', () => {
  it('prints a long US date', () => {
    expect(formatLongDate('2024-12-15T09:00:00.000Z')).toBe('December 15, 2024');
  });

  it('uses UTC, so the day does not move with the time zone', () => {
    expect(formatLongDate('2024-12-01T00:30:00.000Z')).toBe('December 1, 2024');
    expect(formatLongDate('2024-11-30T23:59:59.000Z')).toBe('November 30, 2024');
  });

  it('prints what Intl would, for any date from 1970 to 2200', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(formatLongDate(iso)).toBe(intl.format(new Date(ms)));
      }),
      { numRuns: 2000 },
    );
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});

describe('list URLs', () => {
  it('links a category to the filtered list, URI-encoded', () => {
    expect(categoryHref('Power Washing')).toBe('/insights?category=Power%20Washing');
    expect(categoryHref('Floor & Care')).toBe('/insights?category=Floor%20%26%20Care');
  });

  it('builds pagination links with page first, and none for page 1 / All', () => {
    expect(insightsHref({})).toBe('/insights');
    expect(insightsHref({ page: 1, category: null })).toBe('/insights');
    expect(insightsHref({ page: 2 })).toBe('/insights?page=2');
    expect(insightsHref({ page: 3, category: 'Industry Insights' })).toBe('/insights?page=3&category=Industry%20Insights');
  });

  it('counts pages of 12', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Oakbright Facility Services')).toBe('OF');
    expect(initials('')).toBe('?');
  });
});

describe('newsletter client email rule (docs/decisions.md P6)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['no-at-sign.com', false],
    ['a@b', true],
    ['name@company.com', true],
    [' name@company.com ', true],
  ])('%j -> %s', (email, ok) => {
    expect(passesClientEmailRule(email)).toBe(ok);
  });
});
