import { breadcrumbJsonLd, firmJsonLd, jsonLdScript, projectJsonLd, serializeJsonLd } from '@/public/components/seo/json-ld';
import { schemaOpeningHours } from '@/public/components/seo/opening-hours';

const ORIGIN = 'https://www.firm.example';

/**
 * A copy of frontend/src/public/content/site.ts's shape (extra fields and `as const` included, so the real
 * object fits the builder the same way), plus the office's coordinates.
 */
const firm = {
  name: 'Sri Vriddhi Builders & Engineers',
  shortName: 'Sri Vriddhi',
  description: 'Construction in Vriddhachalam.',
  foundedYear: 1995,
  address: { street: 'No. 42, Jn. Road', town: 'Vriddhachalam', district: 'Cuddalore District', state: 'Tamil Nadu', postalCode: '606001', country: 'India' },
  geo: { latitude: 11.5183, longitude: 79.3242 },
  phones: [
    { display: '+91 94432 12345', tel: '+919443212345', label: 'Office' },
    { display: '04143 223 456', tel: '+914143223456', label: 'Landline' },
  ],
  emails: ['info@firm.example', 'projects@firm.example'],
  whatsapp: '919443212345',
  hours: [
    { days: 'Monday – Friday', short: 'Mon – Fri', hours: '9:00 AM – 6:00 PM' },
    { days: 'Saturday', short: 'Sat', hours: '9:00 AM – 4:00 PM' },
    { days: 'Sunday', short: 'Sun', hours: 'Closed', closed: true },
  ],
  map: { embedUrl: 'https://www.google.com/maps?q=Vriddhachalam&output=embed', linkUrl: 'https://www.google.com/maps/search/?api=1&query=Vriddhachalam' },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/firm' },
    { name: 'Instagram', href: '#' },
  ],
} as const;

const XSS = '</script><script>alert(1)</script>';

/** The text between the opening and closing tags of the one script element. */
function scriptContent(html: string): string {
  const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html);
  if (!match) throw new Error(`not one script element: ${html}`);
  return match[1];
}

describe('firmJsonLd', () => {
  it('describes the firm as a GeneralContractor with address, geo, phones, e-mails, hours and url', () => {
    expect(firmJsonLd(firm, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'GeneralContractor',
      '@id': 'https://www.firm.example/#firm',
      name: 'Sri Vriddhi Builders & Engineers',
      description: 'Construction in Vriddhachalam.',
      url: 'https://www.firm.example/',
      foundingDate: '1995',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'No. 42, Jn. Road',
        addressLocality: 'Vriddhachalam',
        addressRegion: 'Cuddalore District, Tamil Nadu',
        postalCode: '606001',
        addressCountry: 'India',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 11.5183, longitude: 79.3242 },
      telephone: ['+919443212345', '+914143223456'],
      email: ['info@firm.example', 'projects@firm.example'],
      openingHours: ['Mo-Fr 09:00-18:00', 'Sa 09:00-16:00'],
      hasMap: 'https://www.google.com/maps/search/?api=1&query=Vriddhachalam',
      sameAs: 'https://www.facebook.com/firm',
    });
  });

  it('leaves out what the identity does not have', () => {
    const bare = firmJsonLd(
      {
        ...firm,
        geo: undefined,
        description: undefined,
        foundedYear: undefined,
        social: [{ href: '#' }],
        map: undefined,
        phones: [{ tel: '+911' }],
        emails: [],
      },
      ORIGIN,
    );
    expect(bare).not.toHaveProperty('geo');
    expect(bare).not.toHaveProperty('sameAs');
    expect(bare).not.toHaveProperty('email');
    expect(bare).not.toHaveProperty('hasMap');
    expect(bare.telephone).toBe('+911');
  });
});

describe('schemaOpeningHours', () => {
  it('reads the ways people write hours', () => {
    expect(
      schemaOpeningHours([
        { days: 'Mon - Wed', hours: '12:30 pm to 12:00 am' },
        { days: 'Thursday', hours: '08:00 – 17:30' },
        { days: 'Friday', hours: '10 AM – 2 PM' },
        { days: 'Holidays', hours: 'by appointment' },
        { days: 'Saturday', hours: '13:00 PM – 14:00' },
      ]),
    ).toEqual(['Mo-We 12:30-00:00', 'Th 08:00-17:30', 'Fr 10:00-14:00']);
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the trail with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Projects', path: '/projects' },
          { name: XSS, path: '/projects/abc' },
        ],
        ORIGIN,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.firm.example/' },
        { '@type': 'ListItem', position: 2, name: 'Projects', item: 'https://www.firm.example/projects' },
        { '@type': 'ListItem', position: 3, name: XSS, item: 'https://www.firm.example/projects/abc' },
      ],
    });
  });
});

describe('projectJsonLd', () => {
  const project = {
    id: '6b1f4c1e-2d7a-4a5e-9a63-1f0c2b7d9e10',
    title: 'Lakeview residence',
    details: 'A two-storey house.',
    category: 'residential',
    location: 'Vriddhachalam',
    imageUrl: '/uploads/main.webp',
    images: ['/uploads/second.webp', 'javascript:alert(1)'],
    createdAt: new Date('2024-03-01T10:00:00Z'),
    updatedAt: '2024-04-02T11:30:00.000Z',
  };

  it('describes the project with its images, dates and place, made by the firm', () => {
    expect(projectJsonLd(project, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      '@id': `https://www.firm.example/projects/${project.id}#project`,
      url: `https://www.firm.example/projects/${project.id}`,
      inLanguage: 'en',
      name: 'Lakeview residence',
      description: 'A two-storey house.',
      genre: 'residential',
      image: ['https://www.firm.example/uploads/main.webp', 'https://www.firm.example/uploads/second.webp'],
      dateCreated: '2024-03-01T10:00:00.000Z',
      dateModified: '2024-04-02T11:30:00.000Z',
      locationCreated: { '@type': 'Place', name: 'Vriddhachalam' },
      creator: { '@id': 'https://www.firm.example/#firm' },
    });
  });

  it("names a Tamil page's own address and language", () => {
    expect(projectJsonLd(project, ORIGIN, { path: `/ta/projects/${project.id}`, inLanguage: 'ta' })).toMatchObject({
      '@id': `https://www.firm.example/ta/projects/${project.id}#project`,
      url: `https://www.firm.example/ta/projects/${project.id}`,
      inLanguage: 'ta',
    });
  });

  it('has no place without a location', () => {
    expect(projectJsonLd({ ...project, location: null }, ORIGIN)).not.toHaveProperty('locationCreated');
  });

  it('keeps a hostile title as text inside the script element', () => {
    const html = jsonLdScript(projectJsonLd({ ...project, title: XSS, details: '<!-- & -->' }, ORIGIN));
    const content = scriptContent(html);
    expect(content).not.toMatch(/[<>&]/);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(JSON.parse(content)).toMatchObject({ name: XSS, description: '<!-- & -->' });
  });
});

describe('serializeJsonLd', () => {
  it('escapes <, >, & and the JavaScript line separators, and parses back to the same data', () => {
    const data = { name: `a<b>c&d\u2028e\u2029f "quoted" \\ ${XSS}` };
    const text = serializeJsonLd(data);
    expect(text).toBe(
      JSON.stringify(data)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/&/g, '\\u0026')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029'),
    );
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('serializes a list of nodes', () => {
    expect(JSON.parse(scriptContent(jsonLdScript([{ a: 1 }, { b: '</script>' }])))).toEqual([{ a: 1 }, { b: '</script>' }]);
  });
});
