/**
 * The answers to STOP, START and HELP (shared/messages/texts.ts KEYWORDS), each sent once per reply
 * and at once, quiet hours or not: carriers expect them, and the answer to STOP is the last text
 * that number gets until it replies START.
 */
import { SITE } from '../../content/site';
import type { Locale } from '../../shared/careers/careers';
import type { MessageKind } from '../../shared/messages/messages';
import type { Keyword } from '../../shared/messages/texts';

export const KEYWORD_ANSWER_KIND = 'text-keyword-reply' satisfies MessageKind;

export const KEYWORD_ANSWERS: Record<Keyword, Record<Locale, string>> = {
  stop: {
    en: `${SITE.name}: you will get no more texts from us. Reply START to get them again.`,
    es: `${SITE.name}: no le enviaremos mas textos. Responda START para recibirlos otra vez.`,
  },
  start: {
    en: `${SITE.name}: texts are back on. Reply STOP to stop them, HELP for help.`,
    es: `${SITE.name}: volvera a recibir nuestros textos. Responda STOP para dejarlos, AYUDA para ayuda.`,
  },
  help: {
    en: `${SITE.name}, Ocala: call ${SITE.phone} or email ${SITE.email}. Reply STOP to stop texts. Msg & data rates may apply.`,
    es: `${SITE.name}, Ocala: llame al ${SITE.phone} o escriba a ${SITE.email}. Responda STOP para no recibir textos.`,
  },
};

/** The reply's language: the Spanish words answer in Spanish. */
export const keywordLocale = (body: string): Locale => (/^\s*(parar|alto|ayuda|s[ií])\b/i.test(body) ? 'es' : 'en');
