/** The site's illustrations: 800×600 SVGs below the fold, loaded lazily and decoded off the main thread. */
export function Illustration({ src, alt, className = 'h-auto w-full rounded-card bg-brand-50' }: { src: string; alt: string; className?: string }) {
  return <img src={src} alt={alt} width={800} height={600} loading="lazy" decoding="async" className={className} />;
}
