export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/** The header's six links (spec §2). */
export const mainNav: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/projects', label: 'Projects' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/contact', label: 'Contact' },
];

/** Scroll distances (spec §9). */
export const HEADER_SCROLL_THRESHOLD = 50;
export const SCROLL_TOP_THRESHOLD = 300;
