/**
 * npm run email:logo: draws the logo emails show (web/public/images/email-logo.png: the mark and
 * the company's name, 280x48 at twice the pixels for sharp screens) with Chromium. Mail clients
 * do not show SVG, so emails need a PNG; it is served from the site's own domain and every email
 * gives it the company's name as its text, for when images are off. Run it after the name or
 * the mark changes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromePath } from '../tests/e2e/browser.mjs';
import { ROOT } from './lib.mjs';

const { SITE } = await import('../content/site.ts');
const { EMAIL_LOGO } = await import('../content/email-logo.ts');

const font = readFileSync(path.join(ROOT, 'web/public/fonts/plus-jakarta-sans-latin-wght-5.3.0.woff2')).toString('base64');
const mark = readFileSync(path.join(ROOT, 'web/public/images/logo-mark.svg'), 'utf8');
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const html = `<!doctype html><html><head><style>
@font-face { font-family: Jakarta; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 200 800; }
* { margin: 0; box-sizing: border-box; }
html, body { background: transparent; }
body { width: ${EMAIL_LOGO.width}px; height: ${EMAIL_LOGO.height}px; display: flex; align-items: center; gap: 10px; font-family: Jakarta, sans-serif; }
svg { width: 40px; height: 40px; flex: none; }
span { font-size: 17px; font-weight: 800; letter-spacing: -0.01em; color: #0f5066; white-space: nowrap; }
</style></head><body>${mark}<span>${esc(SITE.name)}</span></body></html>`;

const browser = await chromium.launch({ executablePath: chromePath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const page = await browser.newPage({ viewport: { width: EMAIL_LOGO.width, height: EMAIL_LOGO.height }, deviceScaleFactor: 2 });
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(ROOT, 'web/public', EMAIL_LOGO.path), type: 'png', omitBackground: true });
} finally {
  await browser.close();
}
console.log(`Wrote web/public${EMAIL_LOGO.path}`);
