import { NavLink as RouterNavLink, type NavLinkProps } from 'react-router';
import { pageLinkProps } from './page-link';

/** In-app link marked `aria-current="page"` on its own page (the navigation). */
export function NavLink(props: NavLinkProps) {
  return <RouterNavLink {...pageLinkProps} {...props} />;
}
