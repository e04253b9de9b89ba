/**
 * Texting a record's person from its timeline (a lead's prospect, an applicant). They get our name
 * first ("Oakbright: ") and the words typed, so the count of characters left starts from that, in
 * the two segments a text may take (shared/messages/texts.ts) and under the API's 280 typed. Only
 * someone who agreed to texts and has not replied STOP is texted: otherwise the form stays shut and
 * says why. A refusal (400, 409) shows beside the field, with what was typed kept.
 */
import { MessageSquareText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SITE } from '../../../../content/site';
import type { Texting, TimelineText } from '../../../../shared/messages/outbox';
import { charactersLeft, displayPhone, smsSafe } from '../../../../shared/messages/texts';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { StaffApiError } from '../lib/http';
import { inputClass, labelClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { fieldErrorText } from './api-field-error';

/** The longest text staff may type (worker/texts/staff-text.ts), before our name is put first. */
export const STAFF_TEXT_MAX = 280;

const PREFIX = `${SITE.shortName}: `;

/** As the Worker reads a typed text: runs of spaces and line breaks made one space. */
const wordsOf = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Characters left for the words typed: within two segments once our name is first, and within STAFF_TEXT_MAX. */
export function textCharactersLeft(text: string): number {
  const words = wordsOf(text);
  return Math.min(charactersLeft(smsSafe(PREFIX + words)), STAFF_TEXT_MAX - words.length);
}

/** Why the person cannot be texted, or null when they can. */
export function whyNoTexts(texting: Texting): string | null {
  if (!texting.to) return 'No phone number to text.';
  if (texting.consent === 'stopped') return 'This number replied STOP: no texts until it replies START.';
  if (texting.consent === 'none') return 'They have not agreed to texts: call or email instead.';
  return null;
}

/** A refusal's message as a sentence: a 409 says why they cannot be texted, in words for staff. */
function refusalText(err: unknown): string {
  if (err instanceof StaffApiError && err.status === 409) {
    const message = err.message.trim();
    return /[.!?]$/.test(message) ? message : `${message}.`;
  }
  return fieldErrorText(err);
}

export function TextForm({
  recordId,
  fieldId,
  texting,
  send,
  onSent,
}: {
  recordId: string;
  fieldId: string;
  texting: Texting;
  send: (recordId: string, text: string) => Promise<TimelineText>;
  onSent: (text: TimelineText) => void;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error]);

  const shut = whyNoTexts(texting);
  const left = textCharactersLeft(text);
  const ids = { hint: `${fieldId}-hint`, error: `${fieldId}-error`, count: `${fieldId}-count` };
  const describedBy = [error && ids.error, ids.hint, !shut && ids.count].filter(Boolean).join(' ');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy || shut) return;
    const words = wordsOf(text);
    if (!words) return setError('Write the text first.');
    if (left < 0) return setError(`Shorten the text by ${(-left).toLocaleString('en-US')} characters.`);
    setBusy(true);
    setError(null);
    try {
      onSent(await send(recordId, words));
      setText('');
      notify('Text queued.');
      field.current?.focus();
    } catch (err) {
      setError(refusalText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-3 border-t border-line/70 pt-5">
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={fieldId} className={labelClass}>
            {texting.to ? `Text ${displayPhone(texting.to)}` : 'Text'}
          </label>
          {!shut && (
            <span id={ids.count} className={cn('text-xs tabular-nums', left < 0 ? 'font-semibold text-red-700' : 'text-muted')}>
              {left < 0 ? `${(-left).toLocaleString('en-US')} characters too many` : `${left.toLocaleString('en-US')} characters left`}
            </span>
          )}
        </div>
        <textarea
          ref={field}
          id={fieldId}
          value={text}
          rows={3}
          disabled={Boolean(shut)}
          aria-describedby={describedBy}
          aria-invalid={error || left < 0 ? true : undefined}
          onChange={(e) => setText(e.target.value)}
          className={cn(inputClass, 'mt-1.5')}
        />
        {error && (
          <p id={ids.error} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <p id={ids.hint} className={cn('mt-1.5 text-sm', shut ? 'font-medium text-body' : 'text-muted')}>
          {shut ?? `They read “${SITE.shortName}:” first. Texts written from 9 PM to 8 AM wait for 8 AM.`}
        </p>
      </div>
      <Button type="submit" variant="secondary" disabled={busy || Boolean(shut)}>
        <MessageSquareText aria-hidden="true" className="size-4.5" />
        {busy ? 'Sending…' : 'Send text'}
      </Button>
    </form>
  );
}
