/**
 * First-party, cookieless attribution of a visit (docs/decisions.md D12). On the first page view
 * of a tab's session, start.tsx keeps the landing page and the referrer in sessionStorage; a lead
 * form reads them back with the campaign parameters of the landing page's query (utm_*, gclid,
 * fbclid, msclkid) and sends them as hidden fields. Nothing leaves the browser unless the visitor
 * sends a form. The first half runs on every page, so it is kept to a few lines.
 */
const KEY = 'oakbright:landing';
/** The last Insights article read in the tab's session (its path), sent with a lead as `read_post`. */
export const POST_READ_KEY = 'oakbright:post';

/**
 * Only the campaign parameters of a query are kept: a landing address may carry a secret (an
 * unsubscribe link's token) that must not travel with a lead sent later in the tab.
 */
function campaignQuery(search: string): string {
  const kept = new URLSearchParams([...new URLSearchParams(search)].filter(([name]) => /^(utm_[a-z]+|gclid|fbclid|msclkid)$/.test(name)));
  return kept.size ? `?${kept}` : '';
}

/** Records this page view as the visit's landing page, unless an earlier view already did. */
export function rememberLanding(): void {
  try {
    sessionStorage.getItem(KEY) ?? sessionStorage.setItem(KEY, JSON.stringify([location.pathname + campaignQuery(location.search), document.referrer]));
  } catch {
    // Storage disabled or full: the lead is sent without attribution.
  }
}

/** Records the article now read as the visit's last one (article-page.tsx calls it). */
export function rememberPostRead(path: string): void {
  try {
    sessionStorage.setItem(POST_READ_KEY, path);
  } catch {
    // As above: the lead goes without it.
  }
}
