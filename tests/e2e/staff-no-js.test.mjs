/**
 * The staff app without JavaScript: /staff says the app needs it, in the sign-in screen's frame,
 * with a way back to the website, instead of a blank page.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, launchBrowser, VIEWPORTS } from './browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('/staff without JavaScript shows a notice that the staff app needs it, and a link back to the website', async () => {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false, baseURL: BASE_URL });
    const page = await context.newPage();
    await page.goto('/staff');
    const heading = page.getByRole('heading', { level: 1, name: 'The staff app needs JavaScript' });
    assert.ok(await heading.isVisible(), 'the notice is shown');
    // Styled by the staff stylesheet: the sign-in screen's dark frame and white card.
    assert.equal(await page.locator('noscript > div').evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(8, 39, 51)');
    const home = page.getByRole('link', { name: 'Go to the Oakbright website' });
    assert.ok(await home.isVisible());
    await home.click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.locator('h1', { hasText: 'Commercial' }).waitFor();
    await context.close();
  }
});
