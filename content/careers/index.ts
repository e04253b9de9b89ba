/**
 * The careers catalogues of both languages, at hand at once: for the edge (which renders any
 * careers page in one pass) and the tests. The browser's pages read content/careers/catalogue.ts
 * and format.ts instead, and load only their own language.
 */
import type { Locale } from '../../shared/careers/careers.ts';
import { type CareersMessages, provideCareersMessages } from './catalogue.ts';
import { careersEn } from './messages.en.ts';
import { careersEs } from './messages.es.ts';

export { type CareersMessages, careersMessages } from './catalogue.ts';
export { formatDay, formatPay } from './format.ts';
export { filledMetaSubject, openingMetaSubject, openingTextHtml } from './head-subjects.ts';

export const CAREERS_MESSAGES: Readonly<Record<Locale, CareersMessages>> = { en: careersEn, es: careersEs };

provideCareersMessages('en', careersEn);
provideCareersMessages('es', careersEs);
