/**
 * The careers catalogue of one language, as the pages read it. Each language is a chunk of its own
 * in the browser: a page awaits its language's (loadCareersMessages, from the page module's
 * `prepare`, web/src/app/pages.ts) before it renders, so it never downloads the other's. The edge
 * and the tests import content/careers/index.ts, which provides both up front.
 */
import type { Locale } from '../../shared/careers/careers.ts';
import type { CareersMessages } from './messages.en.ts';

export type { CareersMessages } from './messages.en.ts';

const loaded: Partial<Record<Locale, CareersMessages>> = {};

/** Hands over a language's catalogue already at hand (content/careers/index.ts, for the edge). */
export function provideCareersMessages(locale: Locale, messages: CareersMessages): void {
  loaded[locale] = messages;
}

/** Loads a language's catalogue (once); careersMessages(locale) reads it from then on. */
export async function loadCareersMessages(locale: Locale): Promise<CareersMessages> {
  loaded[locale] ??= locale === 'es' ? (await import('./messages.es.ts')).careersEs : (await import('./messages.en.ts')).careersEn;
  return loaded[locale];
}

/** A language's catalogue, loaded before: the page's `prepare` (browser) or index.ts (edge). */
export function careersMessages(locale: Locale): CareersMessages {
  const messages = loaded[locale];
  if (!messages) throw new Error(`careers: the ${locale} catalogue is not loaded (loadCareersMessages)`);
  return messages;
}
