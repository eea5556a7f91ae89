import { MENU_PAGES } from '@vriddhi/rules';
import type { MessageId } from '@/public/i18n/messages/en';

export interface NavItem {
  /** The English page's path: the router's basename puts it in the page's language. */
  to: string;
  label: MessageId;
  end?: boolean;
}

/** The header's links, in the order of the public pages' list. */
export const mainNav: NavItem[] = MENU_PAGES.map((page) => ({ to: page.path, label: `nav.${page.name}`, end: page.path === '/' }));

/** Scroll distances in px: the header turns solid past the first, the scroll-to-top button shows past the second. */
export const HEADER_SCROLL_THRESHOLD = 50;
export const SCROLL_TOP_THRESHOLD = 300;
