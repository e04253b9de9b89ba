/**
 * First-party, cookieless attribution of a visit (docs/decisions.md D12). On the first page view
 * of a tab's session, start.tsx keeps the landing page and the referrer in sessionStorage; a lead
 * form reads them back with the campaign parameters of the landing page's query (utm_*, gclid,
 * fbclid, msclkid) and sends them as hidden fields. Nothing leaves the browser unless the visitor
 * sends a form. The first half runs on every page, so it is kept to a few lines.
 */
const KEY = 'oakbright:landing';

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
