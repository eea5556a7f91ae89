/*
 * What the public pages' islands loader (frontend/src/public/islands/loader, their inline script) shares
 * with the islands and the server. Constants only, nothing computed: the loader is bundled with what it
 * imports, and every byte of it is in every page.
 */

/** Where the loader sends its beacons (visit-kinds.ts). */
export { VISITS_BEACON_PATH } from './visit-kinds';

/** The localStorage key under which the islands note the web fonts' stylesheet this browser has loaded: the loader links it at once on later pages. */
export const WEB_FONTS_KEY = 'web-fonts';

/** The localStorage key under which the islands note the Tamil font's faces whose files this browser has (cached, or its own): the loader turns the Tamil pages' faces on at once on later pages. */
export const TAMIL_FONT_KEY = 'tamil-font';
