/**
 * The fills that tell a chart's series apart without colour alone: solid, stripes, dots, cross
 * hatching, bands and a plain grey, each also a different shade. The legend draws the same fills
 * beside each series' name, so a bar part reads by its pattern as well as by its colour.
 */
import type { ReactNode } from 'react';

const SIZE = 8;

const FILLS: ((id: string) => ReactNode)[] = [
  (id) => (
    <pattern id={id} width={SIZE} height={SIZE} patternUnits="userSpaceOnUse">
      <rect width={SIZE} height={SIZE} className="fill-brand-700" />
    </pattern>
  ),
  (id) => (
    <pattern id={id} width={SIZE} height={SIZE} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width={SIZE} height={SIZE} className="fill-accent-100" />
      <rect width={3.5} height={SIZE} className="fill-accent-700" />
    </pattern>
  ),
  (id) => (
    <pattern id={id} width={6} height={6} patternUnits="userSpaceOnUse">
      <rect width={6} height={6} className="fill-brand-100" />
      <circle cx={3} cy={3} r={1.6} className="fill-brand-900" />
    </pattern>
  ),
  (id) => (
    <pattern id={id} width={SIZE} height={SIZE} patternUnits="userSpaceOnUse">
      <rect width={SIZE} height={SIZE} className="fill-white" />
      <path d={`M0 0L${SIZE} ${SIZE}M${SIZE} 0L0 ${SIZE}`} className="stroke-brand-950" strokeWidth={1.25} />
    </pattern>
  ),
  (id) => (
    <pattern id={id} width={SIZE} height={6} patternUnits="userSpaceOnUse">
      <rect width={SIZE} height={6} className="fill-sun" />
      <rect width={SIZE} height={2} className="fill-brand-950" />
    </pattern>
  ),
  (id) => (
    <pattern id={id} width={SIZE} height={SIZE} patternUnits="userSpaceOnUse">
      <rect width={SIZE} height={SIZE} className="fill-muted" />
    </pattern>
  ),
];

export const fillId = (prefix: string, index: number) => `${prefix}-fill-${index % FILLS.length}`;

/** The fills, for a chart's <defs>; `prefix` keeps two charts' ids apart. */
export function PatternDefs({ prefix, count }: { prefix: string; count: number }) {
  return <defs>{Array.from({ length: Math.min(count, FILLS.length) }, (_, i) => FILLS[i]!(fillId(prefix, i)))}</defs>;
}

/** A legend entry's sample of a fill (decorative: the name beside it says which series it is). */
export function Swatch({ prefix, index }: { prefix: string; index: number }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" className="shrink-0">
      <rect x="0.5" y="0.5" width="17" height="17" rx="3" fill={`url(#${fillId(prefix, index)})`} className="stroke-ink/40" />
    </svg>
  );
}
