import type { SiteSettings } from '@vriddhi/rules/site-settings';

/** A client's words, as the firm enters them in the admin's settings. */
export type Testimonial = SiteSettings['testimonials'][number];

/** The carousel moves to the next testimonial every 5 seconds. */
export const TESTIMONIAL_INTERVAL_MS = 5000;
