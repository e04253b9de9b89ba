/**
 * What the careers pages' split into browser chunks relies on: each language's catalogue loads on
 * its own and is the one the edge uses, the apply form's words (read without its rules) are the
 * declaration's questions in its order, and the form token placeholder the careers pages repeat
 * is the lead forms' one, which the edge swaps in every response.
 */
import { describe, expect, it } from 'vitest';
import { APPLICATION_QUESTIONS, APPLICATION_WORDS } from '../../content/careers/apply-words';
import { loadCareersMessages } from '../../content/careers/catalogue';
import { SHIFT_LABELS } from '../../content/careers/shift-labels';
import { CAREERS_MESSAGES, careersMessages } from '../../content/careers';
import { LOCALES } from '../../shared/careers/careers';
import { APPLICATION_FORM } from '../../shared/intake/application-form';

describe('careers catalogues by language', () => {
  it('loads each language as its own module, the same words the edge has at hand', async () => {
    for (const locale of LOCALES) {
      expect(await loadCareersMessages(locale)).toBe(CAREERS_MESSAGES[locale]);
      expect(careersMessages(locale)).toBe(CAREERS_MESSAGES[locale]);
    }
    expect(careersMessages('es').intlLocale).not.toBe(careersMessages('en').intlLocale);
  });

  it('name each shift as the application form does, in both languages, and no Spanish name says "madrugada"', () => {
    for (const locale of LOCALES) expect(CAREERS_MESSAGES[locale].shifts).toEqual(SHIFT_LABELS[locale]);
    expect(Object.values(SHIFT_LABELS.es).join(' ')).not.toMatch(/madrugada/i);
  });
});

describe('apply form words', () => {
  it('lists the declaration’s questions, in its order, with its English labels', () => {
    const visible = APPLICATION_FORM.fields.filter((f) => !('input' in f));
    expect(visible.map((f) => f.name)).toEqual([...APPLICATION_QUESTIONS]);
    for (const f of visible) expect(f.label).toBe(APPLICATION_WORDS.en[f.name as keyof typeof APPLICATION_WORDS.en].label);
  });
});
