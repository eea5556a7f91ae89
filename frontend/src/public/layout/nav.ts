import type { MessageId } from '@/public/i18n/messages/en';

export interface NavItem {
  /** The English page's path: the router's basename puts it in the page's language. */
  to: string;
  label: MessageId;
  end?: boolean;
}

/** The header's six links, in this order. */
export const mainNav: NavItem[] = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/about', label: 'nav.about' },
  { to: '/services', label: 'nav.services' },
  { to: '/projects', label: 'nav.projects' },
  { to: '/gallery', label: 'nav.gallery' },
  { to: '/contact', label: 'nav.contact' },
];

/** Scroll distances in px: the header turns solid past the first, the scroll-to-top button shows past the second. */
export const HEADER_SCROLL_THRESHOLD = 50;
export const SCROLL_TOP_THRESHOLD = 300;
