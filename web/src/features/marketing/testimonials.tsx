/** Six client reviews and the satisfaction counters beside them. */
import { icon } from '../../components/icon';
import { useEffect, useRef } from 'react';
import testimonials from '../../../../content/home/testimonials.json';
import { SATISFACTION, TESTIMONIALS } from '../../../../content/proof';
import { Section, SectionHeading } from '../../components/ui/section';
import { CounterGroup } from './counter';
import { StarRating } from './star-rating';

const Quote = icon('quote');

/**
 * A scrolling list must be reachable by keyboard; a plain grid should not be a tab stop. The edge's
 * HTML makes it one (a phone's list scrolls, and this section's code loads only as it comes near);
 * here it stops being one where it does not scroll. Measured from a ResizeObserver, which runs once
 * layout is done: reading the widths while hydrating would force the browser to lay out the page.
 */
function useFocusableWhenScrollable() {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      if (el.scrollWidth > el.clientWidth + 1) el.tabIndex = 0;
      else el.removeAttribute('tabindex');
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return ref;
}

export function Testimonials() {
  const listRef = useFocusableWhenScrollable();
  return (
    <Section id="testimonials" labelledBy="testimonials-title">
      <div className="grid gap-10 lg:grid-cols-12 lg:items-end">
        <div className="lg:col-span-7">
          <SectionHeading id="testimonials-title" {...testimonials.heading} />
        </div>
        <CounterGroup stats={SATISFACTION} className="grid-cols-2 gap-x-6 gap-y-6 lg:col-span-5" numberClassName="text-3xl sm:text-4xl" />
      </div>
      {/* Phones swipe through the reviews (scroll-snap, focusable for keyboards); wider screens get the grid. */}
      <ul
        ref={listRef}
        tabIndex={0}
        aria-label="Client reviews"
        className="-mx-5 mt-10 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pt-1 pb-4 sm:-mx-8 sm:scroll-px-8 sm:px-8 md:mx-0 md:mt-12 md:grid md:snap-none md:grid-cols-2 md:gap-6 md:overflow-visible md:p-0 lg:grid-cols-3"
      >
        {TESTIMONIALS.map((t) => (
          <li
            key={t.name}
            className="flex w-[85%] shrink-0 snap-start flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-line/70 sm:w-[70%] sm:p-7 md:w-auto"
          >
            <div className="flex items-center justify-between">
              <StarRating rating={t.rating} />
              <Quote aria-hidden="true" className="size-7 text-brand-200" />
            </div>
            <blockquote className="mt-4 flex-1 text-body">
              <p>{`“${t.text}”`}</p>
            </blockquote>
            <div className="mt-6 flex items-center gap-3 border-t border-line pt-5">
              <span
                aria-hidden="true"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white"
              >
                {t.initials}
              </span>
              <p className="text-[0.9375rem] leading-snug">
                <span className="block font-bold text-ink">{t.name}</span>
                <span className="text-muted">{`${t.title}, ${t.company}`}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
