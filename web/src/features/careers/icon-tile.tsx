/**
 * The square behind an icon, as components/ui/card.tsx's IconTile draws it (its brand tone). Not
 * that module itself: the build groups it with the marketing pages' pieces (build/chunk-groups.ts
 * `marketing-kit`, 2 kB gzip), which the careers list would then download whole for four icons.
 */
export function IconTile({ children }: { children: React.ReactNode }) {
  return (
    <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-tile bg-brand-100 text-brand-800 [&>svg]:size-6">
      {children}
    </span>
  );
}
