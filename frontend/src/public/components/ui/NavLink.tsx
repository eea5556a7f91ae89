import { NavLink as RouterNavLink, type NavLinkProps } from 'react-router';
import { pageLinkProps } from './page-link';

/**
 * In-app link marked `aria-current="page"` on its own page (the navigation), which its styles select. Its
 * class is always passed as a function: given a string or none, react-router adds an `active` class no
 * style uses.
 */
export function NavLink({ className, ...props }: NavLinkProps) {
  return <RouterNavLink {...pageLinkProps} {...props} className={typeof className === 'function' ? className : () => className} />;
}
