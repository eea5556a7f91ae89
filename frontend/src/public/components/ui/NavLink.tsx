import { NavLink as RouterNavLink, type NavLinkProps } from 'react-router';
import { pageLinkProps } from './page-link';

/**
 * In-app link marked `aria-current="page"` on its own page (the navigation), which its styles select. A
 * class given as a string is passed as a function: react-router would add an `active` class no style uses.
 */
export function NavLink({ className, ...props }: NavLinkProps) {
  return <RouterNavLink {...pageLinkProps} {...props} className={typeof className === 'string' ? () => className : className} />;
}
