/** The careers pages' language in the browser: its catalogue loaded before the page renders, and <html lang> following the page. */
import { useEffect } from 'react';
import { loadCareersMessages } from '../../../../content/careers/catalogue';
import type { Locale } from '../../../../shared/careers/careers';
import { localeOfPath, type RouteEntry } from '../../../../shared/routes';

/**
 * The careers pages' `prepare` (web/src/app/pages.ts): their language's catalogue, before they
 * render, so a page loads only its own language (the opening's, or the route's).
 */
export function prepareCareersPage(props: { route?: RouteEntry; locale?: Locale }): Promise<unknown> {
  return loadCareersMessages(props.locale ?? localeOfPath(props.route?.path ?? ''));
}

/** The edge sets lang on the first load; a client-side navigation sets it here and puts English back on leaving. */
export function useDocumentLang(locale: Locale): void {
  useEffect(() => {
    document.documentElement.lang = locale;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [locale]);
}
