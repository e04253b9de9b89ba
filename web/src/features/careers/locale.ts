/** The careers pages' language in the browser: <html lang> follows the page on client-side navigation. */
import { useEffect } from 'react';
import type { Locale } from '../../../../shared/careers';

/** The edge sets lang on the first load; a client-side navigation sets it here and puts English back on leaving. */
export function useDocumentLang(locale: Locale): void {
  useEffect(() => {
    document.documentElement.lang = locale;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [locale]);
}
