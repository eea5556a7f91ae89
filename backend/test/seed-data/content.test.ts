import sharp from 'sharp';
import {
  ILLUSTRATION_KINDS,
  ILLUSTRATION_PALETTES,
  PROJECT_CATEGORIES,
  buildIllustrationSvg,
  renderIllustration,
  seedGalleryCategories,
  seedGalleryImages,
  seedProjects,
  seedServices,
  type IllustrationSpec,
} from '../../src/db/seed-data';

const allSpecs = (): IllustrationSpec[] => [
  ...seedServices.map((s) => s.illustration),
  ...seedProjects.flatMap((p) => [p.illustration, ...p.extraIllustrations]),
  ...seedGalleryImages.map((g) => g.illustration),
];

describe('seed content', () => {
  it('has the seven services in order', () => {
    expect(seedServices.map((s) => s.title)).toEqual([
      'Approval Plan',
      'Estimation Valuation',
      'Construction',
      'Structural Design',
      'Interior & Exterior Design',
      'Consultation',
      'Repair and Rehabilitation',
    ]);
  });

  it('keeps service texts within the layout limits', () => {
    for (const s of seedServices) {
      expect(s.description.length).toBeGreaterThanOrEqual(250);
      expect(s.description.length).toBeLessThanOrEqual(450);
      expect(s.points.length).toBeGreaterThanOrEqual(4);
      expect(s.points.length).toBeLessThanOrEqual(5);
      for (const p of s.points) expect(p.length).toBeLessThan(70);
    }
  });

  it('has eight projects with at least two in every category', () => {
    expect(seedProjects).toHaveLength(8);
    for (const category of PROJECT_CATEGORIES) {
      expect(seedProjects.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(2);
    }
    for (const p of seedProjects) {
      expect(PROJECT_CATEGORIES).toContain(p.category);
      expect(p.features.length).toBeGreaterThanOrEqual(4);
      expect(p.features.length).toBeLessThanOrEqual(6);
      expect(p.extraIllustrations.length).toBeLessThanOrEqual(3);
      expect(p.location).toMatch(/\S/);
      expect(p.details.length).toBeGreaterThan(200);
    }
  });

  it('gives projects distinct creation ages and enough gallery strips', () => {
    const days = seedProjects.map((p) => p.daysAgo);
    expect(new Set(days).size).toBe(days.length);
    expect(seedProjects.filter((p) => p.extraIllustrations.length >= 2).length).toBeGreaterThanOrEqual(3);
  });

  it('only uses gallery categories that exist', () => {
    expect(seedGalleryCategories.length).toBeGreaterThanOrEqual(4);
    expect(seedGalleryCategories.length).toBeLessThanOrEqual(5);
    expect(seedGalleryImages).toHaveLength(12);
    const names = new Set<string>(seedGalleryCategories);
    for (const img of seedGalleryImages) expect(names.has(img.category)).toBe(true);
  });

  it('only refers to known illustration kinds and palettes', () => {
    for (const spec of allSpecs()) {
      expect(ILLUSTRATION_KINDS).toContain(spec.kind);
      if (spec.palette) expect(ILLUSTRATION_PALETTES).toContain(spec.palette);
    }
  });
});

describe('renderIllustration', () => {
  it.each(ILLUSTRATION_KINDS.map((kind, i) => [kind, i] as const))(
    'renders %s as a JPEG of the requested size',
    async (kind, i) => {
      const palette = ILLUSTRATION_PALETTES[i % ILLUSTRATION_PALETTES.length];
      const buf = await renderIllustration({ kind, palette, seed: 1000 + i }, 640, 400);
      expect(buf.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      const meta = await sharp(buf).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(640);
      expect(meta.height).toBe(400);
    },
  );

  it('uses the default size and crops other aspect ratios exactly', async () => {
    const full = await sharp(await renderIllustration({ kind: 'house', seed: 7 })).metadata();
    expect([full.width, full.height]).toEqual([1600, 1000]);
    const square = await sharp(await renderIllustration({ kind: 'interior', palette: 'night', seed: 7 }, 300, 300)).metadata();
    expect([square.width, square.height]).toEqual([300, 300]);
  });

  it('is deterministic for a seed and varies between seeds', () => {
    const a = buildIllustrationSvg({ kind: 'house', palette: 'noon', seed: 42 });
    expect(buildIllustrationSvg({ kind: 'house', palette: 'noon', seed: 42 })).toBe(a);
    expect(buildIllustrationSvg({ kind: 'house', palette: 'noon', seed: 43 })).not.toBe(a);
  });

  it('draws shapes only, without text', () => {
    for (const kind of ILLUSTRATION_KINDS) {
      expect(buildIllustrationSvg({ kind, seed: 3 })).not.toMatch(/<text|<image|href=/);
    }
  });
});
