/**
 * In-app link: a real <a href> that navigates through the router without a reload.
 * Built from react-router's useHref and useLinkClickHandler instead of its <Link>,
 * whose prefetch and route-discovery machinery (framework mode only) would ship
 * in every page's JavaScript.
 */
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export type LinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: React.Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  // Leaves modified clicks (new tab, download), other targets and non-primary buttons to the browser.
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
