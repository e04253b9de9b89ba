/**
 * The Pricing screen's terms: the paragraphs every new proposal copies (a proposal keeps the terms
 * it was written with, so a change here never alters one already written). Checked with the
 * Worker's own schema before saving (shared/pricing/terms-body.ts); the defaults can be put back
 * as a starting point.
 */
import { Plus, RotateCcw, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { DEFAULT_TERMS, MAX_TERM_LENGTH, MAX_TERMS, TERMS_MESSAGES } from '../../../../shared/pricing/proposal-terms';
import { TermsBody } from '../../../../shared/pricing/terms-body';
import { Button } from '../../components/ui/button';
import { describeError } from '../lib/http';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { Field, inputClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { ErrorState, FormProblem, LoadingRows } from '../ui/states';
import { getTerms, saveTerms, type TermsTemplate } from './pricing-api';
import { cardClass, SampleBadge } from './pricing-ui';

export function TermsEditor() {
  const id = useId();
  const terms = useLoad('pricing-terms', getTerms);
  const [template, setTemplate] = useState<TermsTemplate | null>(null);
  const shown = template ?? terms.data;
  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold text-brand-950">
          Proposal terms
        </h2>
        {shown?.is_default && <SampleBadge>Default terms</SampleBadge>}
      </div>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        The terms printed at the end of every new proposal, one paragraph each. A proposal keeps the terms it was written with.
      </p>
      <div className="mt-5">
        {terms.error ? (
          <ErrorState message={`The terms could not be loaded. ${terms.error}`} onRetry={terms.reload} />
        ) : !shown ? (
          <LoadingRows label="Loading the terms…" rows={3} />
        ) : (
          <TermsForm initial={shown} onSaved={setTemplate} />
        )}
      </div>
    </section>
  );
}

interface Paragraph {
  key: number;
  text: string;
}

let nextKey = 1;
const paragraphsOf = (terms: readonly string[]): Paragraph[] => terms.map((text) => ({ key: nextKey++, text }));

function TermsForm({ initial, onSaved }: { initial: TermsTemplate; onSaved: (t: TermsTemplate) => void }) {
  const formId = useId().replace(/:/g, '');
  const notify = useNotify();
  const [paragraphs, setParagraphs] = useState(() => paragraphsOf(initial.terms));
  const [errors, setErrors] = useState<Map<number, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusNext = useRef<string | null>(null);
  const paragraphId = (key: number) => `${formId}-term-${key}`;

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const add = () => {
    const p = { key: nextKey++, text: '' };
    setParagraphs((ps) => [...ps, p]);
    focusNext.current = paragraphId(p.key);
  };

  const remove = (index: number) => {
    const rest = paragraphs.filter((_, i) => i !== index);
    setParagraphs(rest);
    const next = rest[Math.min(index, rest.length - 1)];
    focusNext.current = next ? paragraphId(next.key) : `${formId}-add`;
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setProblem(null);
    const parsed = v.safeParse(TermsBody, { terms: paragraphs.map((p) => p.text) });
    if (!parsed.success) {
      const found = new Map<number, string>();
      for (const issue of parsed.issues) {
        const index = issue.path?.[1]?.key;
        const p = typeof index === 'number' ? paragraphs[index] : undefined;
        if (p) found.set(p.key, TERMS_MESSAGES.item);
      }
      setErrors(found);
      setProblem(found.size ? 'Fix the marked paragraphs; nothing was saved.' : TERMS_MESSAGES.list);
      const first = paragraphs.find((p) => found.has(p.key));
      if (first) document.getElementById(paragraphId(first.key))?.focus();
      return;
    }
    setErrors(new Map());
    setBusy(true);
    try {
      const saved = await saveTerms(parsed.output.terms);
      setParagraphs(paragraphsOf(saved.terms));
      onSaved(saved);
      notify('Proposal terms saved. New proposals carry them.');
    } catch (err) {
      setProblem(`Nothing was changed. ${describeError(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Proposal terms">
      <ol className="space-y-4">
        {paragraphs.map((p, index) => (
          <li key={p.key} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
            <Field
              id={paragraphId(p.key)}
              label={`Paragraph ${index + 1}`}
              error={errors.get(p.key)}
              // Said only near the limit: most paragraphs are far from it.
              hint={p.text.length > MAX_TERM_LENGTH - 100 ? `${p.text.length} of ${MAX_TERM_LENGTH} characters` : undefined}
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={2}
                  value={p.text}
                  onChange={(e) => setParagraphs((ps) => ps.map((x) => (x.key === p.key ? { ...x, text: e.target.value } : x)))}
                  className={`${inputClass} field-sizing-content min-h-18 resize-y`}
                />
              )}
            </Field>
            <button type="button" onClick={() => remove(index)} disabled={paragraphs.length <= 1} className={smallButtonClass('danger', 'mt-6 px-2.5')}>
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only">Remove paragraph {index + 1}</span>
            </button>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button id={`${formId}-add`} type="button" onClick={add} disabled={paragraphs.length >= MAX_TERMS} className={smallButtonClass('ghost')}>
          <Plus aria-hidden="true" className="size-4" />
          Add a paragraph
        </button>
        <button type="button" onClick={() => setParagraphs(paragraphsOf(DEFAULT_TERMS))} className={smallButtonClass('quiet')}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Start from the default terms
        </button>
        <span className="text-sm text-muted">
          {paragraphs.length} of {MAX_TERMS} paragraphs
        </span>
      </div>
      <FormProblem problem={problem} className="mt-4" />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          <Save aria-hidden="true" className="size-4.5" />
          {busy ? 'Saving…' : 'Save the terms'}
        </Button>
        {!initial.is_default && initial.updated_by && <span className="text-sm text-muted">Last saved by {initial.updated_by}</span>}
      </div>
    </form>
  );
}
