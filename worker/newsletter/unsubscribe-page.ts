/**
 * The unsubscribe pages: small static pages in the site's own shell (its stylesheet, font and
 * icon; worker/pages/shell.ts) with the brand header, no script at all (they work without
 * JavaScript and leave the app's bundle out), noindex and never cached. The classes are the
 * site's own (brand logo, buttons, page hero), so the built stylesheet already holds them.
 * When the shell cannot be read the same markup is sent bare: unsubscribing must never fail.
 */
import { SITE } from '../../content/site';
import { escapeHtml } from '../../shared/html-escape';
import { loadShell } from '../pages/shell';

export type UnsubscribeView =
  | { kind: 'confirm'; email: string; action: string }
  | { kind: 'done'; email: string }
  | { kind: 'invalid' }
  | { kind: 'unavailable'; email: string; action: string };

const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors sm:whitespace-nowrap duration-150 min-h-13 px-7 text-base';
const PRIMARY = `${BUTTON} bg-accent-600 text-white shadow-sm hover:bg-accent-700`;
const GHOST = `${BUTTON} bg-white text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50`;

interface Copy {
  title: string;
  /** HTML: any visitor text in it is escaped. */
  lead: string;
  /** HTML of the actions under the lead. */
  actions: string;
}

function confirmForm(action: string, label: string): string {
  return (
    `<form method="post" action="${escapeHtml(action)}" class="flex flex-wrap gap-3">` +
    `<button type="submit" class="${PRIMARY}">${label}</button>` +
    `<a href="/insights" class="${GHOST}">Keep me subscribed</a>` +
    '</form>'
  );
}

/** The footer's colour under it to the bottom of the window, however short the page. */
const BODY_CLASS = 'bg-brand-950';

const address = (email: string) => `<strong class="font-semibold text-ink">${escapeHtml(email)}</strong>`;

function copyFor(view: UnsubscribeView): Copy {
  switch (view.kind) {
    case 'confirm':
      return {
        title: 'Unsubscribe from the Insights newsletter?',
        lead: `We will stop emailing the newsletter to ${address(view.email)}.`,
        actions: confirmForm(view.action, 'Unsubscribe'),
      };
    case 'done':
      return {
        title: 'You are unsubscribed',
        lead: `${address(view.email)} will not get the Insights newsletter any more. Changed your mind? Sign up again at the end of any article.`,
        actions: `<a href="/insights" class="${PRIMARY}">Browse Insights</a><a href="/" class="${GHOST}">Back to the home page</a>`,
      };
    case 'unavailable':
      return {
        title: 'Unsubscribing is briefly unavailable',
        lead: `Nothing was changed for ${address(view.email)}. Please try again in a few minutes.`,
        actions: confirmForm(view.action, 'Try again'),
      };
    case 'invalid':
      return {
        title: 'This unsubscribe link does not work',
        lead: `Nothing was changed. The link may have been cut short when it was copied: please open it from the newsletter email again, or write to <a href="mailto:${SITE.email}" class="font-semibold text-brand-700 underline">${SITE.email}</a> and we will take you off the list.`,
        actions: `<a href="/" class="${GHOST}">Back to the home page</a>`,
      };
  }
}

function bodyHtml(copy: Copy): string {
  return (
    '<header class="border-b border-line bg-white">' +
    '<div class="mx-auto w-full max-w-7xl px-5 sm:px-8 flex h-20 items-center">' +
    `<a href="/" class="inline-flex items-center gap-2.5" aria-label="${SITE.name}, home">` +
    '<img src="/images/logo-mark.svg" alt="" width="40" height="40" class="size-10">' +
    '<span class="flex flex-col leading-none">' +
    `<span class="text-xl font-extrabold tracking-tight text-brand-900">${SITE.shortName}</span>` +
    '<span class="mt-1 text-[0.6875rem] font-semibold tracking-[0.14em] uppercase text-muted">Facility Services</span>' +
    '</span></a></div></header>' +
    '<main id="main" class="bg-brand-50">' +
    '<div class="mx-auto w-full max-w-7xl px-5 sm:px-8 py-10 sm:py-14 lg:py-16"><div class="max-w-3xl">' +
    '<p class="mb-4 text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">Insights newsletter</p>' +
    `<h1 class="text-display font-extrabold sm:text-display-lg">${copy.title}</h1>` +
    `<p class="mt-5 max-w-2xl text-lg sm:text-xl">${copy.lead}</p>` +
    `<div class="mt-8 flex flex-wrap gap-3">${copy.actions}</div>` +
    '</div></div></main>' +
    '<footer class="bg-brand-950 text-brand-100">' +
    '<div class="mx-auto w-full max-w-7xl px-5 sm:px-8 py-5 text-sm">' +
    `<p>© ${SITE.legalName} · <a href="${SITE.phoneHref}" class="font-semibold text-white hover:underline">${SITE.phone}</a></p>` +
    '</div></footer>'
  );
}

function headHtml(title: string): string {
  return (
    `<title>${escapeHtml(`${title} | ${SITE.name}`)}</title>` +
    '<meta name="robots" content="noindex, nofollow">' +
    // The address of the page holds the token: it goes to no other site.
    '<meta name="referrer" content="no-referrer">'
  );
}

/** The page as HTML: in the site's shell, without its script; bare when the shell cannot be read. */
export async function renderUnsubscribePage(assets: Fetcher, view: UnsubscribeView): Promise<string> {
  const copy = copyFor(view);
  let shell: string;
  try {
    shell = await loadShell(assets);
  } catch (err) {
    console.error('unsubscribe page: no shell', err instanceof Error ? err.message : err);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${headHtml(copy.title)}</head><body class="${BODY_CLASS}">${bodyHtml(copy)}</body></html>`;
  }
  const remove = { element: (el: Element) => void el.remove() };
  const page = new HTMLRewriter()
    // The app's script would try to route and hydrate a page it does not know; render-blocking
    // waits for the app's footer, which this page does not have.
    .on('script', remove)
    .on('link[rel="modulepreload"]', remove)
    .on('link[rel="expect"]', remove)
    .on('head', { element: (el) => void el.append(headHtml(copy.title), { html: true }) })
    .on('body', { element: (el) => void el.setAttribute('class', BODY_CLASS) })
    .on('div#root', { element: (el) => void el.replace(bodyHtml(copy), { html: true }) })
    .transform(new Response(shell));
  return page.text();
}
