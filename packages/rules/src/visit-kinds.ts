/**
 * What is counted of visitors, without cookies or anything personal: aggregate counts per day only.
 * A page view is counted by the server as it answers a page; taps on the contact links and the showing
 * of a page the browser had prerendered are sent by the pages' loader (frontend/src/public/islands/loader) as beacons.
 */

// No zod here: the public pages' loader (an inline script, bundled with what it imports) reads this file (through islands-loader.ts).

/** The contact links whose taps are counted: tel:, https://wa.me/ and mailto: links. */
export const TAP_KINDS = ['call', 'whatsapp', 'email'] as const;
export type TapKind = (typeof TAP_KINDS)[number];

/** What a beacon may report: a tap, or a page shown that the browser had prerendered (the server did not count its request). */
export const BEACON_KINDS = ['view', ...TAP_KINDS] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];

/** Where the public pages send their beacons (POST, a small JSON text). */
export const VISITS_BEACON_PATH = '/api/visits';

/** Longer than any public page's path (a project's is 47 characters): not looked at. */
export const MAX_BEACON_PATH_LENGTH = 200;
