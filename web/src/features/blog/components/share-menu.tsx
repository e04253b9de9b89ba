/**
 * 'Share' disclosure: native share where the browser has it, Facebook, Twitter
 * and LinkedIn in a 600x400 popup without opener access, and Copy Link
 * ('Copied!' for 2 seconds). Escape, a click outside or tabbing away closes it.
 */
import { icon } from '../../../components/icon';
import { useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../../lib/toast';
import { cn } from '../../../lib/cn';
import { useDismiss } from '../../../components/ui/use-dismiss';
import type { Network } from '../share-actions';

const Check = icon('check');
const Link2 = icon('link-2');
const Share2 = icon('share-2');
const Smartphone = icon('smartphone');

export const COPIED_MS = 2000;

/**
 * What the items do (the popup, the clipboard) is a chunk of its own (share-actions.ts), fetched
 * when the menu opens. Once it is in, an item runs it within the click itself, as popups and the
 * clipboard want; an item chosen before then waits for it (browsers allow both for a few seconds).
 */
let actions: typeof import('../share-actions') | undefined;
const loadActions = async () => (actions ??= await import('../share-actions'));

const NETWORKS: Array<{ id: Network; label: string; path: string }> = [
  {
    id: 'facebook',
    label: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.8c0-.5.3-.8.5-.8z',
  },
  {
    id: 'twitter',
    label: 'Twitter',
    path: 'M17.8 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.8 3h6.4l4.5 5.9zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  },
  {
    id: 'linkedin',
    label: 'LinkedIn',
    path: 'M4.5 8.5h4v12h-4zM6.5 3a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4zM10.5 8.5h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.8 2.6 4.8 6v5.8h-4v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8v5.3h-4z',
  },
];

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-[0.9375rem] font-medium text-ink hover:bg-brand-50 focus-visible:bg-brand-50';

export function ShareMenu({ title, path }: { title: string; path: string }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  // Known only in the browser, after hydration, so server and client markup agree.
  const [canNativeShare, setCanNativeShare] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();

  useEffect(() => {
    setCanNativeShare(typeof navigator.share === 'function');
    return () => clearTimeout(copiedTimer.current);
  }, []);

  useDismiss(open, rootRef, (how) => {
    setOpen(false);
    if (how === 'escape') buttonRef.current?.focus();
  });

  const articleUrl = () => new URL(path, window.location.origin).toString();

  const nativeShare = async () => {
    try {
      await navigator.share({ title, url: articleUrl() });
    } catch {
      // Cancelled or refused: ignored silently, a cancel is the visitor's choice (docs/decisions.md P5).
    }
    setOpen(false);
  };

  const openPopup = async (network: Network) => {
    setOpen(false);
    try {
      (actions ?? (await loadActions())).openSharePopup(network, articleUrl(), title);
    } catch (err) {
      console.error('The share window could not be opened', err);
    }
  };

  const copyLink = async () => {
    try {
      await (actions ?? (await loadActions())).copyText(articleUrl());
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
      notify.success('Link Copied!', { description: 'The article link has been copied to your clipboard.' });
    } catch {
      notify.error('Copy Failed', { description: 'Unable to copy link. Please try again.' });
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(e) => {
        if (open && e.relatedTarget && !rootRef.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((v) => !v);
          loadActions().catch(() => {}); // a failure shows when an item is chosen
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-[0.9375rem] font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50"
      >
        <Share2 aria-hidden="true" className="size-4" /> Share
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute left-0 z-20 md:right-0 md:left-auto mt-2 w-60 animate-fade-in rounded-tile bg-white p-2 shadow-lift ring-1 ring-line"
      >
        <ul aria-label="Share this article">
          {canNativeShare && (
            <li>
              <button type="button" className={itemClass} onClick={nativeShare}>
                <Smartphone aria-hidden="true" className="size-5 text-brand-700" /> Share via…
              </button>
            </li>
          )}
          {NETWORKS.map((n) => (
            <li key={n.id}>
              <button type="button" className={itemClass} onClick={() => openPopup(n.id)}>
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-brand-700">
                  <path d={n.path} />
                </svg>
                {n.label}
              </button>
            </li>
          ))}
          <li className="mt-1 border-t border-line pt-1">
            <button type="button" className={cn(itemClass, copied && 'text-accent-800')} onClick={copyLink}>
              {copied ? <Check aria-hidden="true" className="size-5 text-accent-700" /> : <Link2 aria-hidden="true" className="size-5 text-brand-700" />}
              {copied ? 'Copied!' : 'Copy Link'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
