/**
 * The 'Insights Overview' card: five ARIA tabs (Stats, Trends, Local, Tips,
 * Offer) over the post's display items. Arrow keys, Home and End move between
 * tabs; when the active tab sits past 60% of the strip, the strip scrolls right.
 */
import { icon, type IconComponent } from '../../../components/icon';
import { useEffect, useId, useRef, useState } from 'react';
import type { DisplayItems } from '../../../../../shared/posts/display-items';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { withPromises } from '../../../../../content/promises';

const ChartColumn = icon('chart-column');
const Gift = icon('gift');
const Lightbulb = icon('lightbulb');
const MapPin = icon('map-pin');
const TrendingUp = icon('trending-up');

const TABS: Array<{ id: 'stats' | 'trends' | 'local' | 'tips' | 'offer'; label: string; icon: IconComponent }> = [
  { id: 'stats', label: 'Stats', icon: ChartColumn },
  { id: 'trends', label: 'Trends', icon: TrendingUp },
  { id: 'local', label: 'Local', icon: MapPin },
  { id: 'tips', label: 'Tips', icon: Lightbulb },
  { id: 'offer', label: 'Offer', icon: Gift },
];

/** Scrolling the strip to the active tab is a chunk of its own (tab-strip-scroll.ts), fetched on the first focus in the strip. */
const loadStripScroll = () => import('../tab-strip-scroll');

export function InsightsOverview({ items, className }: { items: DisplayItems; className?: string }) {
  const [active, setActive] = useState(0);
  const stripRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const firstRender = useRef(true);
  // Which edges hide tabs; drives the fades that say the strip scrolls. Known only after mount.
  const [edges, setEdges] = useState({ left: false, right: false });
  const baseId = useId();
  const headingId = `${baseId}-heading`;

  const updateEdges = (strip: HTMLElement) => {
    const left = strip.scrollLeft > 1;
    const right = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
    setEdges((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: setEdges is all updateEdges changes
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    // Called once the strip is laid out, then whenever its size changes (scrolls: onScroll). Not
    // measured here: reading its sizes while hydrating would force a layout.
    const observer = new ResizeObserver(() => updateEdges(strip));
    observer.observe(strip);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const strip = stripRef.current;
    const tab = tabRefs.current[active];
    // A strip that cannot be scrolled for the visitor still scrolls by hand.
    if (strip && tab)
      loadStripScroll().then(
        (m) => m.scrollStripIfNeeded(strip, tab),
        () => {},
      );
  }, [active]);

  const select = (index: number, focus: boolean) => {
    const next = (index + TABS.length) % TABS.length;
    setActive(next);
    if (focus) tabRefs.current[next]?.focus({ preventScroll: true });
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: TABS.length - 1 };
    if (!(e.key in keys)) return;
    e.preventDefault();
    select(keys[e.key]!, true);
  };

  return (
    <section aria-labelledby={headingId} className={cn('rounded-card bg-white shadow-card ring-1 ring-line/70', className)}>
      <div className="px-5 pt-5 sm:px-6 sm:pt-6">
        <h2 id={headingId} className="text-lg font-bold tracking-tight">
          Insights Overview
        </h2>
        <p className="mt-1 text-sm text-muted">Key figures and local context for this topic.</p>
      </div>
      <div className="relative mt-4">
        <div ref={stripRef} onScroll={(e) => updateEdges(e.currentTarget)} className="overflow-x-auto border-b border-line px-3 [scrollbar-width:none] sm:px-4">
          <div
            role="tablist"
            aria-label="Insights overview"
            onKeyDown={onKeyDown}
            onFocus={() => loadStripScroll().catch(() => {})}
            className="flex min-w-max gap-1"
          >
            {TABS.map((tab, i) => {
              const selected = i === active;
              const Icon = tab.icon;
              return (
                <button
                  key={tab.id}
                  ref={(el) => {
                    tabRefs.current[i] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${tab.id}`}
                  aria-selected={selected}
                  aria-controls={`${baseId}-panel-${tab.id}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => select(i, false)}
                  className={cn(
                    '-mb-px inline-flex min-h-11 items-center gap-1.5 border-b-[3px] px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:rounded-md',
                    selected ? 'border-accent-600 text-brand-900' : 'border-transparent text-muted hover:text-brand-800',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {tab.label}
                </button>
              );
            })}
          </div>
        </div>
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute top-0 bottom-px left-0 w-8 bg-linear-to-r from-white transition-opacity',
            edges.left ? 'opacity-100' : 'opacity-0',
          )}
        />
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute top-0 bottom-px right-0 w-12 bg-linear-to-l from-white via-white/80 transition-opacity',
            edges.right ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      {TABS.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={i !== active}
          className="px-5 py-5 sm:px-6"
        >
          <Panel id={tab.id} items={items} />
        </div>
      ))}
    </section>
  );
}

function Panel({ id, items }: { id: (typeof TABS)[number]['id']; items: DisplayItems }) {
  switch (id) {
    case 'stats':
      return (
        <dl className="grid grid-cols-2 gap-3">
          {items.stats.map((s) => (
            <div key={s.metric} className="flex flex-col-reverse rounded-tile bg-brand-50 p-3.5">
              <dt className="mt-1 text-xs leading-snug text-muted">{s.metric}</dt>
              <dd className="text-xl font-extrabold tracking-tight text-brand-800">{s.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'trends':
      return <IconItems items={items.trending} icon={TrendingUp} />;
    case 'local':
      return <IconItems items={items.local} icon={MapPin} />;
    case 'tips':
      return (
        <ol className="space-y-3">
          {items.tips.map((tip, i) => (
            <li key={tip} className="flex gap-3 text-[0.9375rem] leading-relaxed">
              <span
                aria-hidden="true"
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-100 text-xs font-bold text-accent-800"
              >
                {i + 1}
              </span>
              <span>{tip}</span>
            </li>
          ))}
        </ol>
      );
    case 'offer':
      return (
        <div>
          <p className="text-[0.9375rem] leading-relaxed">{withPromises(items.offer)}</p>
          <ButtonLink href="/schedule" className="mt-4 w-full">
            Claim Your Free Walkthrough
          </ButtonLink>
        </div>
      );
  }
}

function IconItems({ items, icon: Icon }: { items: readonly string[]; icon: IconComponent }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-[0.9375rem] leading-relaxed">
          <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
