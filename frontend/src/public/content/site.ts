/**
 * The firm's identity, in one place. Every page, the header, the footer, the floating buttons and the
 * contact form read from here.
 *
 * PLACEHOLDER values are marked `// PLACEHOLDER`: the spec does not name the firm nor give its real
 * numbers, addresses or profiles. Replace them with the firm's real details before going live.
 */

export interface Phone {
  /** As shown to people. */
  display: string;
  /** As dialled: digits with the country code, for `tel:` links. */
  tel: string;
  label: string;
}

export interface OpeningHours {
  days: string;
  /** Abbreviated days, for narrow places. */
  short: string;
  hours: string;
  closed?: boolean;
}

export const site = {
  name: 'Sri Vriddhi Builders & Engineers', // PLACEHOLDER firm name
  shortName: 'Sri Vriddhi', // PLACEHOLDER
  tagline: 'Builders & Engineers',
  description:
    'Construction, structural design, DTCP/CMDA approval plans and interiors in Vriddhachalam, Cuddalore District, Tamil Nadu. Building with excellence and integrity since 1995.',
  foundedYear: 1995,
  address: {
    street: 'No. 42, Jn. Road, Near Bus Stand', // PLACEHOLDER street
    town: 'Vriddhachalam',
    district: 'Cuddalore District',
    state: 'Tamil Nadu',
    postalCode: '606001',
    country: 'India',
  },
  phones: [
    { display: '+91 94432 12345', tel: '+919443212345', label: 'Office' }, // PLACEHOLDER
    { display: '+91 98765 43210', tel: '+919876543210', label: 'Projects' }, // PLACEHOLDER
    { display: '04143 223 456', tel: '+914143223456', label: 'Landline' }, // PLACEHOLDER
  ] satisfies Phone[],
  emails: [
    'info@srivriddhibuilders.in', // PLACEHOLDER
    'projects@srivriddhibuilders.in', // PLACEHOLDER
  ],
  /** WhatsApp number in international form, digits only (wa.me format). */
  whatsapp: '919443212345', // PLACEHOLDER
  hours: [
    { days: 'Monday – Friday', short: 'Mon – Fri', hours: '9:00 AM – 6:00 PM' },
    { days: 'Saturday', short: 'Sat', hours: '9:00 AM – 4:00 PM' },
    { days: 'Sunday', short: 'Sun', hours: 'Closed', closed: true },
  ] satisfies OpeningHours[],
  /** The office on the map (schema.org GeoCoordinates in the pages' JSON-LD). */
  geo: { latitude: 11.5183, longitude: 79.3242 }, // PLACEHOLDER office position (Vriddhachalam town centre)
  map: {
    embedUrl: 'https://www.google.com/maps?q=Vriddhachalam,+Tamil+Nadu&output=embed',
    linkUrl: 'https://www.google.com/maps/search/?api=1&query=Vriddhachalam%2C+Tamil+Nadu',
  },
  social: [
    // PLACEHOLDER profiles: they go nowhere until the firm has real ones.
    { name: 'Facebook', href: '#' },
    { name: 'Instagram', href: '#' },
    { name: 'YouTube', href: '#' },
    { name: 'LinkedIn', href: '#' },
  ],
  developer: {
    name: 'Vriddhi Digital', // PLACEHOLDER credit
    href: 'https://example.com/', // PLACEHOLDER credit link
  },
} as const;

export type SocialName = (typeof site.social)[number]['name'];

export const addressLines = [site.address.street, `${site.address.town}, ${site.address.district}`, `${site.address.state} ${site.address.postalCode}`];

export const addressOneLine = `${site.address.street}, ${site.address.town}, ${site.address.district}, ${site.address.state} ${site.address.postalCode}`;

/** The services the firm names, for the footer, the home page and the contact subject list. */
export const serviceNames = [
  'Approval Plan',
  'Estimation Valuation',
  'Construction',
  'Structural Design',
  'Interior & Exterior Design',
  'Consultation',
  'Repair and Rehabilitation',
] as const;
