/** The site's buttons: three variants, two sizes. Links and buttons share the look. */
import { Link } from './link';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'md' | 'lg';

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors sm:whitespace-nowrap duration-150 disabled:cursor-not-allowed disabled:opacity-60',
    size === 'md' ? 'min-h-11 px-5 text-[0.9375rem]' : 'min-h-13 px-7 text-base',
    variant === 'primary' && 'bg-accent-600 text-white shadow-sm hover:bg-accent-700',
    variant === 'secondary' && 'bg-brand-800 text-white hover:bg-brand-900',
    variant === 'ghost' && 'bg-white text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50',
    variant === 'inverse' && 'bg-white/10 text-white ring-1 ring-white/40 ring-inset hover:bg-white/20',
    className,
  );
}

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: React.ReactNode;
}

/** Internal paths use the router; tel:, mailto:, #anchors and absolute URLs use a plain anchor. */
export function ButtonLink({
  href,
  variant,
  size,
  className,
  children,
  ...rest
}: CommonProps & { href: string } & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const cls = buttonClass(variant, size, className);
  if (/^(tel:|mailto:|https?:|#)/.test(href)) {
    return (
      <a href={href} className={cls} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={cls} {...rest}>
      {children}
    </Link>
  );
}

export function Button({ variant, size, className, children, type = 'button', ...rest }: CommonProps & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={buttonClass(variant, size, className)} {...rest}>
      {children}
    </button>
  );
}
