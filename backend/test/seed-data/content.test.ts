import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { check, newServiceRules, newProjectRules } from '@vriddhi/rules';
import { DEMO_CONTENT_DIR, loadDemoContent, renderDemoImage } from '../../src/db/demo-content';

const PROJECT_CATEGORIES = ['residential', 'commercial', 'industrial', 'infrastructure'];
const demo = loadDemoContent();
const imageFiles = () => [
  ...demo.services.map((s) => s.image),
  ...demo.projects.flatMap((p) => [p.image, ...p.extraImages]),
  ...demo.gallery.map((g) => g.image),
];

describe('demo content (backend/demo-content/content.json)', () => {
  it('has the seven services in order', () => {
    expect(demo.services.map((s) => s.title)).toEqual([
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
    for (const s of demo.services) {
      expect(s.description.length).toBeGreaterThanOrEqual(250);
      expect(s.description.length).toBeLessThanOrEqual(450);
      expect(s.points.length).toBeGreaterThanOrEqual(4);
      expect(s.points.length).toBeLessThanOrEqual(5);
      for (const p of s.points) expect(p.length).toBeLessThan(70);
    }
  });

  it('has eight projects with at least two in every category', () => {
    expect(demo.projects).toHaveLength(8);
    for (const category of PROJECT_CATEGORIES) {
      expect(demo.projects.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(2);
    }
    for (const p of demo.projects) {
      expect(p.features.length).toBeGreaterThanOrEqual(4);
      expect(p.features.length).toBeLessThanOrEqual(6);
      expect(p.extraImages.length).toBeLessThanOrEqual(3);
      expect(p.details.length).toBeGreaterThan(200);
    }
  });

  it('gives projects distinct creation ages and enough gallery strips', () => {
    const days = demo.projects.map((p) => p.daysAgo);
    expect(new Set(days).size).toBe(days.length);
    expect(demo.projects.filter((p) => p.extraImages.length >= 2).length).toBeGreaterThanOrEqual(3);
  });

  it('only uses gallery categories that exist', () => {
    expect(demo.galleryCategories.length).toBeGreaterThanOrEqual(4);
    expect(demo.galleryCategories.length).toBeLessThanOrEqual(5);
    expect(demo.gallery).toHaveLength(12);
    for (const image of demo.gallery) expect(demo.galleryCategories.map((category) => category.name)).toContain(image.category);
  });

  it('has Tamil for every text of every service, project, gallery image and category, within the rules and item for item', () => {
    const tamil = /[\u0B80-\u0BFF]/;
    for (const s of demo.services) {
      expect(check(newServiceRules, { ...s, image: true })).toMatchObject({ ok: true });
      expect([s.ta.title, s.ta.description, ...s.ta.points].every((text) => tamil.test(text))).toBe(true);
      expect(s.ta.points).toHaveLength(s.points.length);
    }
    for (const p of demo.projects) {
      expect(check(newProjectRules, { ...p, image: true, yearCompleted: null })).toMatchObject({ ok: true });
      expect([p.ta.title, p.ta.details, p.ta.location, ...p.ta.features].every((text) => tamil.test(text))).toBe(true);
      expect(p.ta.features).toHaveLength(p.features.length);
    }
    for (const g of demo.gallery) expect(g.ta.title).toMatch(tamil);
    for (const c of demo.galleryCategories) expect(c.ta.name).toMatch(tamil);
  });

  it('names only images that exist, and every image is named', () => {
    const files = fs.readdirSync(path.join(DEMO_CONTENT_DIR, 'images')).sort();
    for (const file of imageFiles()) expect(files).toContain(file);
    expect(files).toEqual([...new Set(imageFiles())].sort());
  });

  it('a broken content file is refused with its name and the wrong field', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-content-'));
    try {
      fs.writeFileSync(path.join(dir, 'content.json'), JSON.stringify({ ...demo, projects: [{ ...demo.projects[0], category: 'castle' }] }));
      expect(() => loadDemoContent(dir)).toThrow(new RegExp(`content\\.json: projects\\.0\\.category: `));
      fs.writeFileSync(path.join(dir, 'content.json'), '{ not json');
      expect(() => loadDemoContent(dir)).toThrow(/content\.json: /);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('demo images', () => {
  it('are rasterised as 1600 × 1000 JPEGs for the upload pipeline', async () => {
    const jpeg = await renderDemoImage(demo.projects[0].image);
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1000]);
  });

  it('draw shapes only: no text (its fonts differ per machine) and no linked image (the seed downloads nothing)', () => {
    const files = fs.readdirSync(path.join(DEMO_CONTENT_DIR, 'images'));
    const drawingText = files.filter((file) => /<text|<image|href=/.test(fs.readFileSync(path.join(DEMO_CONTENT_DIR, 'images', file), 'utf8')));
    expect(drawingText).toEqual([]);
  });
});
