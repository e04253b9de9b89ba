/** An icon from the site's sprite (icon-names.ts lists what it holds). */
import type { SVGProps } from 'react';
import { cn } from '../lib/cn';
import { ICON_SPRITE_URL } from './icon-sprite-url';
import type { IconName } from './icon-names';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/** Stroke, size and colour come from the `.icon` rule (styles/app.css), so classes like `fill-sun` override them. */
export function icon(name: IconName): IconComponent {
  const href = `${ICON_SPRITE_URL}#${name}`;
  // biome-ignore lint/correctness/noComponentHookFactories: one component per icon, made once at module level; it uses no hooks
  return function Icon({ className, ...props }: IconProps) {
    return (
      <svg aria-hidden="true" {...props} className={cn('icon', className)}>
        <use href={href} />
      </svg>
    );
  };
}
