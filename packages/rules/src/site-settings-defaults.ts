import type { SiteSettings } from './site-settings';

/**
 * The settings a new site starts with (the seed writes them once): the texts the spec gives, and
 * stand-in details (marked PLACEHOLDER) the firm replaces in the admin's Settings before going live.
 * Paragraphs of the About page's story are separated by a blank line.
 */
/** The About page's timeline. PLACEHOLDER: illustrative until the firm enters its own. */
export const ABOUT_MILESTONES: SiteSettings['about']['milestones'] = [
  {
    year: '1995',
    title: 'Founded in Vriddhachalam',
    text: 'A small civil engineering practice opens near the town centre, drawing plans and supervising homes.',
  },
  {
    year: '2004',
    title: 'Our own construction crews',
    text: 'We begin building end to end, with trained masons, carpenters and site engineers on our payroll.',
  },
  {
    year: '2013',
    title: 'Structural design & approvals',
    text: 'A dedicated design wing handles structural calculations and DTCP/CMDA approval plans in-house.',
  },
  { year: 'Today', title: '500+ projects, 50+ people', text: 'Homes, shops, schools, factories and public works across Cuddalore District and beyond.' },
];

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  firmName: 'Sri Vriddhi Builders & Engineers', // PLACEHOLDER
  shortName: 'Sri Vriddhi', // PLACEHOLDER
  tagline: 'Builders & Engineers',
  description:
    'Construction, structural design, DTCP/CMDA approval plans and interiors in Vriddhachalam, Cuddalore District, Tamil Nadu. Building with excellence and integrity since 1995.',
  foundedYear: 1995,
  address: {
    street: 'No. 42, Jn. Road, Near Bus Stand', // PLACEHOLDER
    town: 'Vriddhachalam',
    district: 'Cuddalore District',
    state: 'Tamil Nadu',
    postalCode: '606001',
    country: 'India',
  },
  map: {
    latitude: 11.5183, // PLACEHOLDER: the town centre
    longitude: 79.3242,
    linkUrl: 'https://www.google.com/maps/search/?api=1&query=Vriddhachalam%2C+Tamil+Nadu',
    embedUrl: 'https://www.google.com/maps?q=Vriddhachalam,+Tamil+Nadu&output=embed',
  },
  phones: [
    { label: 'Office', number: '+919443212345' }, // PLACEHOLDER
    { label: 'Projects', number: '+919876543210' }, // PLACEHOLDER
    { label: 'Landline', number: '+914143223456' }, // PLACEHOLDER
  ],
  emails: ['info@srivriddhibuilders.in', 'projects@srivriddhibuilders.in'], // PLACEHOLDER
  whatsapp: '+919443212345', // PLACEHOLDER
  hours: [
    { days: 'Monday – Friday', short: 'Mon – Fri', hours: '9:00 AM – 6:00 PM', closed: false },
    { days: 'Saturday', short: 'Sat', hours: '9:00 AM – 4:00 PM', closed: false },
    { days: 'Sunday', short: 'Sun', hours: 'Closed', closed: true },
  ],
  // No profiles yet: a network without a link is not shown.
  social: [
    { name: 'Facebook', url: '' },
    { name: 'Instagram', url: '' },
    { name: 'YouTube', url: '' },
    { name: 'LinkedIn', url: '' },
  ],
  stats: [
    { value: '25+', label: 'Years of Experience' },
    { value: '500+', label: 'Projects Completed' },
    { value: '100%', label: 'Client Satisfaction' },
    { value: '50+', label: 'Team Members' },
  ],
  testimonials: [
    {
      name: 'Rajesh Kumar',
      position: 'Homeowner, Vriddhachalam',
      content:
        'They handled everything from the DTCP approval to the final coat of paint. Our house was handed over on the promised date, and the final bill matched the estimate almost to the rupee.',
    },
    {
      name: 'Dr. Lakshmi Narayanan',
      position: 'Clinic Owner, Cuddalore',
      content:
        'The structural design for our two-storey clinic was clear and economical. The engineers explained every decision, and the site was always clean and well supervised.',
    },
    {
      name: 'S. Muthukumar',
      position: 'Managing Partner, Sri Murugan Textiles',
      content:
        'Our showroom and godown were finished ahead of schedule without cutting corners. They were honest about costs and solved problems before they could become delays.',
    },
    {
      name: 'Priya Senthil',
      position: 'Homeowner, Neyveli',
      content:
        'The 3D interior designs helped us decide with confidence. What we saw on the screen is exactly the home we live in today. I recommend them to anyone who is planning to build.',
    },
  ],
  about: {
    story: [
      'Sri Vriddhi Builders & Engineers began in 1995 as a small civil engineering practice in Vriddhachalam, drawing house plans and supervising construction for neighbours who wanted a building done right.',
      'Word spread. Today our engineers, architects and site crews deliver homes, shops, schools, hospitals and industrial sheds across Cuddalore District, handling everything from DTCP and CMDA approvals to structural design, construction, interiors and repairs.',
      'What has not changed is how we work: an engineer on every site, honest numbers on paper, and buildings made to last for generations.',
    ].join('\n\n'),
    mission: 'To design and build safe, durable and beautiful buildings at honest prices, treating every client’s money and trust as if it were our own.',
    vision:
      'To be the most trusted name in construction and engineering in Tamil Nadu, known for quality that outlasts generations and service that never stops at handover.',
    team: [
      {
        name: 'Er. K. Ramasamy',
        role: 'Founder & Managing Director',
        bio: 'Civil engineer with three decades of building across the district.',
        photoUrl: null,
      },
      {
        name: 'Er. R. Senthil Kumar',
        role: 'Chief Structural Engineer',
        bio: 'Designs safe, economical RCC and steel frames for every project.',
        photoUrl: null,
      },
      { name: 'Ar. M. Divya', role: 'Lead Architect & Interiors', bio: 'Turns briefs into plans, elevations and 3D interiors clients love.', photoUrl: null },
      { name: 'S. Karthikeyan', role: 'Head of Site Operations', bio: 'Keeps crews, materials and schedules on track from footing to finish.', photoUrl: null },
    ],
    reasons: [
      { title: 'Experienced engineers', text: 'Qualified civil and structural engineers design, check and supervise every job.' },
      { title: 'Transparent pricing', text: 'Itemised estimates up front and no surprise bills at handover.' },
      { title: 'Quality materials', text: 'Branded cement and steel, tested concrete and stage-wise quality checks.' },
      { title: 'On-time delivery', text: 'Realistic schedules, weekly progress updates and handovers on the promised date.' },
      { title: 'End-to-end service', text: 'Approvals, design, construction and interiors handled by one accountable team.' },
      { title: 'Support after handover', text: 'We stay reachable for maintenance, repairs and future extensions.' },
    ],
    milestones: ABOUT_MILESTONES,
  },
  credit: { name: 'Vriddhi Digital', url: 'https://example.com/' }, // PLACEHOLDER
};
