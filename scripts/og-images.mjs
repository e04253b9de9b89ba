/**
 * npm run og:images: draws the Open Graph share images (1200x630 PNG) for the
 * site and for every built-in post into web/public/og/, with Chromium.
 * Run it after adding a post to seed/; posts added later by staff share the
 * site image until then.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib.mjs';
import { chromePath } from '../tests/e2e/browser.mjs';

const { SAMPLE_POSTS } = await import('../seed/index.ts');
const { SETUP_POSTS } = await import('../seed/setup-posts.ts');
const { SITE } = await import('../content/site.ts');

// The page is set from a string (about:blank), which may not load file: URLs: font and art go in as data URLs.
const dataUrl = (file, type) => `data:${type};base64,${readFileSync(file).toString('base64')}`;
const fontUrl = dataUrl(path.join(ROOT, 'web/public/fonts/plus-jakarta-sans-latin-wght-5.3.0.woff2'), 'font/woff2');
const artUrl = (sitePath) => dataUrl(path.join(ROOT, 'web/public', sitePath), 'image/svg+xml');
const markSvg = readFileSync(path.join(ROOT, 'web/public/images/logo-mark.svg'), 'utf8');
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function template({ eyebrow, title, art }) {
  return `<!doctype html><html><head><style>
@font-face { font-family: Jakarta; src: url(${fontUrl}) format('woff2'); font-weight: 200 800; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; font-family: Jakarta, sans-serif; background: #0c3d4e; color: #fff; position: relative; overflow: hidden; }
.dots { position: absolute; inset: 0; background-image: radial-gradient(rgba(255,255,255,.08) 2px, transparent 2px); background-size: 28px 28px; }
.bar { position: absolute; left: 0; top: 0; bottom: 0; width: 16px; background: #27a05b; }
.wrap { position: absolute; left: 80px; top: 72px; right: ${art ? 460 : 80}px; bottom: 72px; display: flex; flex-direction: column; }
.eyebrow { display: inline-block; align-self: flex-start; background: #e4f5ea; color: #145c33; font-weight: 700; font-size: 26px; padding: 10px 22px; border-radius: 999px; }
h1 { margin-top: 32px; font-size: ${title.length > 70 ? 50 : 60}px; line-height: 1.1; letter-spacing: -0.02em; font-weight: 800; }
.brand { margin-top: auto; display: flex; align-items: center; gap: 16px; font-size: 28px; font-weight: 700; color: #cde7ef; }
.brand svg { width: 56px; height: 56px; }
.art { position: absolute; right: 60px; top: 115px; width: 360px; height: 400px; border-radius: 28px; overflow: hidden; background: #f2f8fa; }
.art img { width: 100%; height: 100%; object-fit: cover; }
</style></head><body><div class="dots"></div><div class="bar"></div>
<div class="wrap"><span class="eyebrow">${esc(eyebrow)}</span><h1>${esc(title)}</h1>
<div class="brand">${markSvg}<span>${esc(SITE.name)} · Ocala, FL</span></div></div>
${art ? `<div class="art"><img src="${art}"></div>` : ''}
</body></html>`;
}

const outDir = path.join(ROOT, 'web/public/og');
mkdirSync(path.join(outDir, 'insights'), { recursive: true });
const browser = await chromium.launch({ executablePath: chromePath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });

async function shoot(html, file) {
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, type: 'png' });
}

await shoot(
  template({
    eyebrow: 'Women-owned · Insured & bonded',
    title: 'Commercial cleaning and facility care for Ocala and Marion County',
    art: artUrl('/images/home/hero.svg'),
  }),
  path.join(outDir, 'default.png'),
);
for (const post of [...SAMPLE_POSTS, ...SETUP_POSTS]) {
  const art = artUrl(post.featured_image);
  await shoot(template({ eyebrow: post.category, title: post.title, art }), path.join(outDir, 'insights', `${post.slug}.png`));
}
await browser.close();
console.log(`Wrote ${1 + SAMPLE_POSTS.length + SETUP_POSTS.length} share images to web/public/og/`);
