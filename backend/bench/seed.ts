import sharp from 'sharp';

export const ADMIN_EMAIL = 'bench-admin@example.com';
export const ADMIN_PASSWORD = 'bench-password-not-secret';

const CATEGORIES = ['residential', 'commercial', 'industrial', 'infrastructure'] as const;
const PLACES = ['Vriddhachalam', 'Cuddalore', 'Neyveli', 'Panruti', 'Chidambaram', 'Villupuram', 'Ulundurpet', 'Virudhachalam Road'];
const KINDS: Record<(typeof CATEGORIES)[number], string[]> = {
  residential: ['Independent house', 'Duplex villa', 'Apartment block', 'Row houses'],
  commercial: ['Shopping complex', 'Office building', 'Wedding hall', 'Showroom'],
  industrial: ['Rice mill shed', 'Warehouse', 'Cashew processing unit', 'Workshop'],
  infrastructure: ['Culvert and approach road', 'Overhead water tank', 'Compound wall and gate', 'Village road'],
};
const FEATURES = ['RCC framed structure', 'Vastu compliant layout', 'Rainwater harvesting', 'Solar water heater', 'Granite flooring', 'Steel roofing', 'Fly-ash bricks', 'Covered parking'];

/** A small JPEG in a different colour per project; the server makes the WebP variants from it. */
function jpeg(index: number): Promise<Buffer> {
  const hue = (index * 47) % 255;
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: hue, g: 160 - (hue % 100), b: 90 + (index % 5) * 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function project(index: number) {
  const category = CATEGORIES[index % CATEGORIES.length];
  const kind = KINDS[category][Math.floor(index / CATEGORIES.length) % 4];
  const place = PLACES[index % PLACES.length];
  return {
    title: `${kind} at ${place} #${index + 1}`,
    category,
    location: `${place}, Tamil Nadu`,
    details:
      `${kind} built for a client in ${place}: foundation, RCC frame, masonry, plastering, electrical and plumbing ` +
      `work, handed over on schedule. Site supervision by our engineers from excavation to final finishing, with ` +
      `locally sourced materials and quality checks at every slab.`,
    features: FEATURES.filter((_, feature) => (feature + index) % 3 !== 0).slice(0, 5),
  };
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

/** Creates `count` projects with images through the real REST API, as an admin would. */
export async function seedProjects(baseUrl: string, count: number): Promise<void> {
  const login = (await expectOk(
    await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    }),
    'Login',
  )) as { data: { token: string } };
  const authorization = `Bearer ${login.data.token}`;

  for (let index = 0; index < count; index++) {
    const fields = project(index);
    const form = new FormData();
    form.set('title', fields.title);
    form.set('category', fields.category);
    form.set('location', fields.location);
    form.set('details', fields.details);
    form.set('features', JSON.stringify(fields.features));
    form.set('image', new Blob([await jpeg(index)], { type: 'image/jpeg' }), `project-${index + 1}.jpg`);
    await expectOk(await fetch(`${baseUrl}/api/projects`, { method: 'POST', headers: { authorization }, body: form }), `Creating project ${index + 1}`);
  }
}
