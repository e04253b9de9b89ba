/**
 * A post written through /rest/v1/blog_posts reads back byte for byte: the built-in articles
 * (real article HTML), editor markup the article page relies on, and generated HTML trees.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_POSTS } from '../../seed/index';
import { SETUP_POSTS } from '../../seed/setup-posts';
import { api, makePost, staffJson } from './api-helpers';

const IP = '198.51.100.91';
let n = 0;

/** Writes a post with the staff key and returns its content as read back by slug. */
async function writeThenRead(content: string): Promise<string> {
  const slug = `roundtrip-${++n}`;
  const res = await api('/rest/v1/blog_posts', staffJson(IP, 'POST', makePost(slug, { content }), { Prefer: 'return=minimal' }));
  expect(res.status, await res.clone().text()).toBe(201);
  const read = await api(`/rest/v1/blog_posts?select=content&slug=eq.${slug}`, { headers: { 'cf-connecting-ip': IP } });
  const rows = (await read.json()) as Array<{ content: string }>;
  await api(`/rest/v1/blog_posts?slug=eq.${slug}`, staffJson(IP, 'DELETE', undefined));
  return rows[0]!.content;
}

beforeAll(() => {
  n = 0;
});

describe('write, then read: the same bytes', () => {
  it.each([...SAMPLE_POSTS, ...SETUP_POSTS].map((p) => [p.slug, p.content] as const))('built-in article %s', async (_slug, content) => {
    expect(await writeThenRead(content)).toBe(content);
  });

  it.each([
    ['heading ids and a jump link', '<h2 id="s-a">Section A</h2><p><a href="#s-a">Jump to section A</a></p>'],
    ['a table with a caption', '<table><caption>Rates</caption><thead><tr><th>Area</th></tr></thead><tbody><tr><td>Lobby</td></tr></tbody></table>'],
    ['a figure with a sized image', '<figure><img src="/images/blog/x.svg" alt="Floor" width="800" height="600"><figcaption>After</figcaption></figure>'],
    ['markup the sanitizer drops on the way to a browser', '<p onclick="x()">x</p><script>alert(1)</script><img src="https://example.com/a.png">'],
    ['entities, CRLF and non-ASCII', 'Caf&eacute; &amp; more\r\n\r\n<p>Ocala — 100%\u00a0clean 🧹</p>'],
  ])('%s', async (_name, content) => {
    expect(await writeThenRead(content)).toBe(content);
  });

  it('generated HTML trees', async () => {
    const tag = fc.constantFrom('p', 'h2', 'h3', 'ul', 'li', 'em', 'strong', 'a', 'table', 'td', 'figure', 'span', 'div');
    const attr = fc.tuple(fc.constantFrom('id', 'class', 'href', 'title', 'data-x'), fc.string({ maxLength: 12 }));
    const { tree } = fc.letrec<{ tree: string }>((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.string({ maxLength: 20 }),
        fc
          .tuple(tag, fc.array(attr, { maxLength: 2 }), fc.array(tie('tree'), { maxLength: 3 }))
          .map(([t, attrs, kids]) => `<${t}${attrs.map(([k, v]) => ` ${k}="${v.replace(/"/g, '&quot;')}"`).join('')}>${kids.join('')}</${t}>`),
      ),
    }));
    await fc.assert(
      fc.asyncProperty(
        tree.filter((html) => html.trim() !== ''),
        async (html) => {
          expect(await writeThenRead(html)).toBe(html);
        },
      ),
      { numRuns: 40 },
    );
  });
});
