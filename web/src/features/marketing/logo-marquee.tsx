/**
 * 'Trusted by Leading Businesses': the client wordmarks on an endless scroll.
 * The track holds the list twice and slides by half its width, so the loop is
 * seamless; the copy is hidden from assistive tech. Under reduced motion, or
 * when paused, the list stands still (and wraps instead of overflowing).
 */
import { icon } from '../../components/icon';
import { useState } from 'react';
import { CLIENT_LOGOS } from '../../../../content/proof';
import { Container } from '../../components/ui/section';
import { cn } from '../../lib/cn';

const Pause = icon('pause');
const Play = icon('play');

/** 'pinecrest-medical' -> 'Pinecrest Medical'. */
export function logoName(slug: string): string {
  return slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function LogoList({ copy, paused }: { copy: boolean; paused: boolean }) {
  return (
    <ul
      aria-hidden={copy || undefined}
      className={cn(
        'items-center gap-[39px]',
        paused
          ? cn('w-full flex-wrap justify-center', copy ? 'hidden' : 'flex')
          : cn(
              'flex shrink-0 pr-[39px] motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0',
              copy && 'motion-reduce:hidden',
            ),
      )}
    >
      {CLIENT_LOGOS.map((slug) => (
        <li key={slug} className="shrink-0">
          <img
            src={`/images/logos/${slug}.svg`}
            alt={copy ? '' : logoName(slug)}
            width={160}
            height={48}
            loading="lazy"
            decoding="async"
            className="h-12 w-40 object-contain"
          />
        </li>
      ))}
    </ul>
  );
}

export function LogoMarquee() {
  const [paused, setPaused] = useState(false);
  return (
    <section aria-labelledby="clients-title" className="border-b border-line bg-white py-12 sm:py-14">
      <Container className="flex items-center justify-between gap-4">
        <h2 id="clients-title" className="text-sm font-bold tracking-[0.12em] text-muted uppercase">
          Trusted by Leading Businesses
        </h2>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 motion-reduce:hidden"
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          {paused ? 'Play' : 'Pause'}
          <span className="sr-only">logo scroll</span>
        </button>
      </Container>
      <div className="mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:[mask-image:none]">
        <div
          data-testid="logo-track"
          className={cn(
            'flex',
            paused ? 'w-full' : 'w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none',
          )}
        >
          <LogoList copy={false} paused={paused} />
          <LogoList copy paused={paused} />
        </div>
      </div>
    </section>
  );
}
