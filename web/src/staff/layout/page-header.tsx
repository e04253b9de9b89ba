/**
 * The top of every screen: its heading (where focus lands after a client-side navigation, so a
 * screen reader starts at the new screen), a line of context and the screen's main actions.
 */
import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';
import { usePageTitle } from '../lib/page-title';

export function PageHeader({
  title,
  documentTitle = typeof title === 'string' ? title : '',
  eyebrow,
  description,
  actions,
}: {
  title: React.ReactNode;
  documentTitle?: string;
  eyebrow?: React.ReactNode;
  description?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  usePageTitle(documentTitle);
  const ref = useRef<HTMLHeadingElement>(null);
  const navigationType = useNavigationType();
  useEffect(() => {
    // The first load starts at the top of the document anyway; later screens move focus here.
    if (navigationType !== 'POP' || window.history.state?.idx > 0) ref.current?.focus({ preventScroll: true });
  }, [navigationType]);
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow && <div className="mb-1.5 text-sm font-semibold text-muted">{eyebrow}</div>}
        <h1 ref={ref} tabIndex={-1} className="text-2xl font-extrabold tracking-tight break-words text-brand-950 focus:outline-none sm:text-3xl">
          {title}
        </h1>
        {description && <div className="mt-1.5 text-[0.9375rem] text-muted">{description}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-3">{actions}</div>}
    </header>
  );
}
