export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/** The header's six links, in this order. */
export const mainNav: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/projects', label: 'Projects' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/contact', label: 'Contact' },
];

/** Scroll distances in px: the header turns solid past the first, the scroll-to-top button shows past the second. */
export const HEADER_SCROLL_THRESHOLD = 50;
export const SCROLL_TOP_THRESHOLD = 300;
