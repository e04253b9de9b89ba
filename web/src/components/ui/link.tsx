/** In-app link: a real <a href> that moves through the site's router (app/router.tsx) without a reload. */
import { isPlainClick, navigateTo } from '../../app/router';

export type LinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: React.Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        // Modified clicks (new tab, download), other targets and other buttons stay the browser's.
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        navigateTo(to, { replace });
      }}
    />
  );
}
