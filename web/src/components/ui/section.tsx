/** Page sections: one rhythm of vertical spacing and one content width for the whole site. */
import { cn } from '../../lib/cn';

export function Container({ className, children }: { className?: string; children: React.ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-5 sm:px-8', className)}>{children}</div>;
}

// The tone names are this map's keys.
const TONES = {
  white: 'bg-white',
  surface: 'bg-surface',
  brand: 'bg-brand-900 text-brand-100',
  tint: 'bg-brand-50',
};

export function Section({
  id,
  tone = 'white',
  className,
  children,
  labelledBy,
}: {
  id?: string;
  tone?: keyof typeof TONES;
  className?: string;
  children: React.ReactNode;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('py-16 sm:py-24', TONES[tone], className)}>
      <Container>{children}</Container>
    </section>
  );
}

/** Eyebrow, heading and lead paragraph at the top of a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
  inverse = false,
  as: As = 'h2',
}: {
  id?: string;
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  align?: 'left' | 'center';
  inverse?: boolean;
  as?: 'h1' | 'h2';
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className={cn('mb-3 text-sm font-bold tracking-[0.12em] uppercase', inverse ? 'text-accent-200' : 'text-accent-700')}>{eyebrow}</p>}
      <As id={id} className={cn('text-3xl font-extrabold tracking-tight sm:text-4xl', inverse && 'text-white')}>
        {title}
      </As>
      {lead && <p className={cn('mt-4 text-lg', inverse ? 'text-brand-100' : 'text-muted')}>{lead}</p>}
    </div>
  );
}
