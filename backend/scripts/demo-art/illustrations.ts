/**
 * The demo images' drawings (not part of the server: `npm run demo-art -w backend` writes them to
 * demo-content/images, and the seed rasterises those files).
 *
 * Every demo image (services, projects, gallery) is drawn here as a flat-style
 * SVG made of simple shapes, so nothing is downloaded and the output is the same on every machine. No text is drawn:
 * font availability differs between machines, so "lettering" on signboards
 * and documents is suggested with bars.
 *
 * All scenes are drawn on a 1600 x 1000 canvas; other output sizes are
 * produced by scaling and centre-cropping (preserveAspectRatio "slice").
 */

export type IllustrationKind =
  | 'house'
  | 'apartment'
  | 'shop'
  | 'factory'
  | 'warehouse'
  | 'bridge'
  | 'road'
  | 'interior'
  | 'blueprint'
  | 'structure'
  | 'estimate'
  | 'crane'
  | 'repair'
  | 'consult';

export type IllustrationPalette = 'dawn' | 'noon' | 'dusk' | 'overcast' | 'night';

export interface IllustrationSpec {
  kind: IllustrationKind;
  /** Time of day / weather. Defaults to one of dawn, noon or dusk picked by `seed`. */
  palette?: IllustrationPalette;
  /** Varies colours and positions deterministically. */
  seed: number;
  /** Colour for one small detail (a gate, a cushion, a signboard). Defaults to a muted colour picked by `seed`. */
  accent?: string;
}

export const ILLUSTRATION_KINDS: readonly IllustrationKind[] = [
  'house',
  'apartment',
  'shop',
  'factory',
  'warehouse',
  'bridge',
  'road',
  'interior',
  'blueprint',
  'structure',
  'estimate',
  'crane',
  'repair',
  'consult',
];

export const ILLUSTRATION_PALETTES: readonly IllustrationPalette[] = [
  'dawn',
  'noon',
  'dusk',
  'overcast',
  'night',
];

const W = 1600;
const H = 1000;

// ---------------------------------------------------------------------------
// Small utilities: seeded PRNG, colours, SVG primitives
// ---------------------------------------------------------------------------

class Rng {
  private state: number;

  constructor(seed: number) {
    // Scramble the seed (murmur3 finaliser) so consecutive seeds diverge at once.
    let h = Math.imul(Math.floor(seed) | 0, 0x9e3779b1) ^ 0x85ebca6b;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    this.state = (h ^ (h >>> 16)) >>> 0;
    this.next();
    this.next();
  }

  /** mulberry32: uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

function hexToRgb(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3) h = h.replace(/(.)/g, '$1$1');
  const n = parseInt(h.slice(0, 6), 16);
  if (Number.isNaN(n)) return [128, 128, 128];
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex(r: number, g: number, b: number): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear blend of two colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return rgbToHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

const darken = (c: string, t: number) => mix(c, '#000000', t);
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

/** Keep numbers short in the SVG source. */
const n = (v: number) => Math.round(v * 10) / 10;

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

function poly(pts: number[], fill: string, extra = ''): string {
  const p: string[] = [];
  for (let i = 0; i < pts.length; i += 2) p.push(`${n(pts[i])},${n(pts[i + 1])}`);
  return `<polygon points="${p.join(' ')}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

function circ(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

function ell(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ' ' + extra : ''}/>`;
}

/** Several line segments sharing one stroke, as a single path element. */
function segs(list: number[][], stroke: string, width: number, extra = ''): string {
  if (list.length === 0) return '';
  const d = list.map((s) => `M${n(s[0])} ${n(s[1])}L${n(s[2])} ${n(s[3])}`).join('');
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ' ' + extra : ''}/>`;
}

const shadow = (o: number) => `fill-opacity="${o}"`;

// ---------------------------------------------------------------------------
// Palettes and the scene context
// ---------------------------------------------------------------------------

interface Palette {
  skyTop: string;
  skyMid: string;
  skyBottom: string;
  sun?: { x: number; y: number; r: number; color: string; glow: string };
  moon?: boolean;
  cloud: string;
  cloudShade: string;
  haze: string;
  grass: string;
  grassDark: string;
  soil: string;
  water: string;
  waterDeep: string;
  /** Colour every building surface is pulled towards, and how far. */
  tint: string;
  tintAmt: number;
  night: boolean;
  rain: boolean;
}

const PALETTES: Record<IllustrationPalette, Palette> = {
  dawn: {
    skyTop: '#86aed6',
    skyMid: '#d3c6da',
    skyBottom: '#f8d7b4',
    sun: { x: 1240, y: 560, r: 46, color: '#fff3dc', glow: '#ffd7a1' },
    cloud: '#fbefe8',
    cloudShade: '#e6cfd0',
    haze: '#b7b4c6',
    grass: '#93b06c',
    grassDark: '#5f8a50',
    soil: '#c98a5c',
    water: '#9fb9d0',
    waterDeep: '#5f86a8',
    tint: '#ffcf9e',
    tintAmt: 0.1,
    night: false,
    rain: false,
  },
  noon: {
    skyTop: '#3f8fd2',
    skyMid: '#8cc4ea',
    skyBottom: '#dcf0f9',
    sun: { x: 1320, y: 150, r: 48, color: '#fffbe8', glow: '#fff4b8' },
    cloud: '#ffffff',
    cloudShade: '#dbe8f2',
    haze: '#a3c0cc',
    grass: '#8ab55e',
    grassDark: '#4f8a40',
    soil: '#c77d4a',
    water: '#6fb0d6',
    waterDeep: '#2f7aa8',
    tint: '#fff8e8',
    tintAmt: 0,
    night: false,
    rain: false,
  },
  dusk: {
    skyTop: '#2f3a6b',
    skyMid: '#9c648c',
    skyBottom: '#f3a462',
    sun: { x: 360, y: 590, r: 58, color: '#ffdc96', glow: '#ffa862' },
    cloud: '#eeb39c',
    cloudShade: '#b07a92',
    haze: '#8c6d8a',
    grass: '#71874f',
    grassDark: '#475d3b',
    soil: '#a8653f',
    water: '#c48a8a',
    waterDeep: '#5e5379',
    tint: '#ff9d6c',
    tintAmt: 0.15,
    night: false,
    rain: false,
  },
  overcast: {
    skyTop: '#6c7a88',
    skyMid: '#95a2ad',
    skyBottom: '#c4ccd2',
    cloud: '#aeb7bf',
    cloudShade: '#848f9a',
    haze: '#8f9ca5',
    grass: '#6f9c5c',
    grassDark: '#477447',
    soil: '#9c6b4c',
    water: '#8c9faa',
    waterDeep: '#5b707e',
    tint: '#7d8b98',
    tintAmt: 0.2,
    night: false,
    rain: true,
  },
  night: {
    skyTop: '#0a1330',
    skyMid: '#1a2a54',
    skyBottom: '#3a4a7a',
    moon: true,
    cloud: '#2d3b68',
    cloudShade: '#222e55',
    haze: '#1f2c4e',
    grass: '#22384a',
    grassDark: '#182a38',
    soil: '#3b3644',
    water: '#2a3b62',
    waterDeep: '#141f3c',
    tint: '#1a2444',
    tintAmt: 0.58,
    night: true,
    rain: false,
  },
};

const MUTED_ACCENTS = ['#2f6f8f', '#c2872f', '#3d7a5a', '#5d5a8f', '#2d5f7a'];
const LAMP = '#ffd88a';

class Scene {
  readonly defs: string[] = [];
  readonly out: string[] = [];
  private counter = 0;

  constructor(
    readonly rnd: Rng,
    readonly pal: Palette,
    readonly accent: string,
  ) {}

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** Apply the palette's light to a surface colour. */
  t(hex: string): string {
    return this.pal.tintAmt > 0 ? mix(hex, this.pal.tint, this.pal.tintAmt) : hex;
  }

  add(...parts: string[]): void {
    for (const p of parts) if (p) this.out.push(p);
  }

  linear(stops: Array<[number, string, number?]>, x2 = 0, y2 = 1): string {
    const id = this.id('g');
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
      .join('');
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: Array<[number, string, number?]>): string {
    const id = this.id('r');
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
      .join('');
    this.defs.push(`<radialGradient id="${id}">${s}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Window glass: reflective by day, some lit and some dark at night. */
  glass(): string {
    if (this.pal.night) return this.rnd.chance(0.65) ? LAMP : '#27314d';
    return mix(this.pal.skyMid, '#2b4660', 0.55);
  }
}

// ---------------------------------------------------------------------------
// Shared outdoor elements
// ---------------------------------------------------------------------------

function skyAndLight(s: Scene): void {
  const p = s.pal;
  s.add(rect(0, 0, W, H, s.linear([[0, p.skyTop], [0.62, p.skyMid], [1, p.skyBottom]])));
  if (p.sun) {
    const g = s.radial([[0, p.sun.glow, 0.75], [0.35, p.sun.glow, 0.28], [1, p.sun.glow, 0]]);
    s.add(circ(p.sun.x, p.sun.y, p.sun.r * 5, g), circ(p.sun.x, p.sun.y, p.sun.r, p.sun.color));
  }
  if (p.night) {
    const stars: string[] = [];
    for (let i = 0; i < 70; i++) {
      const x = s.rnd.range(0, W);
      const y = s.rnd.range(0, 520);
      stars.push(circ(x, y, s.rnd.range(0.8, 2.2), '#ffffff', `fill-opacity="${n(s.rnd.range(0.3, 0.9))}"`));
    }
    s.add(...stars);
    const mx = s.rnd.range(1150, 1400);
    const my = s.rnd.range(120, 200);
    const g = s.radial([[0, '#dfe6ff', 0.35], [1, '#dfe6ff', 0]]);
    s.add(circ(mx, my, 150, g), circ(mx, my, 40, '#f4f1e0'), circ(mx + 16, my - 10, 36, p.skyTop, 'fill-opacity="0.96"'));
  }
}

function cloud(s: Scene, x: number, y: number, scale: number, color: string, shade: string, opacity = 1): string {
  const parts: string[] = [];
  const w = 260 * scale;
  const bumps = 4;
  const o = opacity < 1 ? ` fill-opacity="${n(opacity)}"` : '';
  parts.push(`<g${o}>`);
  parts.push(rect(x, y - 30 * scale, w, 30 * scale, shade, `rx="${n(15 * scale)}"`));
  for (let i = 0; i < bumps; i++) {
    const cx = x + w * (0.18 + (0.64 * i) / (bumps - 1));
    const r = scale * (i === 1 || i === 2 ? s.rnd.range(46, 62) : s.rnd.range(30, 40));
    parts.push(circ(cx, y - 30 * scale - r * 0.35, r, color));
  }
  parts.push(rect(x + 6 * scale, y - 44 * scale, w - 12 * scale, 28 * scale, color, `rx="${n(14 * scale)}"`));
  parts.push('</g>');
  return parts.join('');
}

function clouds(s: Scene, count: number, yMin = 90, yMax = 340): void {
  const p = s.pal;
  const heavy = p.rain;
  const c = heavy ? count + 3 : count;
  for (let i = 0; i < c; i++) {
    const x = s.rnd.range(-100, W - 150);
    const y = s.rnd.range(yMin, yMax);
    const sc = s.rnd.range(0.6, heavy ? 1.6 : 1.15);
    const col = heavy && s.rnd.chance(0.5) ? darken(p.cloud, 0.12) : p.cloud;
    s.add(cloud(s, x, y, sc, col, p.cloudShade, p.night ? 0.7 : heavy ? 0.95 : 0.92));
  }
}

/** A smooth ridge line, filled down to the bottom of the canvas. */
function ridge(s: Scene, baseY: number, amp: number, step: number, fill: string, extra = ''): string {
  const pts: Array<[number, number]> = [];
  for (let x = -100; x <= W + 200; x += step) pts.push([x, baseY - s.rnd.range(0, amp)]);
  let d = `M-100 ${H}L${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = pts[i];
    const [x1, y1] = pts[i + 1];
    d += `Q${n(x0)} ${n(y0)} ${n((x0 + x1) / 2)} ${n((y0 + y1) / 2)}`;
  }
  d += `L${W + 200} ${H}Z`;
  return path(d, fill, extra);
}

/** A row of round tree tops along the horizon. */
function treeLine(s: Scene, y: number, color: string, density = 1): void {
  const parts: string[] = [];
  for (let x = -40; x < W + 40; x += s.rnd.range(26, 48) / density) {
    if (s.rnd.chance(0.16)) {
      parts.push(palmSilhouette(x, y, s.rnd.range(60, 90), color));
      continue;
    }
    const r = s.rnd.range(14, 30);
    parts.push(circ(x, y - r * 0.6, r, color));
  }
  parts.push(rect(-10, y - 6, W + 20, 20, color));
  s.add(...parts);
}

function palmSilhouette(x: number, y: number, h: number, color: string): string {
  const tx = x + h * 0.12;
  const ty = y - h;
  let d = `M${n(x - 2)} ${n(y)}L${n(tx - 1.5)} ${n(ty)}L${n(tx + 1.5)} ${n(ty)}L${n(x + 2)} ${n(y)}Z`;
  for (let i = 0; i < 6; i++) {
    const a = Math.PI * (1.05 + i * 0.18);
    const ex = tx + Math.cos(a) * h * 0.32;
    const ey = ty + Math.sin(a) * h * 0.14 + h * 0.06;
    d += `M${n(tx)} ${n(ty)}Q${n((tx + ex) / 2)} ${n(ty - h * 0.12)} ${n(ex)} ${n(ey)}Q${n((tx + ex) / 2)} ${n(ty - h * 0.05)} ${n(tx)} ${n(ty)}Z`;
  }
  return path(d, color);
}

/** A coconut palm. */
function palm(s: Scene, x: number, baseY: number, h: number, lean: number): string {
  const p: string[] = [];
  const tx = x + lean;
  const ty = baseY - h;
  const trunk = s.t('#8a6a4c');
  const trunkDark = s.t('#6d523b');
  const cx = x + lean * 0.15;
  const cy = baseY - h * 0.5;
  p.push(
    path(
      `M${n(x - 11)} ${n(baseY)}Q${n(cx - 8)} ${n(cy)} ${n(tx - 6)} ${n(ty)}L${n(tx + 6)} ${n(ty)}Q${n(cx + 8)} ${n(cy)} ${n(x + 11)} ${n(baseY)}Z`,
      trunk,
    ),
  );
  // A few rings on the trunk.
  const rings: number[][] = [];
  for (let k = 1; k < 10; k++) {
    const tt = k / 10;
    const px = (1 - tt) * (1 - tt) * x + 2 * (1 - tt) * tt * cx + tt * tt * tx;
    const py = (1 - tt) * (1 - tt) * baseY + 2 * (1 - tt) * tt * cy + tt * tt * ty;
    const hw = 10 - tt * 4;
    rings.push([px - hw, py, px + hw, py + 2]);
  }
  p.push(segs(rings, trunkDark, 2, 'stroke-opacity="0.6"'));
  const greens = [s.t('#3f7d3a'), s.t('#559447'), s.t('#2f6a34')];
  const fronds = 10;
  for (let i = 0; i < fronds; i++) {
    // Fan from drooping-left over the top to drooping-right.
    const a = Math.PI * (0.9 + (1.2 * i) / (fronds - 1)) + s.rnd.range(-0.07, 0.07);
    const len = h * s.rnd.range(0.34, 0.42);
    const up = Math.sin(a); // -1 = straight up
    const ex = tx + Math.cos(a) * len;
    const ey = ty + up * len * 0.4 + len * 0.42;
    const mx = tx + Math.cos(a) * len * 0.55;
    const my = ty + up * len * 0.55 - len * 0.12;
    const col = greens[i % 2];
    const leaflets: number[][] = [];
    for (let k = 1; k <= 11; k++) {
      const t = k / 12;
      const px = (1 - t) * (1 - t) * tx + 2 * (1 - t) * t * mx + t * t * ex;
      const py = (1 - t) * (1 - t) * ty + 2 * (1 - t) * t * my + t * t * ey;
      const dx = 2 * (1 - t) * (mx - tx) + 2 * t * (ex - mx);
      const dy = 2 * (1 - t) * (my - ty) + 2 * t * (ey - my);
      const dl = Math.hypot(dx, dy) || 1;
      const nx = -dy / dl;
      const ny = dx / dl;
      const ll = len * 0.19 * (1 - t * 0.6);
      for (const side of [1, -1]) {
        const lx = px + (nx * side * 0.55 + (dx / dl) * 0.45) * ll;
        const ly = py + (ny * side * 0.55 + (dy / dl) * 0.45) * ll + ll * 0.3;
        leaflets.push([px, py, lx, ly]);
      }
    }
    p.push(segs(leaflets, col, Math.max(2, h * 0.009), 'stroke-linecap="round"'));
    p.push(path(`M${n(tx)} ${n(ty)}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}`, 'none', `stroke="${greens[2]}" stroke-width="${n(Math.max(1.5, h * 0.006))}"`));
  }
  const nut = s.t('#6e7b2f');
  p.push(circ(tx - 7, ty + 9, 8, nut), circ(tx + 7, ty + 10, 8, nut), circ(tx, ty + 15, 8, darken(nut, 0.15)));
  return p.join('');
}

/** A round-canopy tree (neem / tamarind style). */
function roundTree(s: Scene, x: number, baseY: number, h: number): string {
  const p: string[] = [];
  const trunk = s.t('#6f5440');
  p.push(poly([x - 7, baseY, x - 4, baseY - h * 0.55, x + 4, baseY - h * 0.55, x + 7, baseY], trunk));
  const g1 = s.t(s.rnd.pick(['#4f8a40', '#5b9148', '#477f3f']));
  const g2 = lighten(g1, 0.14);
  const r = h * 0.3;
  const cy = baseY - h * 0.68;
  p.push(circ(x - r * 0.7, cy + r * 0.2, r * 0.75, g1), circ(x + r * 0.7, cy + r * 0.2, r * 0.78, g1), circ(x, cy - r * 0.35, r * 0.9, g1));
  p.push(circ(x - r * 0.3, cy - r * 0.5, r * 0.55, g2), circ(x + r * 0.55, cy - r * 0.05, r * 0.45, g2));
  return p.join('');
}

function shrub(s: Scene, x: number, y: number, size: number): string {
  const g1 = s.t(s.rnd.pick(['#4a8a45', '#3f7a3f', '#5a9a4c']));
  const g2 = lighten(g1, 0.15);
  return (
    circ(x - size * 0.6, y - size * 0.4, size * 0.6, g1) +
    circ(x + size * 0.6, y - size * 0.4, size * 0.65, g1) +
    circ(x, y - size * 0.75, size * 0.75, g1) +
    circ(x - size * 0.2, y - size * 0.95, size * 0.38, g2) +
    rect(x - size * 1.2, y - size * 0.4, size * 2.4, size * 0.4, g1)
  );
}

/** A distant temple tower (gopuram) silhouette, tiered. */
function gopuram(x: number, baseY: number, h: number, color: string): string {
  const tiers = 6;
  const bw = h * 0.62;
  const tw = h * 0.28;
  const pts: number[] = [];
  const right: number[] = [];
  for (let i = 0; i <= tiers; i++) {
    const y = baseY - (h * 0.9 * i) / tiers;
    const w = bw - ((bw - tw) * i) / tiers;
    const step = i === 0 ? 0 : 4;
    pts.push(x - w / 2 - step, y, x - w / 2, y - 2);
    right.unshift(x + w / 2, y - 2, x + w / 2 + step, y);
  }
  const top = baseY - h * 0.9;
  const roof = [x - tw / 2 - 6, top, x - tw / 2, top - h * 0.08, x + tw / 2, top - h * 0.08, x + tw / 2 + 6, top];
  return poly([x - bw / 2, baseY, ...pts, ...roof, ...right, x + bw / 2, baseY], color);
}

function groundPlane(s: Scene, horizon: number): void {
  const p = s.pal;
  s.add(rect(0, horizon, W, H - horizon, s.linear([[0, mix(p.grass, p.haze, 0.35)], [0.25, p.grass], [1, p.grassDark]])));
}

function backdrop(s: Scene, horizon: number, opts: { hills?: boolean; gopuram?: boolean } = {}): void {
  const p = s.pal;
  skyAndLight(s);
  clouds(s, s.rnd.int(3, 5));
  if (opts.hills !== false) {
    s.add(ridge(s, horizon - 40, 70, 170, mix(p.haze, p.skyBottom, 0.35)));
  }
  if (opts.gopuram) {
    s.add(gopuram(s.rnd.range(180, 520), horizon + 2, 150, mix(p.haze, p.skyBottom, 0.15)));
  }
  treeLine(s, horizon + 4, mix(p.grassDark, p.haze, 0.55));
  groundPlane(s, horizon + 10);
}

/** Light rain streaks across the whole picture (overcast palette only). */
function rain(s: Scene): void {
  if (!s.pal.rain) return;
  const list: number[][] = [];
  for (let i = 0; i < 140; i++) {
    const x = s.rnd.range(-100, W);
    const y = s.rnd.range(-20, H);
    const len = s.rnd.range(26, 50);
    list.push([x, y, x + len * 0.25, y + len]);
  }
  s.add(segs(list, '#e8eef3', 1.6, 'stroke-opacity="0.32" stroke-linecap="round"'));
}

/** Frame + glass + mullions, optional sunshade (chajja) above. */
function windowEl(s: Scene, x: number, y: number, w: number, h: number, opts: { frame?: string; chajja?: string; panes?: number } = {}): string {
  const frame = opts.frame ?? s.t('#f7f5ef');
  const glass = s.glass();
  const p: string[] = [];
  p.push(rect(x - 5, y - 5, w + 10, h + 10, frame));
  p.push(rect(x, y, w, h, glass));
  if (!s.pal.night) p.push(poly([x, y + h, x + w * 0.45, y, x + w * 0.7, y, x + w * 0.25, y + h], '#ffffff', 'fill-opacity="0.12"'));
  const panes = opts.panes ?? 2;
  const mull: number[][] = [];
  for (let i = 1; i < panes; i++) mull.push([x + (w * i) / panes, y, x + (w * i) / panes, y + h]);
  if (h > w * 0.9) mull.push([x, y + h * 0.32, x + w, y + h * 0.32]);
  p.push(segs(mull, frame, 4));
  if (opts.chajja) {
    p.push(rect(x - 16, y - 24, w + 32, 11, opts.chajja));
    p.push(rect(x - 5, y - 13, w + 10, 8, '#000000', shadow(0.14)));
  }
  return p.join('');
}

function streetLight(s: Scene, x: number, baseY: number, h: number, dir = 1): string {
  const pole = s.t('#5d6670');
  const p: string[] = [];
  p.push(rect(x - 3, baseY - h, 6, h, pole));
  p.push(path(`M${n(x)} ${n(baseY - h)}Q${n(x)} ${n(baseY - h - 24)} ${n(x + dir * 40)} ${n(baseY - h - 22)}`, 'none', `stroke="${pole}" stroke-width="5"`));
  p.push(rect(x + dir * 40 - 14, baseY - h - 26, 28, 8, pole, 'rx="3"'));
  if (s.pal.night) {
    const g = s.radial([[0, LAMP, 0.55], [1, LAMP, 0]]);
    p.push(circ(x + dir * 40, baseY - h - 16, 70, g));
    p.push(rect(x + dir * 40 - 11, baseY - h - 19, 22, 4, LAMP));
  }
  return p.join('');
}

function car(s: Scene, x: number, baseY: number, scale: number, color: string): string {
  const c = s.t(color);
  const p: string[] = [];
  const w = 190 * scale;
  const h = 44 * scale;
  p.push(ell(x + w / 2, baseY, w * 0.55, 8 * scale, '#000000', shadow(0.18)));
  p.push(rect(x, baseY - h - 12 * scale, w, h, c, `rx="${n(14 * scale)}"`));
  p.push(
    poly(
      [x + w * 0.2, baseY - h - 10 * scale, x + w * 0.32, baseY - h - 46 * scale, x + w * 0.72, baseY - h - 46 * scale, x + w * 0.86, baseY - h - 10 * scale],
      c,
    ),
  );
  const gl = s.pal.night ? '#36415e' : mix(s.pal.skyMid, '#2e3d4f', 0.5);
  p.push(poly([x + w * 0.26, baseY - h - 12 * scale, x + w * 0.35, baseY - h - 40 * scale, x + w * 0.52, baseY - h - 40 * scale, x + w * 0.52, baseY - h - 12 * scale], gl));
  p.push(poly([x + w * 0.56, baseY - h - 12 * scale, x + w * 0.56, baseY - h - 40 * scale, x + w * 0.7, baseY - h - 40 * scale, x + w * 0.8, baseY - h - 12 * scale], gl));
  p.push(rect(x + 4 * scale, baseY - h * 0.55 - 12 * scale, w - 8 * scale, 3 * scale, darken(c, 0.2)));
  for (const wx of [x + w * 0.2, x + w * 0.8]) {
    p.push(circ(wx, baseY - 12 * scale, 17 * scale, '#22262b'), circ(wx, baseY - 12 * scale, 8 * scale, '#9aa3ab'));
  }
  if (s.pal.night) p.push(rect(x + w - 8 * scale, baseY - h * 0.8, 8 * scale, 8 * scale, LAMP));
  return p.join('');
}

// ---------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------

function sceneHouse(s: Scene): void {
  const r = s.rnd;
  const horizon = 640;
  backdrop(s, horizon);
  const baseY = 800;
  const cx = 790 + r.range(-70, 70);
  const wall = s.t(r.pick(['#f3ead8', '#efe1c4', '#e6ecef', '#f1e0cc', '#e4ede3']));
  const wallShade = darken(wall, 0.1);
  const trim = s.t('#fbfaf6');
  const slab = s.t('#f4f2ec');
  const tile = s.t(r.pick(['#a85a3b', '#b0683f', '#96563a']));
  const door = s.t('#7a4a2a');
  const tiledRoof = r.chance(0.65);

  const gfW = 680;
  const gfH = 220;
  const gx = cx - gfW / 2;
  const ffLeft = r.chance(0.5);
  const ffW = 450;
  const ffH = 200;
  const fx = ffLeft ? gx + 30 : gx + gfW - ffW - 30;
  const gTop = baseY - gfH;
  const fTop = gTop - 18 - ffH;

  // Palms behind the house.
  const palmL = palm(s, gx - 70 - r.range(0, 60), 890, r.range(500, 560), r.range(-70, -30));
  const palmR = palm(s, gx + gfW + 110 + r.range(0, 80), 890, r.range(440, 520), r.range(30, 70));
  s.add(palmL, palmR);
  if (r.chance(0.6)) s.add(roundTree(s, ffLeft ? gx + gfW + 10 : gx - 10, 820, 300));

  // Porch (car porch) on the side without a first floor.
  const porchLeft = !ffLeft;
  const porchX = porchLeft ? gx - 170 : gx + gfW;
  s.add(rect(porchX, gTop, 170, gfH, darken(wall, 0.22)));
  s.add(rect(porchX, baseY - 4, 170, 26, s.t('#b9b2a5')));
  if (r.chance(0.7)) s.add(car(s, porchX + 10, baseY + 4, 0.8, r.pick(['#e4e4e4', '#8d99a6', '#c9b79c', '#4f6478'])));
  s.add(rect(porchLeft ? porchX - 10 : porchX + 160, gTop, 16, gfH, trim));
  s.add(rect(porchLeft ? porchX - 18 : porchX, gTop - 18, 188, 20, slab));
  s.add(rect(porchLeft ? porchX - 18 : porchX, gTop + 2, 188, 8, '#000000', shadow(0.12)));

  // Plinth and ground floor.
  s.add(rect(gx - 12, baseY - 4, gfW + 24, 26, s.t('#b9b2a5')));
  s.add(rect(gx, gTop, gfW, gfH, wall));
  s.add(rect(ffLeft ? gx + gfW - 14 : gx, gTop, 14, gfH, wallShade));
  // Main door with steps.
  const dx = ffLeft ? fx + ffW * 0.55 : fx + ffW * 0.35;
  s.add(rect(dx - 52, gTop + 40, 104, gfH - 40, s.t('#d9cdb8')));
  s.add(rect(dx - 40, gTop + 52, 80, gfH - 52, door));
  s.add(rect(dx - 32, gTop + 62, 28, 62, lighten(door, 0.12)), rect(dx + 4, gTop + 62, 28, 62, lighten(door, 0.12)));
  s.add(rect(dx - 32, gTop + 134, 28, 70, lighten(door, 0.12)), rect(dx + 4, gTop + 134, 28, 70, lighten(door, 0.12)));
  s.add(rect(dx - 70, baseY, 140, 11, s.t('#cfc8bb')), rect(dx - 84, baseY + 11, 168, 11, s.t('#c4bdb0')));
  // Ground floor windows.
  const winW = 110;
  const gwins = [gx + 60, dx + 110, dx - 110 - winW].filter((wx) => wx > gx + 30 && wx + winW < gx + gfW - 30);
  const used: number[] = [];
  for (const wx of gwins) {
    if (used.some((u) => Math.abs(u - wx) < winW + 40)) continue;
    if (Math.abs(wx + winW / 2 - dx) < 120) continue;
    used.push(wx);
    s.add(windowEl(s, wx, gTop + 60, winW, 120, { chajja: slab, panes: 3 }));
  }

  // Roof slab over ground floor.
  s.add(rect(gx - 16, gTop - 18, gfW + 32, 20, slab));
  s.add(rect(gx, gTop + 2, gfW, 8, '#000000', shadow(0.12)));

  // Terrace parapet over the part without a first floor.
  const tx0 = ffLeft ? fx + ffW : gx - 16;
  const tx1 = ffLeft ? gx + gfW + 16 : fx;
  const balusters: number[][] = [];
  for (let x = tx0 + 14; x < tx1 - 8; x += 18) balusters.push([x, gTop - 58, x, gTop - 20]);
  s.add(segs(balusters, trim, 6));
  s.add(rect(tx0, gTop - 64, tx1 - tx0, 9, trim));

  // First floor.
  s.add(rect(fx, fTop, ffW, ffH, wall));
  s.add(rect(ffLeft ? fx + ffW - 12 : fx, fTop, 12, ffH, wallShade));
  const fwY = fTop + 56;
  s.add(windowEl(s, fx + 50, fwY, 100, 110, { chajja: slab, panes: 2 }));
  s.add(windowEl(s, fx + ffW - 150, fwY, 100, 110, { chajja: slab, panes: 2 }));
  // Balcony with french door in the middle.
  const bx = fx + ffW / 2 - 70;
  s.add(windowEl(s, bx + 22, fTop + 40, 96, ffH - 40, { panes: 2 }));
  s.add(rect(bx - 10, fTop + ffH - 10, 160, 14, slab));
  const bal: number[][] = [];
  for (let x = bx; x <= bx + 140; x += 14) bal.push([x, fTop + ffH - 78, x, fTop + ffH - 10]);
  s.add(segs(bal, s.t(mix(s.accent, '#333333', 0.35)), 3));
  s.add(rect(bx - 6, fTop + ffH - 84, 152, 8, s.t(mix(s.accent, '#333333', 0.35))));

  // Roof: sloped Mangalore-tile hip roof or flat roof with parapet and water tank.
  if (tiledRoof) {
    const eave = 44;
    const rh = 110;
    const pts = [fx - eave, fTop + 6, fx + 70, fTop - rh, fx + ffW - 70, fTop - rh, fx + ffW + eave, fTop + 6];
    s.add(poly(pts, tile));
    const lines: number[][] = [];
    for (let k = 1; k < 6; k++) {
      const yy = fTop - rh + (rh + 6) * (k / 6);
      const f = k / 6;
      lines.push([fx + 70 - (70 + eave) * f, yy, fx + ffW - 70 + (70 + eave) * f, yy]);
    }
    s.add(segs(lines, darken(tile, 0.18), 3));
    s.add(rect(fx + 64, fTop - rh - 6, ffW - 128, 10, darken(tile, 0.25), 'rx="4"'));
    s.add(poly([fx + ffW * 0.5, fTop - rh, fx + ffW + eave, fTop + 6, fx + ffW - 70, fTop - rh], darken(tile, 0.12), 'fill-opacity="0.6"'));
    s.add(rect(fx, fTop + 6, ffW, 12, '#000000', shadow(0.15)));
  } else {
    s.add(rect(fx - 14, fTop - 16, ffW + 28, 20, slab));
    s.add(rect(fx - 8, fTop - 56, ffW + 16, 40, trim));
    s.add(rect(fx - 8, fTop - 24, ffW + 16, 6, darken(trim, 0.08)));
    // Black polyethylene water tank on the roof.
    const wtx = ffLeft ? fx + ffW - 130 : fx + 40;
    s.add(rect(wtx, fTop - 150, 90, 96, s.t('#2a2d31'), 'rx="10"'));
    const ribs: number[][] = [];
    for (let k = 1; k < 5; k++) ribs.push([wtx, fTop - 150 + k * 19, wtx + 90, fTop - 150 + k * 19]);
    s.add(segs(ribs, s.t('#44494f'), 3));
    s.add(ell(wtx + 45, fTop - 150, 30, 8, s.t('#3a3e44')));
    s.add(rect(fx, fTop + 4, ffW, 10, '#000000', shadow(0.12)));
  }

  // Lawn, compound wall with gate, road.
  s.add(rect(0, 822, W, 80, s.t(s.pal.grass)));
  // Paved walkway from the gate to the front steps, shrubs along the plinth.
  s.add(poly([dx - 84, 822, dx + 84, 822, dx + 120, 880, dx - 120, 880], s.t('#d8cdbb')));
  s.add(segs([[dx - 96, 840, dx + 96, 840], [dx - 108, 860, dx + 108, 860]], s.t('#c4b8a4'), 2));
  s.add(shrub(s, gx + 50, 836, 26), shrub(s, ffLeft ? gx + gfW - 60 : gx + 240, 836, 22), shrub(s, dx + 170, 838, 18));
  const wallTop = 880;
  const gateW = 230;
  const gateX = dx - gateW / 2;
  const cw = s.t(r.pick(['#e9dfcc', '#ded6c8', '#e8e2d4']));
  const cwShade = darken(cw, 0.1);
  s.add(rect(0, wallTop, gateX - 16, 64, cw), rect(gateX + gateW + 16, wallTop, W - gateX - gateW - 16, 64, cw));
  s.add(rect(0, wallTop - 8, gateX - 16, 10, cwShade), rect(gateX + gateW + 16, wallTop - 8, W, 10, cwShade));
  for (let x = gateX - 16 - 260; x > -40; x -= 260) s.add(rect(x - 10, wallTop - 18, 34, 82, cwShade));
  for (let x = gateX + gateW + 16 + 260; x < W + 40; x += 260) s.add(rect(x - 24, wallTop - 18, 34, 82, cwShade));
  // Gate pillars and the gate itself (accent colour).
  s.add(rect(gateX - 40, wallTop - 40, 40, 104, cwShade), rect(gateX + gateW, wallTop - 40, 40, 104, cwShade));
  s.add(rect(gateX - 46, wallTop - 48, 52, 12, trim), rect(gateX + gateW - 6, wallTop - 48, 52, 12, trim));
  const gateCol = s.t(mix(s.accent, '#222222', 0.25));
  const bars: number[][] = [];
  for (let x = gateX + 8; x < gateX + gateW; x += 16) bars.push([x, wallTop - 20, x, wallTop + 60]);
  s.add(segs(bars, gateCol, 4));
  s.add(rect(gateX, wallTop - 24, gateW, 8, gateCol), rect(gateX, wallTop + 22, gateW, 6, gateCol), rect(gateX, wallTop + 56, gateW, 6, gateCol));
  s.add(line(gateX + gateW / 2, wallTop - 24, gateX + gateW / 2, wallTop + 62, gateCol, 6));
  // Road in front.
  s.add(rect(0, 944, W, 56, s.t('#6f6a66')));
  s.add(rect(0, 944, W, 6, s.t('#8d8781')));
  if (s.pal.night) s.add(streetLight(s, ffLeft ? 1460 : 140, 960, 300, ffLeft ? -1 : 1));
  rain(s);
}

function sceneApartment(s: Scene): void {
  const r = s.rnd;
  const horizon = 660;
  backdrop(s, horizon);
  const baseY = 830;
  const floors = r.int(4, 5);
  const fh = 86;
  const stilt = 78;
  const bw = 560;
  const bx = 800 - bw / 2 + r.range(-140, 140);
  const top = baseY - stilt - floors * fh;
  const wall = s.t(r.pick(['#eee6d8', '#e7ebee', '#efe4d2', '#e9e6df']));
  const wall2 = darken(wall, 0.08);
  const slab = s.t('#f7f6f2');
  const accent = s.t(mix(s.accent, '#ffffff', 0.1));

  // Second block behind, in haze.
  const bx2 = bx > 800 - bw / 2 ? bx - 420 : bx + bw - 60;
  const top2 = top + fh;
  const hazeWall = mix(wall, s.pal.haze, 0.4);
  s.add(rect(bx2, top2, 480, baseY - top2, hazeWall));
  const hz: string[] = [];
  for (let f = 0; f < floors - 1; f++) {
    const y = top2 + 22 + f * fh;
    for (let c = 0; c < 5; c++) hz.push(rect(bx2 + 30 + c * 92, y, 52, 40, mix(s.glass(), s.pal.haze, 0.45)));
    hz.push(rect(bx2 - 6, top2 + (f + 1) * fh - 6, 492, 6, mix(slab, s.pal.haze, 0.4)));
  }
  s.add(...hz);

  // Trees either side.
  s.add(palm(s, bx - 90, 870, r.range(420, 500), -40), roundTree(s, bx + bw + 90, 860, 280));

  // Main block.
  s.add(rect(bx, top, bw, baseY - top, wall));
  // Staircase strip with narrow windows.
  const stairX = r.chance(0.5) ? bx + 20 : bx + bw - 80;
  s.add(rect(stairX, top - 40, 60, baseY - stilt - top + 40, wall2));
  for (let f = 0; f < floors; f++) s.add(rect(stairX + 20, top + 16 + f * fh, 20, 50, s.glass()));
  // Per-floor windows and balconies.
  const bayW = (bw - 100) / 3;
  for (let f = 0; f < floors; f++) {
    const y = top + f * fh;
    const parts: string[] = [];
    for (let b = 0; b < 3; b++) {
      const x0 = bx + 50 + b * bayW + (stairX < bx + 100 ? 30 : -30);
      if (b === 1) {
        // Balcony bay.
        parts.push(rect(x0 + 8, y + 10, bayW - 16, fh - 10, darken(wall, 0.18)));
        parts.push(rect(x0 + 24, y + 16, bayW - 48, fh - 16, s.glass()));
        parts.push(rect(x0 - 4, y + fh - 8, bayW + 8, 10, slab));
        parts.push(rect(x0, y + fh - 42, bayW, 34, mix(s.pal.skyMid, '#9fc1d6', 0.5), 'fill-opacity="0.55"'));
        parts.push(rect(x0, y + fh - 44, bayW, 5, s.t('#8b949c')));
      } else {
        parts.push(windowEl(s, x0 + bayW / 2 - 50, y + 22, 100, 44, { chajja: slab, panes: 3 }));
      }
    }
    parts.push(rect(bx - 8, y + fh - 6, bw + 16, 8, slab));
    s.add(...parts);
  }
  // Accent vertical fins either side of the balcony stack.
  const bayMid = bx + 50 + bayW + (stairX < bx + 100 ? 30 : -30);
  s.add(rect(bayMid - 12, top - 10, 12, floors * fh + 10, accent), rect(bayMid + bayW, top - 10, 12, floors * fh + 10, accent));
  // Parapet, lift room and water tanks.
  s.add(rect(bx - 8, top - 34, bw + 16, 34, slab));
  s.add(rect(stairX - 10, top - 80, 80, 46, wall2), rect(stairX - 16, top - 88, 92, 10, slab));
  const tankX = stairX < bx + 100 ? bx + bw - 180 : bx + 60;
  for (let k = 0; k < 2; k++) {
    const x = tankX + k * 64;
    s.add(rect(x, top - 92, 54, 58, s.t('#2a2d31'), 'rx="8"'), ell(x + 27, top - 92, 20, 6, s.t('#40454b')));
  }
  // Stilt parking.
  s.add(rect(bx, baseY - stilt, bw, stilt, s.t('#3d4147')));
  for (let x = bx; x <= bx + bw - 24; x += (bw - 24) / 5) s.add(rect(x, baseY - stilt, 24, stilt, wall2));
  s.add(car(s, bx + 130, baseY - 2, 0.55, r.pick(['#d8d8d8', '#8a97a6', '#f2f2f2'])));
  s.add(rect(bx - 8, baseY - stilt - 8, bw + 16, 10, slab));

  // Forecourt, boundary with railing.
  s.add(rect(0, baseY, W, 70, s.t('#c9c2b6')));
  s.add(rect(0, 900, W, 100, s.t('#6c6864')));
  const rail: number[][] = [];
  for (let x = 0; x < W; x += 16) rail.push([x, 866, x, 898]);
  s.add(rect(0, 888, W, 14, s.t('#ddd5c6')), segs(rail, s.t('#4b5158'), 3), rect(0, 862, W, 5, s.t('#4b5158')));
  s.add(shrub(s, bx - 30, 886, 22), shrub(s, bx + bw + 40, 886, 26));
  s.add(streetLight(s, bx + bw + 200, 930, 320, -1));
  rain(s);
}

function sceneShop(s: Scene): void {
  const r = s.rnd;
  const horizon = 620;
  backdrop(s, horizon, { hills: true });
  const baseY = 800;
  const cw = 1040;
  const x0 = 800 - cw / 2 + r.range(-60, 60);
  const gfH = 200;
  const upH = 150;
  const top = baseY - gfH - 2 * upH;
  const cladding = s.t(r.pick(['#e9e7e2', '#dfe3e6', '#ece4d6']));
  const pier = s.t(r.pick(['#6d7780', '#8a7a66', '#5f6b75']));

  s.add(palm(s, x0 - 60, 840, 460, -40), palm(s, x0 + cw + 70, 840, 420, 50));

  // Upper floors: glass curtain wall with cladding bands.
  const glassTop = s.pal.night ? '#2b3656' : mix(s.pal.skyTop, '#23415a', 0.4);
  const glassBot = s.pal.night ? '#3a4668' : mix(s.pal.skyBottom, '#3b5a74', 0.45);
  s.add(rect(x0, top, cw, 2 * upH, s.linear([[0, glassTop], [1, glassBot]])));
  if (!s.pal.night) {
    s.add(poly([x0 + 120, top + 2 * upH, x0 + 300, top, x0 + 380, top, x0 + 200, top + 2 * upH], '#ffffff', 'fill-opacity="0.1"'));
    s.add(poly([x0 + 620, top + 2 * upH, x0 + 800, top, x0 + 840, top, x0 + 660, top + 2 * upH], '#ffffff', 'fill-opacity="0.08"'));
  } else {
    for (let k = 0; k < 7; k++) {
      const fx = x0 + r.int(0, 9) * (cw / 10);
      const fy = top + r.int(0, 1) * upH;
      s.add(rect(fx + 4, fy + 14, cw / 10 - 8, upH - 28, LAMP, 'fill-opacity="0.85"'));
    }
  }
  const mull: number[][] = [];
  for (let k = 1; k < 10; k++) mull.push([x0 + (cw * k) / 10, top, x0 + (cw * k) / 10, top + 2 * upH]);
  s.add(segs(mull, s.t('#c9d1d7'), 5));
  s.add(rect(x0 - 10, top + upH - 14, cw + 20, 28, cladding));
  s.add(rect(x0 - 10, top + 2 * upH - 14, cw + 20, 30, cladding));
  // Parapet with a signage panel (bars instead of lettering).
  s.add(rect(x0 - 10, top - 70, cw + 20, 70, cladding));
  s.add(rect(x0 - 10, top - 6, cw + 20, 8, darken(cladding, 0.12)));
  const signX = x0 + cw / 2 - 190;
  s.add(rect(signX, top - 58, 380, 46, s.t('#2c3440'), 'rx="4"'));
  s.add(rect(signX + 20, top - 46, 46, 22, s.t(s.accent), 'rx="3"'));
  s.add(rect(signX + 80, top - 44, 190, 9, '#f4f4f4', 'fill-opacity="0.9" rx="4"'));
  s.add(rect(signX + 80, top - 29, 120, 6, '#f4f4f4', 'fill-opacity="0.6" rx="3"'));
  // Side piers.
  s.add(rect(x0 - 30, top - 90, 40, baseY - top + 90, pier), rect(x0 + cw - 10, top - 90, 40, baseY - top + 90, pier));

  // Ground floor shops.
  const bays = 5;
  const bayW = cw / bays;
  const signCols = ['#2f5d7c', '#d9a441', '#3d7a5a', '#f1f1ec', '#4b4f7a', '#8a5a3c'];
  for (let b = 0; b < bays; b++) {
    const bx = x0 + b * bayW;
    const gy = baseY - gfH;
    const parts: string[] = [];
    parts.push(rect(bx, gy + 16, bayW, gfH - 16, s.t('#d8d3ca')));
    const sc = s.t(signCols[(b + r.int(0, 5)) % signCols.length]);
    parts.push(rect(bx + 8, gy + 22, bayW - 16, 44, sc, 'rx="3"'));
    const barC = hexToRgb(sc)[0] + hexToRgb(sc)[1] > 380 ? '#3a3f45' : '#ffffff';
    parts.push(rect(bx + 24, gy + 34, r.range(70, 120), 9, barC, 'fill-opacity="0.85" rx="4"'));
    parts.push(rect(bx + 24, gy + 49, r.range(40, 80), 6, barC, 'fill-opacity="0.55" rx="3"'));
    const oy = gy + 78;
    const oh = gfH - 78;
    const interior = s.pal.night ? LAMP : s.t('#f3e2bf');
    parts.push(rect(bx + 12, oy, bayW - 24, oh, interior));
    // Shelves with goods.
    for (let k = 0; k < 3; k++) {
      const sy = oy + 24 + k * 32;
      parts.push(rect(bx + 20, sy, bayW - 40, 4, s.t('#8a6a4c')));
      for (let g = 0; g < 6; g++) {
        parts.push(rect(bx + 24 + g * ((bayW - 48) / 6), sy - 16, (bayW - 48) / 6 - 6, 16, s.t(r.pick(['#c9a26b', '#7fa0b8', '#b98a7a', '#9bb58a', '#d9c9a6']))));
      }
    }
    // Rolling shutter, partly up.
    const up = r.range(0.15, 0.45) * oh;
    parts.push(rect(bx + 10, oy, bayW - 20, up, s.t('#a3a9ae')));
    const sl: number[][] = [];
    for (let yy = oy + 6; yy < oy + up; yy += 8) sl.push([bx + 10, yy, bx + bayW - 10, yy]);
    parts.push(segs(sl, s.t('#8b9196'), 2));
    parts.push(rect(bx + 10, oy + up - 5, bayW - 20, 6, s.t('#6d7378')));
    parts.push(rect(bx, gy + 70, 8, gfH - 70, s.t('#bfb8ad')));
    s.add(...parts);
  }
  s.add(rect(x0 - 10, baseY - gfH, cw + 20, 18, cladding));
  s.add(rect(x0 - 10, baseY - gfH + 18, cw + 20, 8, '#000000', shadow(0.15)));

  // Footpath, kerb, road.
  s.add(rect(0, baseY, W, 40, s.t('#cfc9bf')), rect(0, baseY + 34, W, 10, s.t('#a8a29a')));
  const kerb: string[] = [];
  for (let x = 0; x < W; x += 60) kerb.push(rect(x, baseY + 34, 30, 10, s.t('#e8e4dc')));
  s.add(...kerb);
  s.add(rect(0, baseY + 44, W, H - baseY - 44, s.t('#5f5d5b')));
  const dash: string[] = [];
  for (let x = 20; x < W; x += 140) dash.push(rect(x, 935, 70, 7, s.t('#e9e5da')));
  s.add(...dash);
  s.add(car(s, x0 + r.range(120, 600), 905, 0.85, r.pick(['#e2e2e2', '#7a8794', '#c4a27a', '#35506b'])));
  s.add(streetLight(s, x0 + cw + 90, baseY + 30, 340, -1), streetLight(s, x0 - 90, baseY + 30, 340, 1));
  rain(s);
}

function sceneFactory(s: Scene): void {
  const r = s.rnd;
  const horizon = 650;
  backdrop(s, horizon);
  const baseY = 800;
  const shedX = 70 + r.range(-30, 30);
  const teeth = 5;
  const toothW = 168;
  const shedW = teeth * toothW;
  const wallH = 215;
  const wall = s.t(r.pick(['#dfe3e6', '#e6e1d6', '#d9dfd9']));
  const roof = s.t(r.pick(['#7f8c99', '#8a94a0', '#6f7f8f']));
  const brick = s.t('#a35e40');
  const brickDark = darken(brick, 0.2);

  // Kiln chimney and kiln (ceramics), right side.
  const kx = shedX + shedW + 110 + r.range(0, 40);
  const chX = kx + 300;
  s.add(poly([chX - 30, baseY, chX - 19, 250, chX + 19, 250, chX + 30, baseY], brick));
  s.add(rect(chX - 23, 250, 46, 16, brickDark), rect(chX - 24, 330, 48, 9, brickDark));
  // Smoke.
  const smoke = s.pal.night ? '#4a5575' : mix(s.pal.cloud, '#8a8f94', 0.35);
  for (let k = 0; k < 6; k++) {
    s.add(circ(chX + 20 + k * 34 + r.range(-6, 6), 222 - k * 32, 18 + k * 9, smoke, `fill-opacity="${n(0.55 - k * 0.08)}"`));
  }
  // Down-draught kiln: drum with a dome.
  const kw = 280;
  s.add(rect(kx, baseY - 140, kw, 140, brick));
  s.add(path(`M${kx} ${baseY - 138}Q${kx + kw / 2} ${baseY - 290} ${kx + kw} ${baseY - 138}Z`, brick));
  const courses: number[][] = [];
  for (let yy = baseY - 120; yy < baseY; yy += 18) courses.push([kx, yy, kx + kw, yy]);
  s.add(segs(courses, brickDark, 2, 'stroke-opacity="0.6"'));
  s.add(path(`M${kx + kw / 2 - 36} ${baseY}L${kx + kw / 2 - 36} ${baseY - 60}Q${kx + kw / 2} ${baseY - 104} ${kx + kw / 2 + 36} ${baseY - 60}L${kx + kw / 2 + 36} ${baseY}Z`, s.pal.night ? '#ffb45e' : s.t('#3b2a24')));
  s.add(rect(kx + kw, baseY - 40, chX - 26 - kx - kw, 40, brickDark));

  // Sawtooth-roof production shed.
  const shedTop = baseY - wallH;
  s.add(rect(shedX, shedTop, shedW, wallH, wall));
  const clad: number[][] = [];
  for (let x = shedX + 20; x < shedX + shedW; x += 20) clad.push([x, shedTop, x, baseY]);
  s.add(segs(clad, darken(wall, 0.06), 2));
  const roofParts: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const tx = shedX + i * toothW;
    roofParts.push(poly([tx, shedTop, tx, shedTop - 96, tx + toothW, shedTop], roof));
    roofParts.push(rect(tx, shedTop - 92, 14, 92, s.pal.night ? LAMP : mix(s.pal.skyMid, '#4e6b82', 0.5)));
    roofParts.push(poly([tx + 14, shedTop - 90, tx + 14, shedTop - 80, tx + toothW, shedTop + 4, tx + toothW - 12, shedTop], darken(roof, 0.15)));
  }
  s.add(...roofParts);
  s.add(rect(shedX - 8, shedTop - 4, shedW + 16, 10, darken(roof, 0.2)));
  // High-level window band and shutters.
  for (let x = shedX + 30; x < shedX + shedW - 60; x += 96) s.add(rect(x, shedTop + 24, 64, 30, s.glass()));
  for (const sx of [shedX + 100, shedX + shedW - 290]) {
    s.add(rect(sx, baseY - 130, 190, 130, s.pal.night ? '#e9b765' : s.t('#3f454c')));
    const sh: number[][] = [];
    const up = r.range(30, 70);
    s.add(rect(sx, baseY - 130, 190, up, s.t('#a6adb3')));
    for (let yy = baseY - 126; yy < baseY - 130 + up; yy += 7) sh.push([sx, yy, sx + 190, yy]);
    s.add(segs(sh, s.t('#8e959b'), 2));
    s.add(rect(sx - 10, baseY - 142, 210, 12, s.t(mix(s.accent, '#444444', 0.2))));
  }

  // Yard in laterite soil.
  s.add(rect(0, baseY, W, H - baseY, s.linear([[0, s.t(s.pal.soil)], [1, darken(s.t(s.pal.soil), 0.18)]])));
  const tracks: number[][] = [];
  for (let k = 0; k < 6; k++) {
    const y = 830 + k * 28 + r.range(-5, 5);
    tracks.push([r.range(0, 400), y, r.range(900, 1600), y + r.range(-8, 8)]);
  }
  s.add(segs(tracks, darken(s.t(s.pal.soil), 0.12), 3, 'stroke-opacity="0.5"'));

  // Stoneware pipes stacked in a pyramid.
  const pipe = s.t('#6e4630');
  const px = 930 + r.range(-40, 40);
  const rows = [4, 3, 2, 1];
  rows.forEach((cnt, row) => {
    for (let k = 0; k < cnt; k++) {
      const cx = px + k * 54 + row * 27;
      const cy = 940 - row * 47;
      s.add(circ(cx, cy, 27, pipe), circ(cx, cy, 18, s.t('#2e1f18')), circ(cx - 5, cy - 6, 27, '#ffffff', 'fill-opacity="0.06"'));
    }
  });
  // Rows of terracotta pots drying.
  const pot = s.t('#c07348');
  for (let row = 0; row < 2; row++) {
    for (let k = 0; k < 7; k++) {
      const cx = 140 + k * 62 + row * 30;
      const cy = 880 + row * 52;
      s.add(ell(cx, cy, 25, 22, pot), rect(cx - 12, cy - 30, 24, 10, darken(pot, 0.08)), ell(cx, cy - 30, 16, 5, darken(pot, 0.25)));
      s.add(ell(cx - 8, cy - 6, 7, 11, '#ffffff', 'fill-opacity="0.12"'));
    }
  }
  // A small truck.
  const trX = 1250 + r.range(-40, 40);
  s.add(ell(trX + 110, 962, 140, 10, '#000000', shadow(0.2)));
  s.add(rect(trX, 870, 160, 80, s.t('#d8d2c4')), rect(trX + 160, 890, 70, 60, s.t(r.pick(['#3d6e8f', '#d4a33b', '#4d7a52']))));
  s.add(rect(trX + 176, 898, 40, 24, s.pal.night ? '#36415e' : mix(s.pal.skyMid, '#2b4660', 0.5)));
  for (const wx of [trX + 40, trX + 190]) s.add(circ(wx, 952, 20, '#24272b'), circ(wx, 952, 9, '#9aa3ab'));
  s.add(roundTree(s, 60, 810, 260));
  rain(s);
}

/** Storage godown with a pitched steel roof, grain silos, a lorry and stacked bags. */
function sceneWarehouse(s: Scene): void {
  const r = s.rnd;
  const horizon = 650;
  backdrop(s, horizon);
  const baseY = 800;
  const gx = 90 + r.range(-30, 30);
  const gw = 860;
  const wallH = 210;
  const plinth = 44;
  const top = baseY - plinth - wallH;
  const wall = s.t(r.pick(['#e6e1d6', '#dfe3e6', '#e9e2cf']));
  const roof = s.t(r.pick(['#7d8a96', '#8b96a0', '#6f8090']));
  const steel = s.t('#c9cfd4');

  // Silos behind and to the right.
  const sx0 = gx + gw + 70;
  const siloGrad = s.linear([[0, darken(steel, 0.18)], [0.35, lighten(steel, 0.25)], [1, darken(steel, 0.3)]], 1, 0);
  const silos = r.int(2, 3);
  for (let k = 0; k < silos; k++) {
    const x = sx0 + k * 150;
    const h = 300 - k * 20;
    const y = baseY - 40 - h;
    s.add(rect(x + 10, baseY - 60, 8, 60, s.t('#6d747a')), rect(x + 102, baseY - 60, 8, 60, s.t('#6d747a')));
    s.add(poly([x, baseY - 70, x + 120, baseY - 70, x + 70, baseY - 30, x + 50, baseY - 30], s.t('#9aa2a8')));
    s.add(rect(x, y, 120, h - 30, siloGrad));
    s.add(poly([x - 4, y, x + 60, y - 56, x + 124, y], siloGrad));
    const ring: number[][] = [];
    for (let yy = y + 30; yy < baseY - 70; yy += 30) ring.push([x, yy, x + 120, yy]);
    s.add(segs(ring, darken(steel, 0.25), 2, 'stroke-opacity="0.6"'));
    s.add(segs([[x + 104, y - 10, x + 104, baseY - 70], [x + 114, y - 16, x + 114, baseY - 70]], s.t('#6d747a'), 2));
  }
  // Conveyor from the silos to the mill.
  s.add(poly([gx + gw - 20, top - 20, sx0 + 40, baseY - 360, sx0 + 40, baseY - 344, gx + gw - 20, top - 4], s.t('#8a9299')));

  // Godown: raised plinth, wall, ventilators, shutters.
  s.add(rect(gx - 16, baseY - plinth, gw + 32, plinth, s.t('#a9a295')));
  s.add(rect(gx, top, gw, wallH, wall));
  s.add(rect(gx, top, gw, 40, darken(wall, 0.06)));
  for (let x = gx + 40; x < gx + gw - 60; x += 110) {
    s.add(rect(x, top + 10, 70, 22, s.t('#59616a')));
    s.add(segs([[x, top + 17, x + 70, top + 17], [x, top + 24, x + 70, top + 24]], wall, 2));
  }
  const shutters = 3;
  for (let k = 0; k < shutters; k++) {
    const x = gx + 70 + k * ((gw - 140 - 170) / (shutters - 1));
    s.add(rect(x - 14, top + 56, 198, 12, s.t(mix(s.accent, '#444444', 0.2))));
    s.add(rect(x, top + 70, 170, wallH - 70, s.pal.night ? '#e9b765' : s.t('#3c4249')));
    const up = r.range(0.2, 1) * (wallH - 70);
    s.add(rect(x, top + 70, 170, up, s.t('#a6adb3')));
    const sl: number[][] = [];
    for (let yy = top + 76; yy < top + 70 + up; yy += 7) sl.push([x, yy, x + 170, yy]);
    s.add(segs(sl, s.t('#8e959b'), 2), rect(x, top + 66 + up, 170, 5, s.t('#6d7378')));
  }
  // Pitched roof seen from the long side, with a ridge ventilator.
  s.add(poly([gx - 36, top + 6, gx + gw + 36, top + 6, gx + gw + 10, top - 80, gx - 10, top - 80], roof));
  const corr: number[][] = [];
  for (let x = gx - 20; x < gx + gw + 30; x += 18) corr.push([x, top + 4, x + 6, top - 78]);
  s.add(segs(corr, darken(roof, 0.12), 2, 'stroke-opacity="0.7"'));
  s.add(rect(gx - 36, top + 4, gw + 72, 8, darken(roof, 0.25)), rect(gx + gw * 0.2, top - 100, gw * 0.6, 22, darken(roof, 0.1)), rect(gx + gw * 0.2 - 8, top - 106, gw * 0.6 + 16, 8, darken(roof, 0.25)));
  s.add(rect(gx, top + 12, gw, 10, '#000000', shadow(0.15)));

  // Yard.
  s.add(rect(0, baseY, W, H - baseY, s.linear([[0, s.t(mix(s.pal.soil, '#b8ad9c', 0.4))], [1, darken(s.t(mix(s.pal.soil, '#b8ad9c', 0.4)), 0.15)]])));
  // Loading ramp in front of the middle shutter.
  const rx = gx + gw / 2 - 110;
  s.add(poly([rx, baseY - plinth, rx + 220, baseY - plinth, rx + 260, baseY + 10, rx - 40, baseY + 10], s.t('#b8b1a4')));
  // Stack of jute bags.
  const bag = s.t('#cdb68a');
  const bx0 = gx + 40 + r.range(0, 40);
  for (let row = 0; row < 4; row++) {
    for (let k = 0; k < 6 - row; k++) {
      const x = bx0 + k * 66 + row * 33;
      const y = 930 - row * 34;
      s.add(rect(x, y, 64, 34, k % 2 ? bag : darken(bag, 0.06), 'rx="12"'), rect(x + 6, y + 15, 52, 4, darken(bag, 0.2), 'rx="2"'));
    }
  }
  // Lorry with a covered load.
  const lx = 1040 + r.range(-30, 30);
  const ly = 950;
  const cab = s.t(r.pick(['#3d6e8f', '#d4a33b', '#4d7a52']));
  s.add(ell(lx + 160, ly + 12, 200, 12, '#000000', shadow(0.2)));
  s.add(rect(lx, ly - 130, 260, 110, s.t('#8f6f4e')), path(`M${lx} ${ly - 130}Q${lx + 130} ${ly - 190} ${lx + 260} ${ly - 130}Z`, s.t('#4b6b5a')));
  s.add(rect(lx + 260, ly - 110, 90, 90, cab, 'rx="8"'), rect(lx + 280, ly - 100, 56, 34, s.pal.night ? '#36415e' : mix(s.pal.skyMid, '#2b4660', 0.5)));
  s.add(rect(lx - 6, ly - 24, 362, 12, s.t('#3d4246')));
  for (const wx of [lx + 50, lx + 200, lx + 300]) s.add(circ(wx, ly - 6, 24, '#24272b'), circ(wx, ly - 6, 10, '#9aa3ab'));
  s.add(palm(s, 40, 830, 420, 40));
  rain(s);
}

function sceneBridge(s: Scene): void {
  const r = s.rnd;
  const horizon = 600;
  backdrop(s, horizon, { gopuram: r.chance(0.6) });
  const p = s.pal;
  const waterTop = 660;
  // River.
  s.add(rect(0, waterTop, W, H - waterTop, s.linear([[0, lighten(p.water, 0.15)], [1, p.waterDeep]])));
  // Far bank strip.
  s.add(rect(0, waterTop - 10, W, 14, s.t(mix(p.soil, p.grass, 0.4))));

  const deckY = 480 + r.range(-20, 20);
  const girder = 46;
  const concrete = s.t('#d6d2ca');
  const concreteDark = darken(concrete, 0.16);
  const arch = r.chance(0.5);
  const span = arch ? 300 : 340;
  const start = -r.range(20, 160);

  // Reflections first (under everything).
  const refl: string[] = [];
  if (arch) {
    refl.push(rect(0, waterTop, W, 40, concreteDark, 'fill-opacity="0.25"'));
  } else {
    for (let x = start + span; x < W + span; x += span) refl.push(rect(x - 22, waterTop, 44, 120, concreteDark, 'fill-opacity="0.25"'));
  }
  s.add(...refl);
  const rip: number[][] = [];
  for (let k = 0; k < 60; k++) {
    const y = r.range(waterTop + 14, H - 10);
    const x = r.range(0, W);
    const l = 20 + ((y - waterTop) / (H - waterTop)) * 70;
    rip.push([x, y, x + l, y]);
  }
  s.add(segs(rip, '#ffffff', 3, 'stroke-opacity="0.22" stroke-linecap="round"'));

  if (arch) {
    // Spandrel wall with semicircular arch openings.
    const springY = waterTop - 40;
    const rad = span / 2 - 30;
    let d = `M-20 ${n(deckY + girder)}L${W + 20} ${n(deckY + girder)}L${W + 20} ${waterTop + 6}L-20 ${waterTop + 6}Z`;
    for (let x = start; x < W + span; x += span) {
      const cx = x + span / 2;
      d += `M${n(cx - rad)} ${waterTop + 6}L${n(cx - rad)} ${n(springY)}A${n(rad)} ${n(rad)} 0 0 1 ${n(cx + rad)} ${n(springY)}L${n(cx + rad)} ${waterTop + 6}Z`;
    }
    s.add(path(d, concrete, 'fill-rule="evenodd"'));
    const ringD: string[] = [];
    for (let x = start; x < W + span; x += span) {
      const cx = x + span / 2;
      ringD.push(`M${n(cx - rad - 10)} ${n(springY)}A${n(rad + 10)} ${n(rad + 10)} 0 0 1 ${n(cx + rad + 10)} ${n(springY)}`);
    }
    s.add(path(ringD.join(''), 'none', `stroke="${concreteDark}" stroke-width="10"`));
    const course: number[][] = [];
    for (let yy = deckY + girder + 30; yy < waterTop; yy += 30) course.push([-20, yy, W + 20, yy]);
    s.add(segs(course, concreteDark, 1.5, 'stroke-opacity="0.35"'));
  } else {
    // Piers with caps.
    for (let x = start + span; x < W + span; x += span) {
      s.add(poly([x - 26, waterTop + 14, x - 20, deckY + girder + 20, x + 20, deckY + girder + 20, x + 26, waterTop + 14], concrete));
      s.add(rect(x - 48, deckY + girder, 96, 22, concreteDark));
      s.add(rect(x + 8, deckY + girder + 22, 12, waterTop - deckY - girder - 8, '#000000', shadow(0.1)));
    }
  }
  // Deck girder and its shadow.
  s.add(rect(-20, deckY, W + 40, girder, concrete));
  s.add(rect(-20, deckY + girder - 10, W + 40, 10, concreteDark));
  // Vehicles on the deck.
  s.add(car(s, 300 + r.range(0, 500), deckY - 22, 0.5, r.pick(['#e6e6e6', '#5d7890', '#c9a46a'])));
  const busX = 1000 + r.range(0, 300);
  s.add(rect(busX, deckY - 90, 200, 64, s.t(r.pick(['#3d6e8f', '#d8a23d', '#4d7a52'])), 'rx="8"'));
  const bw: string[] = [];
  for (let k = 0; k < 5; k++) bw.push(rect(busX + 14 + k * 37, deckY - 80, 28, 22, p.night ? LAMP : mix(p.skyMid, '#2b4660', 0.5)));
  s.add(...bw, circ(busX + 40, deckY - 26, 13, '#24272b'), circ(busX + 160, deckY - 26, 13, '#24272b'));
  // Parapet railing.
  const posts: number[][] = [];
  for (let x = -10; x < W + 10; x += 36) posts.push([x, deckY - 44, x, deckY]);
  s.add(segs(posts, s.t('#eeeae2'), 7));
  s.add(rect(-20, deckY - 50, W + 40, 10, s.t('#f1ede6')));
  s.add(rect(-20, deckY - 8, W + 40, 10, concreteDark));
  for (let x = 200 + r.range(0, 200); x < W; x += 520) s.add(streetLight(s, x, deckY - 4, 150, 1));

  // Near banks with stone pitching and palms.
  const bank = s.t('#8f8579');
  s.add(poly([0, 840, 260, 880, 420, H, 0, H], bank));
  s.add(poly([W, 820, 1320, 900, 1200, H, W, H], bank));
  const stones: number[][] = [];
  for (let k = 0; k < 16; k++) {
    stones.push([0, 860 + k * 10, 260 + k * 10, 900 + k * 7]);
    stones.push([W, 840 + k * 11, 1320 - k * 8, 920 + k * 6]);
  }
  s.add(segs(stones, darken(bank, 0.18), 2, 'stroke-opacity="0.5"'));
  s.add(poly([0, 800, 230, 850, 260, 880, 0, 840], s.t(p.grass)), poly([W, 790, 1340, 880, 1320, 900, W, 820], s.t(p.grass)));
  s.add(palm(s, 90, 830, 380, 50), palm(s, 1500, 820, 420, -60));
  if (r.chance(0.6)) s.add(palm(s, 1400, 850, 330, -30));
  rain(s);
}

function sceneRoad(s: Scene): void {
  const r = s.rnd;
  const p = s.pal;
  const horizon = 560;
  skyAndLight(s);
  clouds(s, r.int(3, 5), 80, 300);
  s.add(ridge(s, horizon - 20, 60, 180, mix(p.haze, p.skyBottom, 0.3)));
  if (r.chance(0.5)) s.add(gopuram(r.range(1100, 1400), horizon + 2, 110, mix(p.haze, p.skyBottom, 0.15)));
  treeLine(s, horizon + 4, mix(p.grassDark, p.haze, 0.55), 1.3);
  const vp = 800 + r.range(-90, 90);
  // Paddy fields with perspective bands.
  s.add(rect(0, horizon + 8, W, H - horizon, s.t(p.grass)));
  const bands: string[] = [];
  for (let k = 0; k < 14; k++) {
    const t0 = Math.pow(k / 14, 1.8);
    const t1 = Math.pow((k + 0.5) / 14, 1.8);
    const y0 = horizon + 8 + t0 * (H - horizon);
    const y1 = horizon + 8 + t1 * (H - horizon);
    bands.push(rect(0, y0, W, y1 - y0, lighten(s.t(p.grass), 0.1), 'fill-opacity="0.7"'));
  }
  s.add(...bands);
  // Shoulders (laterite) and the carriageway.
  const y = (t: number) => horizon + 8 + t * (H - horizon - 8);
  const ex = (t: number, bottom: number) => vp + (bottom - vp) * t;
  s.add(poly([vp - 14, horizon + 8, vp + 14, horizon + 8, ex(1, 1560), H, ex(1, 40), H], s.t(p.soil)));
  s.add(poly([vp - 8, horizon + 8, vp + 8, horizon + 8, ex(1, 1360), H, ex(1, 240), H], s.t('#5e5c5b')));
  s.add(poly([vp - 8, horizon + 8, vp - 6, horizon + 8, ex(1, 262), H, ex(1, 240), H], '#f2efe6', 'fill-opacity="0.85"'));
  s.add(poly([vp + 6, horizon + 8, vp + 8, horizon + 8, ex(1, 1360), H, ex(1, 1338), H], '#f2efe6', 'fill-opacity="0.85"'));
  const dashes: string[] = [];
  for (let k = 0; k < 12; k++) {
    const t0 = Math.pow(k / 12, 2);
    const t1 = Math.pow((k + 0.5) / 12, 2);
    const w0 = 1 + 11 * t0;
    const w1 = 1 + 11 * t1;
    dashes.push(poly([ex(t0, 800) - w0, y(t0), ex(t0, 800) + w0, y(t0), ex(t1, 800) + w1, y(t1), ex(t1, 800) - w1, y(t1)], '#f6f1e0'));
  }
  s.add(...dashes);
  // Avenue trees, palms and power poles, far to near.
  const items: string[] = [];
  const wires: number[][] = [];
  let prevPole: [number, number] | null = null;
  for (let k = 1; k <= 9; k++) {
    const t = Math.pow(k / 9, 2);
    const yy = y(t);
    const scale = 0.08 + t;
    const lx = ex(t, -120) - 40 * scale;
    const rx = ex(t, 1720) + 40 * scale;
    if (k % 2 === 0 || t > 0.5) items.push(roundTree(s, lx, yy, 330 * scale));
    else items.push(palm(s, lx, yy, 380 * scale, -30 * scale));
    if (k % 3 === 0) items.push(palm(s, rx + 30 * scale, yy, 400 * scale, 40 * scale));
    else items.push(roundTree(s, rx + 20 * scale, yy, 300 * scale));
    const px = ex(t, 1500);
    const ph = 360 * scale;
    items.push(rect(px - 3 * scale, yy - ph, 6 * scale, ph, s.t('#8f8b84')), rect(px - 26 * scale, yy - ph + 10 * scale, 52 * scale, 5 * scale, s.t('#6b6f73')));
    if (prevPole) wires.push([prevPole[0], prevPole[1], px - 20 * scale, yy - ph + 10 * scale], [prevPole[0] + 30 * (prevPole[1] > 0 ? 0.1 : 0), prevPole[1], px + 20 * scale, yy - ph + 10 * scale]);
    prevPole = [px, yy - ph + 10 * scale];
  }
  s.add(...items);
  s.add(segs(wires, s.t('#3d4246'), 1.5, 'stroke-opacity="0.7"'));
  // Milestone on the shoulder (white body, yellow top).
  const mx = 1440 + r.range(-30, 30);
  s.add(ell(mx + 6, 948, 52, 8, '#000000', shadow(0.2)));
  s.add(rect(mx - 40, 860, 80, 88, s.t('#f4f2ec')));
  s.add(path(`M${mx - 40} ${868}L${mx - 40} 850A40 40 0 0 1 ${mx + 40} 850L${mx + 40} 868Z`, s.t('#e7b43a')));
  s.add(rect(mx - 24, 884, 48, 7, s.t('#4a4f55'), 'rx="3"'), rect(mx - 16, 900, 32, 7, s.t('#4a4f55'), 'rx="3"'), rect(mx - 20, 916, 40, 7, s.t('#4a4f55'), 'rx="3"'));
  rain(s);
}

function sceneInterior(s: Scene): void {
  const r = s.rnd;
  const p = s.pal;
  const night = p.night;
  const warm = (c: string) => (night ? mix(c, '#3a2a1e', 0.35) : s.t(c));
  const L = 280;
  const R = 1320;
  const T = 150;
  const B = 700;
  const vpx = 800;
  const vpy = 430;
  const wallCol = warm(r.pick(['#efe7da', '#e9e4dc', '#f0e6d6', '#e4e8e6']));
  const sideWall = darken(wallCol, 0.07);
  const ceiling = lighten(wallCol, 0.35);
  const floor = warm(r.pick(['#c9a27c', '#bf9a74', '#d4b896']));

  s.add(rect(0, 0, W, H, ceiling));
  s.add(poly([0, 0, L, T, L, B, 0, H], sideWall));
  s.add(poly([W, 0, R, T, R, B, W, H], sideWall));
  s.add(rect(L, T, R - L, B - T, wallCol));
  s.add(poly([L, B, R, B, W, H, 0, H], floor));
  // Floor planks converging to the vanishing point.
  const planks: number[][] = [];
  for (let k = -10; k <= 10; k++) {
    const bx = vpx + k * 120;
    const t = (B - vpy) / (H - vpy);
    const tx = vpx + (bx - vpx) * t;
    planks.push([tx, B, bx, H]);
  }
  for (const yy of [735, 785, 855, 950]) {
    const f = (yy - B) / (H - B);
    planks.push([L - L * f, yy, R + (W - R) * f, yy]);
  }
  s.defs.push(`<clipPath id="floorclip"><polygon points="${L},${B} ${R},${B} ${W},${H} 0,${H}"/></clipPath>`);
  s.add(segs(planks, darken(floor, 0.12), 2, 'stroke-opacity="0.55" clip-path="url(#floorclip)"'));
  // Cove lighting along the false ceiling.
  s.add(poly([0, 0, W, 0, R + 60, T - 36, L - 60, T - 36], lighten(ceiling, 0.3)));
  s.add(poly([L - 60, T - 36, R + 60, T - 36, R, T, L, T], night ? '#ffe2a8' : lighten(wallCol, 0.5)));
  // Skirting.
  s.add(rect(L, B - 14, R - L, 14, darken(wallCol, 0.2)));

  // Window on the back wall showing the sky of the palette.
  const winLeft = r.chance(0.5);
  const wx = winLeft ? L + 60 : R - 380;
  const wy = T + 70;
  const ww = 320;
  const wh = 330;
  s.add(rect(wx - 12, wy - 12, ww + 24, wh + 24, warm('#f7f4ee')));
  s.add(rect(wx, wy, ww, wh, s.linear([[0, p.skyTop], [0.7, p.skyMid], [1, p.skyBottom]])));
  if (p.sun) s.add(circ(wx + ww * 0.7, wy + wh * 0.4, 22, p.sun.color, 'fill-opacity="0.9"'));
  if (p.moon) s.add(circ(wx + ww * 0.7, wy + wh * 0.3, 16, '#f4f1e0'));
  s.add(ridge(s, wy + wh - 30, 30, 80, mix(p.grassDark, p.haze, 0.4), `clip-path="url(#winclip)"`));
  s.defs.push(`<clipPath id="winclip"><rect x="${wx}" y="${wy}" width="${ww}" height="${wh}"/></clipPath>`);
  s.add(`<g clip-path="url(#winclip)">${palmSilhouette(wx + ww * 0.3, wy + wh, 190, mix(p.grassDark, '#1f2a22', 0.4))}</g>`);
  if (p.rain) {
    const rl: number[][] = [];
    for (let k = 0; k < 30; k++) {
      const x = wx + r.range(0, ww);
      const y = wy + r.range(0, wh - 30);
      rl.push([x, y, x + 5, y + 24]);
    }
    s.add(segs(rl, '#ffffff', 1.5, 'stroke-opacity="0.5" clip-path="url(#winclip)"'));
  }
  s.add(segs([[wx + ww / 2, wy, wx + ww / 2, wy + wh], [wx, wy + wh * 0.32, wx + ww, wy + wh * 0.32]], warm('#f7f4ee'), 8));
  // Curtains.
  const curtain = warm(r.pick(['#d9c7a8', '#c9b8a0', '#b7c2bc']));
  s.add(path(`M${wx - 50} ${wy - 30}L${wx + 30} ${wy - 30}Q${wx + 10} ${wy + wh / 2} ${wx + 40} ${wy + wh + 70}L${wx - 50} ${wy + wh + 70}Z`, curtain));
  s.add(path(`M${wx + ww + 50} ${wy - 30}L${wx + ww - 30} ${wy - 30}Q${wx + ww - 10} ${wy + wh / 2} ${wx + ww - 40} ${wy + wh + 70}L${wx + ww + 50} ${wy + wh + 70}Z`, curtain));
  s.add(rect(wx - 70, wy - 38, ww + 140, 8, warm('#6d5a48'), 'rx="4"'));

  // Wall art and a shelf on the other side of the back wall.
  const artX = winLeft ? R - 420 : L + 90;
  s.add(rect(artX, T + 90, 150, 190, warm('#5b4a3c')), rect(artX + 10, T + 100, 130, 170, warm('#f3efe6')));
  s.add(circ(artX + 75, T + 160, 34, warm(mix(s.accent, '#ffffff', 0.2))), poly([artX + 10, T + 270, artX + 70, T + 200, artX + 140, T + 270], warm('#8aa39a')));
  s.add(rect(artX + 180, T + 120, 130, 150, warm('#5b4a3c')), rect(artX + 190, T + 130, 110, 130, warm('#e9e1d2')));
  s.add(rect(artX + 200, T + 200, 90, 50, warm('#c79a6b')), rect(artX + 220, T + 150, 40, 50, warm('#9bb0bf')));

  // Rug, sofa, coffee table.
  const rug = warm(r.pick(['#b9a58c', '#8c9aa3', '#a9988a']));
  s.add(poly([470, 800, 1130, 800, 1300, 960, 300, 960], rug));
  s.add(poly([500, 812, 1100, 812, 1256, 948, 344, 948], 'none', `stroke="${lighten(rug, 0.25)}" stroke-width="4"`));
  const sofa = warm(r.pick(['#6f7f88', '#7c6f64', '#5f7466', '#8a8f94']));
  const sofaDark = darken(sofa, 0.18);
  const sx = 480;
  const sw = 640;
  s.add(ell(sx + sw / 2, 800, sw * 0.55, 16, '#000000', shadow(0.18)));
  s.add(rect(sx, 600, sw, 110, sofaDark, 'rx="24"'));
  s.add(rect(sx + 40, 660, sw - 80, 70, sofa, 'rx="14"'));
  s.add(rect(sx - 30, 640, 80, 150, sofa, 'rx="22"'), rect(sx + sw - 50, 640, 80, 150, sofa, 'rx="22"'));
  s.add(rect(sx + 40, 720, sw - 80, 70, darken(sofa, 0.08), 'rx="8"'));
  s.add(line(sx + sw / 2, 664, sx + sw / 2, 728, sofaDark, 3), line(sx + sw / 2, 724, sx + sw / 2, 788, sofaDark, 3));
  const cushion = warm(s.accent);
  s.add(rect(sx + 70, 612, 110, 90, cushion, 'rx="16" transform="rotate(-8 ' + (sx + 125) + ' 657)"'));
  s.add(rect(sx + sw - 180, 612, 110, 90, warm('#e8dcc6'), 'rx="16" transform="rotate(7 ' + (sx + sw - 125) + ' 657)"'));
  s.add(rect(sx + 40, 790, 14, 18, warm('#3a2e25')), rect(sx + sw - 54, 790, 14, 18, warm('#3a2e25')));
  // Coffee table.
  const wood = warm('#7b5a3f');
  s.add(ell(800, 905, 200, 22, '#000000', shadow(0.15)));
  s.add(poly([640, 850, 960, 850, 1000, 880, 600, 880], lighten(wood, 0.1)), rect(600, 880, 400, 14, wood));
  s.add(rect(620, 894, 12, 22, darken(wood, 0.2)), rect(968, 894, 12, 22, darken(wood, 0.2)));
  s.add(ell(740, 860, 26, 8, warm('#f1efe9')), rect(720, 842, 12, 18, warm('#f1efe9')), rect(840, 856, 90, 10, warm('#d4c7b1')), rect(846, 846, 76, 10, warm('#9fb3a8')));
  // Floor lamp.
  const lx = winLeft ? R + 90 : L - 90;
  s.add(rect(lx - 3, 520, 6, 380, warm('#3b3b3b')), ell(lx, 902, 36, 8, warm('#3b3b3b')));
  s.add(poly([lx - 40, 470, lx + 40, 470, lx + 56, 540, lx - 56, 540], night ? '#ffe2a0' : warm('#f2e6cc')));
  if (night) s.add(circ(lx, 520, 200, s.radial([[0, LAMP, 0.5], [1, LAMP, 0]])));
  // Plant in a pot.
  const plx = winLeft ? L - 130 : R + 140;
  const pot = warm('#c58a63');
  const leaf = warm('#4f8a4a');
  for (let k = 0; k < 7; k++) {
    const a = Math.PI * (1.15 + k * 0.12);
    const ex = plx + Math.cos(a) * 130 + 90;
    const ey = 760 + Math.sin(a) * 200;
    s.add(path(`M${plx} 790Q${n((plx + ex) / 2 - 30)} ${n((790 + ey) / 2)} ${n(ex - 60)} ${n(ey)}Q${n((plx + ex) / 2)} ${n((790 + ey) / 2 + 20)} ${plx} 790Z`, k % 2 ? leaf : lighten(leaf, 0.12)));
  }
  s.add(poly([plx - 46, 780, plx + 46, 780, plx + 36, 880, plx - 36, 880], pot));
  // Pendant lights.
  const pendX = winLeft ? 780 : 810;
  for (const [px, drop] of [
    [pendX - 44, 250],
    [pendX + 44, 290],
  ]) {
    s.add(line(px, 0, px, drop - 30, warm('#4a4a4a'), 2));
    s.add(path(`M${px - 28} ${drop}Q${px} ${drop - 48} ${px + 28} ${drop}Z`, warm('#2f3a3f')));
    if (night) s.add(circ(px, drop + 4, 90, s.radial([[0, LAMP, 0.6], [1, LAMP, 0]])), ell(px, drop, 16, 4, LAMP));
  }
}

const BP_BG1 = '#1e5792';
const BP_BG2 = '#173f70';
const BP_INK = '#eaf3ff';

/** Blue drawing sheet with a fine grid and a border. */
function blueprintSheet(s: Scene): void {
  const ink = BP_INK;
  s.add(rect(0, 0, W, H, s.linear([[0, BP_BG1], [1, BP_BG2]], 1, 1)));
  // Grid as a pattern.
  s.defs.push(
    `<pattern id="grid" width="100" height="100" patternUnits="userSpaceOnUse"><path d="M0 0H100M0 0V100M20 0V100M40 0V100M60 0V100M80 0V100M0 20H100M0 40H100M0 60H100M0 80H100" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="1.5"/><path d="M0 0H100M0 0V100" fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-width="2"/></pattern>`,
  );
  s.add(rect(0, 0, W, H, 'url(#grid)'));
  // Drawing border.
  s.add(rect(40, 40, W - 80, H - 80, 'none', `stroke="${ink}" stroke-opacity="0.55" stroke-width="3"`));
}

/** Title block in the bottom-right corner: bars instead of text, one accent tag. */
function titleBlock(s: Scene): void {
  const ink = BP_INK;
  const tbx = W - 380;
  const tby = H - 200;
  s.add(`<rect x="${tbx}" y="${tby}" width="320" height="140" fill="${BP_BG2}" fill-opacity="0.6" stroke="${ink}" stroke-width="2.5"/>`);
  s.add(segs([[tbx, tby + 50, tbx + 320, tby + 50], [tbx, tby + 95, tbx + 320, tby + 95], [tbx + 200, tby + 50, tbx + 200, tby + 140]], ink, 1.5));
  s.add(rect(tbx + 20, tby + 18, 170, 14, ink, 'rx="4" fill-opacity="0.9"'), rect(tbx + 20, tby + 66, 120, 9, ink, 'rx="4" fill-opacity="0.6"'));
  s.add(rect(tbx + 20, tby + 112, 90, 9, ink, 'rx="4" fill-opacity="0.6"'), rect(tbx + 220, tby + 66, 70, 9, ink, 'rx="4" fill-opacity="0.6"'), rect(tbx + 220, tby + 112, 50, 9, ink, 'rx="4" fill-opacity="0.6"'));
  s.add(rect(tbx + 250, tby + 14, 48, 22, s.accent, 'rx="3"'));
}

function sceneBlueprint(s: Scene): void {
  const r = s.rnd;
  const bg1 = BP_BG1;
  const ink = BP_INK;
  blueprintSheet(s);

  // Floor plan: outer walls and partitions.
  const px = 150 + r.range(-20, 20);
  const py = 150 + r.range(-10, 20);
  const pw = 760 + r.range(-40, 40);
  const ph = 560 + r.range(-40, 30);
  const wallW = 12;
  const parts: string[] = [];
  const wall = (x1: number, y1: number, x2: number, y2: number, w = wallW) => parts.push(line(x1, y1, x2, y2, ink, w, 'stroke-linecap="square"'));
  const split = px + pw * r.range(0.42, 0.55);
  const hsplit = py + ph * r.range(0.45, 0.58);
  // Exterior with gaps for the main door.
  const doorX = split + 60;
  wall(px, py, px + pw, py);
  wall(px, py, px, py + ph);
  wall(px + pw, py, px + pw, py + ph);
  wall(px, py + ph, doorX, py + ph);
  wall(doorX + 90, py + ph, px + pw, py + ph);
  // Partitions (thinner) with door gaps.
  const pw2 = 8;
  wall(split, py, split, hsplit - 100, pw2);
  wall(split, hsplit - 10, split, py + ph, pw2);
  wall(px, hsplit, split - 110, hsplit, pw2);
  wall(split - 20, hsplit, split, hsplit, pw2);
  const kx = split + (px + pw - split) * 0.55;
  wall(split, py + ph * 0.34, kx - 90, py + ph * 0.34, pw2);
  wall(kx, py + ph * 0.34, px + pw, py + ph * 0.34, pw2);
  wall(kx, py, kx, py + ph * 0.34, pw2);
  // Door swings.
  const doorArc = (x: number, y: number, rad: number, sweep: string) =>
    parts.push(path(sweep, 'none', `stroke="${ink}" stroke-width="2" stroke-opacity="0.8"`), line(x, y, x, y - rad, ink, 3));
  doorArc(doorX, py + ph, 90, `M${n(doorX + 90)} ${n(py + ph)}A90 90 0 0 0 ${n(doorX)} ${n(py + ph - 90)}`);
  parts.push(path(`M${n(split - 110)} ${n(hsplit)}A88 88 0 0 1 ${n(split - 22)} ${n(hsplit + 88)}`, 'none', `stroke="${ink}" stroke-width="2" stroke-opacity="0.8"`), line(split - 22, hsplit, split - 22, hsplit + 88, ink, 3));
  parts.push(path(`M${n(split)} ${n(hsplit - 100)}A88 88 0 0 0 ${n(split + 88)} ${n(hsplit - 12)}`, 'none', `stroke="${ink}" stroke-width="2" stroke-opacity="0.8"`), line(split, hsplit - 12, split + 88, hsplit - 12, ink, 3));
  // Windows on the exterior walls.
  const win = (x: number, y: number, len: number, vertical: boolean) => {
    if (vertical) {
      parts.push(rect(x - 8, y, 16, len, bg1), line(x - 6, y, x - 6, y + len, ink, 2), line(x + 6, y, x + 6, y + len, ink, 2), line(x, y, x, y + len, ink, 1.5));
    } else {
      parts.push(rect(x, y - 8, len, 16, bg1), line(x, y - 6, x + len, y - 6, ink, 2), line(x, y + 6, x + len, y + 6, ink, 2), line(x, y, x + len, y, ink, 1.5));
    }
  };
  win(px + 80, py, 130, false);
  win(kx + 40, py, 110, false);
  win(px, py + 90, 120, true);
  win(px, hsplit + 90, 120, true);
  win(px + pw, py + ph * 0.5, 120, true);
  win(px + 90, py + ph, 140, false);
  // Staircase.
  const stX = px + pw - 200;
  const stY = py + ph - 170;
  const steps: number[][] = [];
  for (let k = 0; k <= 9; k++) steps.push([stX + k * 18, stY, stX + k * 18, stY + 150]);
  parts.push(segs(steps, ink, 2, 'stroke-opacity="0.8"'), line(stX, stY + 75, stX + 162, stY + 75, ink, 2), poly([stX + 162, stY + 75, stX + 146, stY + 67, stX + 146, stY + 83], ink));
  // Furniture symbols: bed, dining table.
  parts.push(rect(px + 50, py + 60 + 120, 170, 200, 'none', `stroke="${ink}" stroke-width="2" stroke-opacity="0.7"`));
  parts.push(rect(px + 64, py + 190, 60, 34, 'none', `stroke="${ink}" stroke-width="2" stroke-opacity="0.7"`), rect(px + 146, py + 190, 60, 34, 'none', `stroke="${ink}" stroke-width="2" stroke-opacity="0.7"`));
  parts.push(circ(split + 150, py + ph * 0.62, 50, 'none', `stroke="${ink}" stroke-width="2" stroke-opacity="0.7"`));
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI * 2 * k) / 6;
    parts.push(rect(split + 150 + Math.cos(a) * 72 - 13, py + ph * 0.62 + Math.sin(a) * 72 - 13, 26, 26, 'none', `stroke="${ink}" stroke-width="2" stroke-opacity="0.6"`));
  }
  // Column markers at wall junctions (structural grid).
  const cols: string[] = [];
  for (const cxp of [px, split, px + pw]) for (const cyp of [py, hsplit, py + ph]) cols.push(rect(cxp - 11, cyp - 11, 22, 22, ink));
  parts.push(...cols);
  // Dimension lines with ticks.
  const dim = (x1: number, y1: number, x2: number, y2: number) => {
    const hor = y1 === y2;
    parts.push(line(x1, y1, x2, y2, ink, 1.5, 'stroke-opacity="0.8"'));
    for (const [x, y] of [[x1, y1], [x2, y2]]) parts.push(line(x - 7, y + 7, x + 7, y - 7, ink, 2.5));
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    parts.push(hor ? rect(mx - 24, my - 12, 48, 6, ink, 'fill-opacity="0.8" rx="3"') : rect(mx - 12, my - 24, 6, 48, ink, 'fill-opacity="0.8" rx="3"'));
  };
  dim(px, py - 50, split, py - 50);
  dim(split, py - 50, px + pw, py - 50);
  dim(px - 55, py, px - 55, hsplit);
  dim(px - 55, hsplit, px - 55, py + ph);
  s.add(...parts);

  // Elevation sketch on the right.
  const ex = 1040;
  const eb = 560;
  const el: string[] = [];
  const o = `fill="none" stroke="${ink}" stroke-width="2.5"`;
  el.push(line(ex - 20, eb, ex + 480, eb, ink, 3));
  el.push(`<rect x="${ex}" y="${eb - 170}" width="440" height="170" ${o}/>`);
  el.push(`<rect x="${ex + 40}" y="${eb - 330}" width="300" height="150" ${o}/>`);
  el.push(`<polyline points="${ex + 10},${eb - 330} ${ex + 90},${eb - 400} ${ex + 290},${eb - 400} ${ex + 370},${eb - 330}" ${o}/>`);
  el.push(line(ex - 10, eb - 176, ex + 450, eb - 176, ink, 5));
  for (const [wx, wy, ww, wh] of [
    [ex + 40, eb - 130, 70, 80],
    [ex + 320, eb - 130, 70, 80],
    [ex + 80, eb - 290, 60, 70],
    [ex + 240, eb - 290, 60, 70],
  ]) {
    el.push(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" ${o}/>`, line(wx + ww / 2, wy, wx + ww / 2, wy + wh, ink, 1.5), line(wx - 10, wy - 10, wx + ww + 10, wy - 10, ink, 3));
  }
  el.push(`<rect x="${ex + 180}" y="${eb - 150}" width="80" height="150" ${o}/>`);
  // Section hatch under the ground line.
  const hatch: number[][] = [];
  for (let x = ex - 10; x < ex + 470; x += 16) hatch.push([x, eb + 22, x + 16, eb + 4]);
  el.push(segs(hatch, ink, 1.5, 'stroke-opacity="0.6"'));
  s.add(...el);

  // Footing detail: a column on an isolated footing, with rebars.
  const fx = 1120;
  const fy = 650;
  s.add(`<rect x="${fx}" y="${fy + 120}" width="200" height="50" fill="none" stroke="${ink}" stroke-width="2.5"/>`);
  s.add(`<polyline points="${fx},${fy + 120} ${fx + 70},${fy + 90} ${fx + 130},${fy + 90} ${fx + 200},${fy + 120}" fill="none" stroke="${ink}" stroke-width="2.5"/>`);
  s.add(`<rect x="${fx + 80}" y="${fy}" width="40" height="90" fill="none" stroke="${ink}" stroke-width="2.5"/>`);
  s.add(segs([[fx + 88, fy, fx + 88, fy + 160], [fx + 112, fy, fx + 112, fy + 160], [fx + 20, fy + 160, fx + 180, fy + 160]], ink, 1.5, 'stroke-dasharray="8 5"'));

  titleBlock(s);
  // North arrow.
  const nx = 1000;
  const ny = 140;
  s.add(circ(nx, ny, 38, 'none', `stroke="${ink}" stroke-width="2.5"`), poly([nx, ny - 50, nx + 14, ny + 16, nx, ny + 6, nx - 14, ny + 16], ink));
}

/** Structural drawing: framing plan with column grid and beams, beam and column sections. */
function sceneStructure(s: Scene): void {
  const r = s.rnd;
  const ink = BP_INK;
  blueprintSheet(s);
  const px = 190 + r.range(-10, 20);
  const py = 270 + r.range(-10, 20);
  const xs = [px];
  for (let k = 0; k < 3; k++) xs.push(xs[k] + r.pick([210, 240, 260]));
  const ys = [py];
  for (let k = 0; k < 2; k++) ys.push(ys[k] + r.pick([250, 280]));
  const x1 = xs[xs.length - 1];
  const y1 = ys[ys.length - 1];
  // Grid lines (chain lines) with bubbles.
  const grid: number[][] = [];
  for (const x of xs) grid.push([x, py - 90, x, y1 + 40]);
  for (const y of ys) grid.push([px - 90, y, x1 + 40, y]);
  s.add(segs(grid, ink, 1.5, 'stroke-opacity="0.6" stroke-dasharray="26 6 4 6"'));
  const bub: string[] = [];
  for (const x of xs) bub.push(circ(x, py - 112, 22, BP_BG1, `stroke="${ink}" stroke-width="2.5"`), rect(x - 3, py - 122, 6, 20, ink, 'rx="2"'));
  for (const y of ys) bub.push(circ(px - 112, y, 22, BP_BG1, `stroke="${ink}" stroke-width="2.5"`), rect(px - 122, y - 3, 20, 6, ink, 'rx="2"'));
  s.add(...bub);
  // Slab panels: two-way span marks, one opening for the staircase.
  const marks: string[] = [];
  const openI = r.int(0, xs.length - 2);
  for (let i = 0; i < xs.length - 1; i++) {
    for (let j = 0; j < ys.length - 1; j++) {
      const cx = (xs[i] + xs[i + 1]) / 2;
      const cy = (ys[j] + ys[j + 1]) / 2;
      if (i === openI && j === ys.length - 2) {
        marks.push(segs([[xs[i] + 20, ys[j] + 20, xs[i + 1] - 20, ys[j + 1] - 20], [xs[i + 1] - 20, ys[j] + 20, xs[i] + 20, ys[j + 1] - 20]], ink, 1.5, 'stroke-opacity="0.7"'));
        continue;
      }
      marks.push(segs([[cx - 50, cy, cx + 50, cy], [cx, cy - 40, cx, cy + 40]], ink, 2, 'stroke-opacity="0.75"'));
      marks.push(poly([cx + 50, cy, cx + 38, cy - 6, cx + 38, cy + 6], ink), poly([cx - 50, cy, cx - 38, cy - 6, cx - 38, cy + 6], ink));
      marks.push(poly([cx, cy - 40, cx - 6, cy - 28, cx + 6, cy - 28], ink), poly([cx, cy + 40, cx - 6, cy + 28, cx + 6, cy + 28], ink));
      marks.push(circ(cx + 26, cy + 22, 12, 'none', `stroke="${ink}" stroke-width="1.5" stroke-opacity="0.7"`));
    }
  }
  s.add(...marks);
  // Beams as double lines along the grid, then columns.
  const beams: string[] = [];
  for (const y of ys) beams.push(rect(px, y - 9, x1 - px, 18, 'none', `stroke="${ink}" stroke-width="2"`));
  for (const x of xs) beams.push(rect(x - 9, py, 18, y1 - py, 'none', `stroke="${ink}" stroke-width="2"`));
  s.add(...beams);
  const cols: string[] = [];
  for (const x of xs) for (const y of ys) cols.push(rect(x - 16, y - 16, 32, 32, ink));
  s.add(...cols);
  // Dimension line across the top.
  const dims: number[][] = [[px, py - 170, x1, py - 170]];
  for (const x of xs) dims.push([x - 7, py - 163, x + 7, py - 177]);
  s.add(segs(dims, ink, 1.8));
  for (let i = 0; i < xs.length - 1; i++) s.add(rect((xs[i] + xs[i + 1]) / 2 - 22, py - 186, 44, 6, ink, 'rx="3" fill-opacity="0.8"'));

  // Beam section with reinforcement.
  const bx = 1060;
  const by = 150;
  const o = `fill="none" stroke="${ink}" stroke-width="3"`;
  s.add(`<rect x="${bx}" y="${by}" width="150" height="240" ${o}/>`);
  s.add(`<rect x="${bx + 18}" y="${by + 18}" width="114" height="204" rx="8" fill="none" stroke="${ink}" stroke-width="2" stroke-opacity="0.85"/>`);
  for (const [cx, cy, rr] of [
    [bx + 32, by + 32, 9],
    [bx + 118, by + 32, 9],
    [bx + 32, by + 208, 12],
    [bx + 75, by + 208, 12],
    [bx + 118, by + 208, 12],
  ]) s.add(circ(cx, cy, rr, ink));
  s.add(segs([[bx - 30, by, bx - 30, by + 240], [bx - 37, by + 7, bx - 23, by - 7], [bx - 37, by + 247, bx - 23, by + 233]], ink, 1.8));
  s.add(rect(bx - 52, by + 96, 6, 48, ink, 'rx="3" fill-opacity="0.8"'));
  s.add(rect(bx + 20, by + 262, 110, 9, ink, 'rx="4" fill-opacity="0.7"'));
  // Column section.
  const cx0 = 1290;
  const cy0 = 170;
  s.add(`<rect x="${cx0}" y="${cy0}" width="180" height="180" ${o}/>`);
  s.add(`<rect x="${cx0 + 18}" y="${cy0 + 18}" width="144" height="144" rx="8" fill="none" stroke="${ink}" stroke-width="2" stroke-opacity="0.85"/>`);
  for (const fx of [0, 0.5, 1]) for (const fy of [0, 0.5, 1]) if (!(fx === 0.5 && fy === 0.5)) s.add(circ(cx0 + 32 + 116 * fx, cy0 + 32 + 116 * fy, 11, ink));
  s.add(segs([[cx0 + 32, cy0 + 90, cx0 + 148, cy0 + 90], [cx0 + 90, cy0 + 32, cx0 + 90, cy0 + 148]], ink, 1.5, 'stroke-opacity="0.6"'));
  s.add(rect(cx0 + 35, cy0 + 212, 110, 9, ink, 'rx="4" fill-opacity="0.7"'));
  // Beam elevation with stirrup spacing, closer near the supports.
  const ey = 560;
  const ex0 = 1000;
  const ex1 = 1500;
  s.add(`<rect x="${ex0}" y="${ey}" width="${ex1 - ex0}" height="70" ${o}/>`);
  s.add(rect(ex0 - 30, ey - 20, 30, 140, 'none', `stroke="${ink}" stroke-width="3"`), rect(ex1, ey - 20, 30, 140, 'none', `stroke="${ink}" stroke-width="3"`));
  const st: number[][] = [];
  for (let x = ex0 + 12; x < ex1 - 8; ) {
    st.push([x, ey + 8, x, ey + 62]);
    const d = Math.min(x - ex0, ex1 - x);
    x += d < 110 ? 12 : 26;
  }
  st.push([ex0 - 20, ey + 12, ex1 + 20, ey + 12], [ex0 - 20, ey + 58, ex1 + 20, ey + 58]);
  s.add(segs(st, ink, 1.6, 'stroke-opacity="0.85"'));
  titleBlock(s);
}

function sceneEstimate(s: Scene): void {
  const r = s.rnd;
  const night = s.pal.night;
  const lightMix = (c: string) => (night ? mix(c, '#2a2030', 0.3) : s.t(c));
  // Wooden desk seen from above.
  const wood = lightMix(r.pick(['#a77b55', '#9a6e4b', '#b38763']));
  s.add(rect(0, 0, W, H, wood));
  const grain: number[][] = [];
  for (let k = 0; k < 26; k++) {
    const y = r.range(0, H);
    grain.push([0, y, W, y + r.range(-30, 30)]);
  }
  s.add(segs(grain, darken(wood, 0.12), 3, 'stroke-opacity="0.35"'));
  if (night) s.add(circ(700, 420, 900, s.radial([[0, LAMP, 0.22], [1, LAMP, 0]])));
  else s.add(rect(0, 0, W, H, s.linear([[0, '#ffffff', 0.1], [1, '#000000', 0.12]], 1, 1)));

  // Sheet under, then the estimate sheet.
  const paper = lightMix('#fbfaf6');
  s.add(`<g transform="rotate(${n(r.range(3, 7))} 700 500)">`);
  s.add(rect(318, 108, 640, 820, '#000000', shadow(0.18)), rect(310, 100, 640, 820, lightMix('#f1eee6')));
  s.add('</g>');
  const rot = n(r.range(-5, -2));
  s.add(`<g transform="rotate(${rot} 640 500)">`);
  s.add(rect(272, 92, 680, 860, '#000000', shadow(0.22)), rect(260, 80, 680, 860, paper));
  // Header: logo block + title bars.
  s.add(rect(300, 120, 70, 70, lightMix(s.accent), 'rx="6"'));
  s.add(rect(390, 128, 260, 18, lightMix('#3b4048'), 'rx="5"'), rect(390, 160, 180, 11, lightMix('#9aa0a8'), 'rx="5"'));
  s.add(rect(740, 128, 160, 11, lightMix('#9aa0a8'), 'rx="5"'), rect(780, 150, 120, 11, lightMix('#9aa0a8'), 'rx="5"'));
  // Table.
  const tx = 300;
  const tw = 600;
  const ty = 230;
  const rowH = 44;
  const rows = 12;
  s.add(rect(tx, ty, tw, rowH, lightMix('#e4e8ed')));
  const grid: number[][] = [];
  for (let k = 0; k <= rows + 1; k++) grid.push([tx, ty + k * rowH, tx + tw, ty + k * rowH]);
  const colsX = [tx, tx + 50, tx + 300, tx + 380, tx + 470, tx + tw];
  for (const cx of colsX) grid.push([cx, ty, cx, ty + (rows + 1) * rowH]);
  s.add(segs(grid, lightMix('#c3c8ce'), 1.5));
  const ink = lightMix('#5a6068');
  const cells: string[] = [];
  for (let k = 0; k <= rows; k++) {
    const yy = ty + k * rowH + rowH / 2 - 4;
    const head = k === 0;
    const c = head ? lightMix('#3b4048') : ink;
    const h = head ? 9 : 7;
    cells.push(rect(tx + 14, yy, 22, h, c, 'rx="3"'));
    cells.push(rect(tx + 64, yy, head ? 120 : r.range(90, 220), h, c, 'rx="3"'));
    for (let ci = 2; ci < 5; ci++) {
      const wdt = head ? 50 : r.range(30, 60);
      cells.push(rect(colsX[ci + 1] - 12 - wdt, yy, wdt, h, c, 'rx="3"'));
    }
  }
  s.add(...cells);
  // Total row, highlighted.
  const totY = ty + (rows + 1) * rowH + 16;
  s.add(rect(tx + 300, totY, 300, 50, lightMix(mix(s.accent, '#ffffff', 0.82))));
  s.add(rect(tx + 320, totY + 20, 80, 10, lightMix('#3b4048'), 'rx="4"'), rect(tx + 470, totY + 18, 110, 14, lightMix('#3b4048'), 'rx="4"'));
  // Signature line.
  s.add(line(tx, totY + 120, tx + 220, totY + 120, lightMix('#9aa0a8'), 2));
  s.add(path(`M${tx + 20} ${totY + 110}q20 -30 40 0t40 0t40 -10`, 'none', `stroke="${lightMix('#2d4f7a')}" stroke-width="3"`));
  s.add('</g>');

  // Calculator.
  const cx = 1080 + r.range(-20, 30);
  const cy = 330 + r.range(-20, 40);
  s.add(`<g transform="rotate(${n(r.range(6, 12))} ${cx + 150} ${cy + 230})">`);
  s.add(rect(cx + 12, cy + 14, 300, 460, '#000000', shadow(0.25) + ' rx="26"'));
  const body = lightMix(r.pick(['#3a3f46', '#2f343a', '#474d55']));
  s.add(rect(cx, cy, 300, 460, body, 'rx="26"'));
  s.add(rect(cx + 26, cy + 28, 248, 86, lightMix('#b9c7b0'), 'rx="8"'));
  for (let k = 0; k < 6; k++) s.add(rect(cx + 232 - k * 30, cy + 52, 20, 38, lightMix('#3c4637'), 'rx="3"'));
  const keyC = lightMix('#5d636b');
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 4; col++) {
      const special = col === 3 && row === 4;
      const kc = special ? lightMix('#e0953a') : col === 3 ? lightMix('#7b828b') : keyC;
      s.add(rect(cx + 26 + col * 63, cy + 140 + row * 62, 52, 48, kc, 'rx="9"'));
      s.add(rect(cx + 26 + col * 63, cy + 182 + row * 62, 52, 6, '#000000', 'fill-opacity="0.2" rx="3"'));
    }
  }
  s.add('</g>');
  // Pen and scale ruler.
  s.add(`<g transform="rotate(-28 1180 860)">`);
  s.add(rect(1020, 850, 300, 22, lightMix('#1f2f4a'), 'rx="11"'), poly([1320, 850, 1360, 861, 1320, 872], lightMix('#d9c9a6')), rect(1060, 846, 80, 6, lightMix('#c9ccd1'), 'rx="3"'));
  s.add('</g>');
  s.add(`<g transform="rotate(4 1200 140)">`);
  s.add(rect(1000, 100, 520, 60, lightMix('#e8e3d3')));
  const ticks: number[][] = [];
  for (let k = 0; k < 52; k++) ticks.push([1010 + k * 10, 100, 1010 + k * 10, k % 5 === 0 ? 126 : 114]);
  s.add(segs(ticks, lightMix('#50555c'), 2));
  s.add('</g>');
  // Coffee cup.
  const ccx = 150;
  const ccy = 820;
  s.add(circ(ccx + 8, ccy + 10, 96, '#000000', shadow(0.2)), circ(ccx, ccy, 96, lightMix('#f3f1ec')), circ(ccx, ccy, 62, lightMix('#e4e0d8')));
  s.add(circ(ccx, ccy, 52, lightMix('#f7f5f0')), circ(ccx, ccy, 42, lightMix('#6b4227')), rect(ccx + 50, ccy - 12, 44, 24, lightMix('#f3f1ec'), 'rx="12"'));
}

function sceneCrane(s: Scene): void {
  const r = s.rnd;
  const horizon = 660;
  backdrop(s, horizon);
  const baseY = 820;
  const concrete = s.t('#b8b6b1');
  const concreteDark = darken(concrete, 0.15);
  const brick = s.t('#b0623f');
  const floors = r.int(4, 5);
  const fh = 95;
  const bx = 320 + r.range(-60, 60);
  const bw = 600;
  const bays = 5;
  const bayW = bw / bays;
  const top = baseY - floors * fh;

  // Tower crane behind the frame.
  const mastX = bx + bw + 140 + r.range(-30, 30);
  const mastTop = 170;
  const yellow = s.t('#e9b233');
  const yDark = darken(yellow, 0.2);
  const mw = 36;
  const lattice: number[][] = [];
  lattice.push([mastX, baseY, mastX, mastTop], [mastX + mw, baseY, mastX + mw, mastTop]);
  for (let y = baseY; y > mastTop; y -= 36) lattice.push([mastX, y, mastX + mw, y - 36], [mastX, y, mastX + mw, y]);
  const jibY = mastTop;
  const jibL = mastX - (bx - 60);
  lattice.push([mastX, jibY, mastX - jibL, jibY], [mastX, jibY - 30, mastX - jibL, jibY - 8]);
  for (let x = mastX; x > mastX - jibL; x -= 40) lattice.push([x, jibY, x - 20, jibY - 30 + ((mastX - x) / jibL) * 22], [x - 20, jibY - 30 + ((mastX - x) / jibL) * 22, x - 40, jibY]);
  lattice.push([mastX + mw, jibY, mastX + mw + 260, jibY], [mastX + mw, jibY - 20, mastX + mw + 260, jibY - 12]);
  for (let x = mastX + mw; x < mastX + mw + 260; x += 40) lattice.push([x, jibY, x + 20, jibY - 18], [x + 20, jibY - 18, x + 40, jibY]);
  // Apex and tie bars.
  lattice.push([mastX, jibY, mastX + mw / 2, jibY - 110], [mastX + mw, jibY, mastX + mw / 2, jibY - 110]);
  s.add(segs(lattice, yellow, 5, 'stroke-linecap="round"'));
  s.add(segs([[mastX + mw / 2, jibY - 110, mastX - jibL * 0.6, jibY - 24], [mastX + mw / 2, jibY - 110, mastX + mw + 230, jibY - 14]], yDark, 3));
  // Counterweights and cab.
  s.add(rect(mastX + mw + 170, jibY - 4, 80, 60, s.t('#9a9d9f')), rect(mastX + mw + 176, jibY + 4, 68, 6, darken(s.t('#9a9d9f'), 0.2)));
  s.add(rect(mastX + mw - 2, jibY + 6, 46, 42, yellow, 'rx="4"'), rect(mastX + mw + 6, jibY + 14, 30, 20, s.glass()));
  // Trolley, hook and load.
  const hookX = bx + bw * r.range(0.3, 0.7);
  const loadY = top - 120 + r.range(-20, 30);
  s.add(rect(hookX - 16, jibY + 2, 32, 12, yDark), line(hookX - 4, jibY + 14, hookX - 4, loadY - 40, '#3a3a3a', 2), line(hookX + 4, jibY + 14, hookX + 4, loadY - 40, '#3a3a3a', 2));
  s.add(rect(hookX - 12, loadY - 44, 24, 18, yDark), segs([[hookX, loadY - 26, hookX - 70, loadY], [hookX, loadY - 26, hookX + 70, loadY]], '#3a3a3a', 2));
  const rod: number[][] = [];
  for (let k = 0; k < 5; k++) rod.push([hookX - 100, loadY + 4 + k * 5, hookX + 100, loadY + 4 + k * 5]);
  s.add(segs(rod, s.t('#6a5a4e'), 4));
  s.add(rect(mastX - 20, baseY - 10, mw + 40, 16, concreteDark));

  // RCC frame under construction.
  for (let f = 0; f < floors; f++) {
    const y = baseY - (f + 1) * fh;
    const parts: string[] = [];
    for (let b = 0; b < bays; b++) {
      const x = bx + b * bayW;
      const infill = f < floors - 2 && (b + f) % 3 !== 1;
      if (infill) {
        parts.push(rect(x, y + 14, bayW, fh - 14, brick));
        const courses: number[][] = [];
        for (let yy = y + 24; yy < y + fh; yy += 10) courses.push([x, yy, x + bayW, yy]);
        parts.push(segs(courses, darken(brick, 0.18), 1.5, 'stroke-opacity="0.6"'));
        if (f < floors - 3) parts.push(rect(x + 2, y + 16, bayW - 4, fh - 18, s.t('#e8e2d6')), windowEl(s, x + bayW / 2 - 30, y + 34, 60, 44, { panes: 2 }));
        else parts.push(rect(x + bayW / 2 - 30, y + 34, 60, 44, s.t('#3b3936')));
      } else {
        parts.push(rect(x, y + 14, bayW, fh - 14, mix(concrete, '#2e2c2a', 0.55)));
        parts.push(rect(x, y + 14, bayW, 10, '#000000', shadow(0.15)));
      }
    }
    s.add(...parts);
    for (let b = 0; b <= bays; b++) s.add(rect(bx + b * bayW - 12, y, 24, fh, concrete));
    s.add(rect(bx - 20, y, bw + 40, 16, concrete), rect(bx - 20, y + 14, bw + 40, 4, concreteDark));
  }
  // Starter rebars on the top slab.
  const bars: number[][] = [];
  for (let b = 0; b <= bays; b++) for (const dx of [-8, 0, 8]) bars.push([bx + b * bayW + dx, top, bx + b * bayW + dx, top - 60]);
  s.add(segs(bars, s.t('#6b5344'), 3));
  // Steel scaffolding across one part of the facade.
  const scX = bx + bw * r.pick([0, 0.4]);
  const scW = bw * 0.6 + 40;
  const sc: number[][] = [];
  for (let x = scX - 20; x <= scX + scW; x += 60) sc.push([x, baseY, x, top - 30]);
  for (let y = baseY; y >= top - 30; y -= 48) sc.push([scX - 20, y, scX + scW, y]);
  for (let x = scX - 20; x < scX + scW - 60; x += 120) sc.push([x, baseY, x + 60, baseY - 96]);
  s.add(segs(sc, s.t('#8d959c'), 4));
  // Boards on a few scaffold lifts.
  for (let y = baseY - 96; y > top; y -= 96) s.add(rect(scX - 20, y - 6, scW + 20, 8, s.t('#b58f5e')));
  // Safety net on part of it.
  s.add(rect(scX + scW * 0.5, top - 30, scW * 0.5, (baseY - top) * 0.6, s.t('#3f7f4d'), 'fill-opacity="0.3"'));

  // Ground: sand heap, brick stack, mixer, hoarding.
  s.add(rect(0, baseY, W, H - baseY, s.linear([[0, s.t(s.pal.soil)], [1, darken(s.t(s.pal.soil), 0.15)]])));
  s.add(path(`M60 ${baseY + 80}Q190 ${baseY - 60} 330 ${baseY + 80}Z`, s.t('#d9b77a')));
  const bk: string[] = [];
  for (let row = 0; row < 4; row++) for (let k = 0; k < 5 - (row > 2 ? 1 : 0); k++) bk.push(rect(1040 + k * 42 + row * 4, baseY + 70 - row * 20, 38, 18, k % 2 ? brick : darken(brick, 0.08)));
  s.add(...bk);
  // Concrete mixer: tilted drum on a two-wheeled frame.
  const mx = 1330 + r.range(-20, 40);
  const my = baseY + 28;
  s.add(ell(mx + 70, my + 66, 100, 10, '#000000', shadow(0.2)));
  s.add(poly([mx + 20, my + 40, mx + 60, my - 4, mx + 80, my - 4, mx + 120, my + 40], s.t('#5d6369')));
  s.add(rect(mx - 10, my + 34, 160, 12, s.t('#6a6f74')), line(mx - 10, my + 40, mx - 50, my + 30, s.t('#6a6f74'), 6));
  s.add(circ(mx + 20, my + 50, 18, '#2a2c2f'), circ(mx + 20, my + 50, 7, '#8d959c'), circ(mx + 120, my + 50, 18, '#2a2c2f'), circ(mx + 120, my + 50, 7, '#8d959c'));
  s.add(
    `<g transform="translate(${n(mx + 70)} ${n(my - 14)}) rotate(-24)">` +
      poly([-34, -38, -92, -22, -92, 22, -34, 38], yDark) +
      ell(0, 0, 56, 44, yellow) +
      ell(14, 0, 9, 43, yDark) +
      ell(34, 0, 7, 36, yDark) +
      ell(-92, 0, 7, 22, '#3a3a3a') +
      ell(-8, -18, 22, 9, '#ffffff', 'fill-opacity="0.25"') +
      '</g>',
  );
  // Site hoarding of ribbed sheets, with a coloured band along the top.
  const hy = 930;
  s.add(rect(0, hy, W, H - hy, s.t('#dfe2e4')));
  const ribs: number[][] = [];
  for (let x = 6; x < W; x += 16) ribs.push([x, hy + 14, x, H]);
  s.add(segs(ribs, s.t('#c3c8cc'), 3));
  s.add(rect(0, hy, W, 14, s.t(mix(s.accent, '#333333', 0.1))), rect(0, hy - 4, W, 4, s.t('#8a9095')));
  for (let x = 180; x < W; x += 400) s.add(rect(x, hy, 12, H - hy, s.t('#9aa1a7')));
  rain(s);
}

function sceneRepair(s: Scene): void {
  const r = s.rnd;
  const horizon = 640;
  backdrop(s, horizon);
  const baseY = 830;
  const bx = 300 + r.range(-50, 50);
  const bw = 900;
  const fh = 205;
  const top = baseY - 2 * fh;
  const old = s.t(r.pick(['#cfc3a8', '#c9bda7', '#c7c1b2']));
  const fresh = s.t(r.pick(['#f2ead8', '#eef0ea', '#f4e6cf']));
  const slab = s.t('#e9e6de');
  const half = bx + bw * 0.52;

  s.add(palm(s, bx - 80, 880, 470, -50), roundTree(s, bx + bw + 120, 860, 300));

  // Weathered left half and freshly plastered right half.
  s.add(rect(bx, top, half - bx, 2 * fh, old), rect(half, top, bx + bw - half, 2 * fh, fresh));
  // Damp patches and stains on the old part.
  const stains: string[] = [];
  for (let k = 0; k < 7; k++) {
    const x = r.range(bx + 20, half - 60);
    const y = r.range(top + 20, baseY - 40);
    stains.push(ell(x, y, r.range(30, 70), r.range(16, 40), s.t('#7d7360'), 'fill-opacity="0.22"'));
  }
  // Rising damp band at the base.
  stains.push(path(`M${bx} ${baseY}L${bx} ${baseY - 60}Q${bx + 100} ${baseY - 90} ${bx + 200} ${baseY - 55}T${half} ${baseY - 70}L${half} ${baseY}Z`, s.t('#6f6654'), 'fill-opacity="0.25"'));
  s.add(...stains);
  // Exposed brickwork where plaster has spalled.
  const bpx = bx + r.range(60, 200);
  const bpy = top + r.range(40, 80);
  s.add(path(`M${bpx} ${bpy}l90 -12l40 30l-10 60l-70 14l-55 -24z`, s.t('#a9633f')));
  const bc: number[][] = [];
  for (let k = 1; k < 7; k++) bc.push([bpx - 5, bpy - 8 + k * 12, bpx + 130, bpy - 8 + k * 12]);
  s.add(`<g clip-path="url(#spall)">${segs(bc, s.t('#e0cdb3'), 2)}</g>`);
  s.defs.push(`<clipPath id="spall"><path d="M${n(bpx)} ${n(bpy)}l90 -12l40 30l-10 60l-70 14l-55 -24z"/></clipPath>`);
  // Cracks.
  const crack = (x: number, y: number) => {
    let d = `M${n(x)} ${n(y)}`;
    let cx = x;
    let cy = y;
    for (let k = 0; k < 6; k++) {
      cx += r.range(-14, 14);
      cy += r.range(12, 22);
      d += `L${n(cx)} ${n(cy)}`;
    }
    return path(d, 'none', `stroke="${s.t('#4e473c')}" stroke-width="2.5" stroke-linejoin="round"`);
  };
  s.add(crack(bx + 260, top + fh + 40), crack(half - 90, top + 30));

  // Windows, slab bands.
  for (let f = 0; f < 2; f++) {
    const y = top + f * fh;
    for (let k = 0; k < 4; k++) {
      const wx = bx + 70 + k * (bw / 4);
      s.add(windowEl(s, wx, y + 50, 100, 110, { chajja: wx < half ? darken(slab, 0.12) : slab, panes: 2, frame: wx < half ? s.t('#b9b1a0') : s.t('#fbfaf6') }));
    }
    s.add(rect(bx - 14, y - 14, bw + 28, 18, slab));
  }
  s.add(rect(bx - 14, top - 50, bw + 28, 40, slab), rect(bx - 14, top - 14, bw + 28, 6, darken(slab, 0.1)));
  // Column jacketing on the old side: a fresh, thicker column.
  s.add(rect(bx - 10, top, 34, 2 * fh, s.t('#d9d5cc')), rect(bx + 14, top, 6, 2 * fh, '#000000', shadow(0.1)));
  // Steel props under the first-floor slab on the old side.
  const props: number[][] = [];
  for (const px of [bx + 170, bx + 330]) props.push([px, baseY, px, top + fh + 4], [px - 20, top + fh + 4, px + 20, top + fh + 4]);
  s.add(segs(props, s.t('#d48a2e'), 6));

  // Scaffolding over the middle of the facade.
  const scX = half - 130;
  const scW = 330;
  const sc: number[][] = [];
  for (let x = scX; x <= scX + scW; x += 66) sc.push([x, baseY + 10, x, top - 60]);
  for (let y = baseY; y >= top - 60; y -= 70) sc.push([scX - 10, y, scX + scW + 10, y]);
  for (let x = scX; x < scX + scW; x += 132) sc.push([x, baseY, x + 66, baseY - 140], [x + 66, baseY - 140, x + 132, baseY - 280]);
  s.add(segs(sc, s.t('#8d959c'), 5));
  for (let y = baseY - 140; y > top - 60; y -= 140) s.add(rect(scX - 10, y - 6, scW + 20, 9, s.t('#b58f5e')));
  s.add(rect(scX + scW * 0.45, top - 60, scW * 0.55 + 10, baseY - top - 120, s.t('#3f7f4d'), 'fill-opacity="0.28"'));

  // Ground, plinth, materials.
  s.add(rect(0, baseY, W, H - baseY, s.linear([[0, s.t(mix(s.pal.soil, '#b5a895', 0.5))], [1, darken(s.t(mix(s.pal.soil, '#b5a895', 0.5)), 0.15)]])));
  s.add(rect(bx - 20, baseY - 4, bw + 40, 20, s.t('#9e978b')));
  // Ladder leaning on the wall.
  const lx = bx + bw - 120;
  s.add(segs([[lx, baseY + 40, lx + 90, top + fh + 40], [lx + 44, baseY + 40, lx + 134, top + fh + 40]], s.t('#8a6a44'), 7));
  const rungs: number[][] = [];
  for (let k = 1; k < 9; k++) {
    const t = k / 9;
    rungs.push([lx + 90 * t, baseY + 40 - (baseY - top - fh) * t, lx + 44 + 90 * t, baseY + 40 - (baseY - top - fh) * t]);
  }
  s.add(segs(rungs, s.t('#8a6a44'), 5));
  // Paint buckets and cement bags.
  for (const [x, c] of [
    [bx + bw - 280, '#e7e3da'],
    [bx + bw - 230, s.accent],
  ] as Array<[number, string]>) {
    s.add(rect(x, baseY + 50, 40, 46, s.t(c), 'rx="4"'), ell(x + 20, baseY + 50, 20, 6, darken(s.t(c), 0.15)));
  }
  for (let row = 0; row < 3; row++) for (let k = 0; k < 3 - row; k++) s.add(rect(bx + 60 + k * 86 + row * 43, baseY + 90 - row * 30, 82, 30, s.t('#d7d0c0'), 'rx="10"'), rect(bx + 80 + k * 86 + row * 43, baseY + 100 - row * 30, 40, 8, s.t('#7d8a96'), 'rx="3"'));
  s.add(shrub(s, 80, 900, 34), shrub(s, 1500, 910, 30));
  rain(s);
}

function sceneConsult(s: Scene): void {
  const r = s.rnd;
  const p = s.pal;
  const night = p.night;
  const warm = (c: string) => (night ? mix(c, '#3a2a1e', 0.35) : s.t(c));
  const wall = warm(r.pick(['#e9e3d8', '#e3e6e4', '#ece4d4']));
  s.add(rect(0, 0, W, 620, wall));
  s.add(rect(0, 560, W, 60, darken(wall, 0.06)));
  // Window with the palette's sky.
  const wx = r.chance(0.5) ? 120 : 1080;
  const ww = 400;
  s.add(rect(wx - 14, 86, ww + 28, 388, warm('#f6f3ec')));
  s.add(rect(wx, 100, ww, 360, s.linear([[0, p.skyTop], [0.7, p.skyMid], [1, p.skyBottom]])));
  s.defs.push(`<clipPath id="cwin"><rect x="${wx}" y="100" width="${ww}" height="360"/></clipPath>`);
  const view: string[] = [];
  if (p.sun) view.push(circ(wx + ww * 0.75, 200, 24, p.sun.color));
  if (p.moon) view.push(circ(wx + ww * 0.75, 180, 18, '#f4f1e0'));
  view.push(rect(wx + 40, 300, 80, 160, mix(p.haze, '#5a6470', 0.3)), rect(wx + 140, 250, 110, 210, mix(p.haze, '#5a6470', 0.45)), rect(wx + 270, 320, 90, 140, mix(p.haze, '#5a6470', 0.25)));
  view.push(palmSilhouette(wx + 330, 460, 150, mix(p.grassDark, '#1f2a22', 0.4)));
  if (night) for (let k = 0; k < 8; k++) view.push(rect(wx + 150 + (k % 3) * 30, 270 + Math.floor(k / 3) * 40, 14, 18, LAMP));
  s.add(`<g clip-path="url(#cwin)">${view.join('')}</g>`);
  s.add(segs([[wx + ww / 2, 100, wx + ww / 2, 460], [wx, 220, wx + ww, 220]], warm('#f6f3ec'), 10));
  // Pin-up elevation drawings on the wall.
  const dx = wx < 800 ? 640 : 180;
  for (let k = 0; k < 2; k++) {
    const x = dx + k * 300;
    const ink = warm('#2d5b8a');
    s.add(rect(x + 6, 126, 260, 190, '#000000', shadow(0.12)), rect(x, 120, 260, 190, warm('#f8f7f2')));
    s.add(`<g fill="none" stroke="${ink}" stroke-width="2.5">` +
      (k === 0
        ? `<rect x="${x + 40}" y="${200}" width="180" height="90"/><polyline points="${x + 30},${200} ${x + 130},${150} ${x + 230},${200}"/><rect x="${x + 110}" y="${240}" width="40" height="50"/><rect x="${x + 60}" y="${220}" width="34" height="30"/><rect x="${x + 166}" y="${220}" width="34" height="30"/>`
        : `<rect x="${x + 40}" y="${150}" width="180" height="140"/><path d="M${x + 40} 185H${x + 220}M${x + 40} 220H${x + 220}M${x + 40} 255H${x + 220}M${x + 100} 150V290M${x + 160} 150V290"/>`) +
      `</g>`);
    s.add(circ(x + 130, 128, 6, warm(k === 0 ? s.accent : '#6d7780')));
  }
  // Shelf with binders.
  const shX = wx < 800 ? 1300 : 1320 - 1200;
  s.add(rect(shX - 10, 330, 250, 12, warm('#6d5a48')));
  const binderCols = ['#2f5d7c', '#d9a441', '#3d7a5a', '#7a7f86', '#4b4f7a'];
  for (let k = 0; k < 7; k++) s.add(rect(shX + k * 32, 330 - r.range(90, 120), 28, r.range(90, 120), warm(binderCols[k % binderCols.length])));

  // Table in perspective.
  const wood = warm(r.pick(['#8a6446', '#7a5a40', '#9b7352']));
  s.add(rect(0, 620, W, H - 620, warm('#9a9188')));
  s.add(poly([210, 600, 1390, 600, 1560, 930, 40, 930], wood));
  s.add(rect(40, 930, 1520, 30, darken(wood, 0.25)));
  s.add(rect(0, 960, W, 40, darken(wall, 0.45)));
  const grain: number[][] = [];
  for (let k = 0; k < 8; k++) {
    const t = r.range(0.05, 0.95);
    grain.push([210 - 170 * t, 600 + 330 * t, 1390 + 170 * t, 600 + 330 * t]);
  }
  s.add(segs(grain, darken(wood, 0.1), 2, 'stroke-opacity="0.5"'));
  // Unrolled drawing sheet (blueprint) lying on the table: drawn flat, then skewed into place.
  const bp = warm('#2a629b');
  const sw = 600;
  const sh = 400;
  const m = `matrix(${n(590 / sw)} ${n(-10 / sw)} ${n(-90 / sh)} ${n(232 / sh)} 410 648)`;
  const ink = '#f2f6ff';
  const plan: string[] = [];
  plan.push(rect(0, 0, sw, sh, bp));
  const fine: number[][] = [];
  for (let x = 30; x < sw; x += 30) fine.push([x, 0, x, sh]);
  for (let y = 30; y < sh; y += 30) fine.push([0, y, sw, y]);
  plan.push(segs(fine, '#ffffff', 1, 'stroke-opacity="0.12"'));
  plan.push(rect(70, 60, 460, 280, 'none', `stroke="${ink}" stroke-width="7"`));
  plan.push(segs([[250, 60, 250, 200], [250, 260, 250, 340], [70, 190, 180, 190], [230, 190, 250, 190], [250, 160, 400, 160], [450, 160, 530, 160], [400, 60, 400, 160]], ink, 4));
  plan.push(path('M180 190A50 50 0 0 1 230 240', 'none', `stroke="${ink}" stroke-width="2"`), path('M400 160A50 50 0 0 0 450 210', 'none', `stroke="${ink}" stroke-width="2"`));
  const stairs: number[][] = [];
  for (let x = 400; x <= 500; x += 14) stairs.push([x, 250, x, 330]);
  plan.push(segs(stairs, ink, 2));
  plan.push(segs([[70, 30, 530, 30], [70, 22, 70, 38], [250, 22, 250, 38], [530, 22, 530, 38], [40, 60, 40, 340], [32, 60, 48, 60], [32, 340, 48, 340]], ink, 2, 'stroke-opacity="0.8"'));
  plan.push(rect(120, 90, 90, 70, 'none', `stroke="${ink}" stroke-width="2" stroke-opacity="0.7"`), circ(330, 260, 36, 'none', `stroke="${ink}" stroke-width="2" stroke-opacity="0.7"`));
  s.add(`<g transform="translate(14 12)">${poly([410, 648, 1000, 638, 910, 870, 320, 880], '#000000', shadow(0.2))}</g>`);
  s.add(`<g transform="${m}">${plan.join('')}</g>`);
  // Rolled drawings.
  const roll = (x: number, y: number, len: number, rad: number, col: string) => {
    const c = warm(col);
    s.add(ell(x + len / 2, y + rad + 6, len / 2 + 10, 8, '#000000', shadow(0.18)));
    s.add(rect(x, y - rad, len, rad * 2, c), rect(x, y - rad * 0.2, len, rad * 0.6, darken(c, 0.06)), rect(x, y + rad * 0.5, len, rad * 0.5, darken(c, 0.12)));
    s.add(ell(x + len, y, rad * 0.45, rad, lighten(c, 0.2)), ell(x + len, y, rad * 0.18, rad * 0.4, darken(c, 0.3)));
  };
  roll(1060, 700, 300, 24, '#f1f3f5');
  roll(1100, 752, 260, 22, '#cfdff0');
  roll(1020, 800, 330, 26, '#f5efe1');
  // Safety helmet.
  const hx = 220 + r.range(0, 40);
  const hy = 790;
  const helm = warm(r.pick(['#f2c230', '#f0b429']));
  s.add(ell(hx + 10, hy + 20, 140, 18, '#000000', shadow(0.22)));
  s.add(ell(hx, hy + 8, 140, 22, darken(helm, 0.12)));
  s.add(path(`M${hx - 100} ${hy + 8}Q${hx - 104} ${hy - 110} ${hx} ${hy - 114}Q${hx + 104} ${hy - 110} ${hx + 100} ${hy + 8}Z`, helm));
  s.add(path(`M${hx - 14} ${hy - 112}L${hx - 14} ${hy + 4}L${hx + 14} ${hy + 4}L${hx + 14} ${hy - 112}Z`, lighten(helm, 0.15)));
  s.add(path(`M${hx - 70} ${hy - 60}Q${hx - 60} ${hy - 96} ${hx - 24} ${hy - 104}`, 'none', 'stroke="#ffffff" stroke-opacity="0.5" stroke-width="8" stroke-linecap="round"'));
  s.add(path(`M${hx + 100} ${hy + 8}Q${hx + 104} ${hy - 110} ${hx} ${hy - 114}Q${hx + 70} ${hy - 90} ${hx + 60} ${hy + 8}Z`, '#000000', shadow(0.1)));
  // Coffee cups and a scale ruler.
  for (const [cx, cy] of [
    [1120, 628],
    [560, 890],
  ]) {
    s.add(ell(cx + 6, cy + 36, 44, 10, '#000000', shadow(0.2)), rect(cx - 30, cy - 10, 60, 46, warm('#f3f1ec'), 'rx="8"'), ell(cx, cy - 10, 30, 8, warm('#6b4227')), path(`M${cx + 30} ${cy}q24 4 0 24`, 'none', `stroke="${warm('#f3f1ec')}" stroke-width="7"`));
  }
  s.add(poly([760, 900, 1040, 870, 1046, 886, 766, 916], warm('#e8e3d3')));
  // Pendant lamp.
  s.add(line(800, 0, 800, 40, warm('#444444'), 3), path('M750 86Q800 20 850 86Z', warm('#2f3a3f')));
  if (night) s.add(circ(800, 92, 240, s.radial([[0, LAMP, 0.5], [1, LAMP, 0]])), ell(800, 86, 26, 5, LAMP));
}

const SCENES: Record<IllustrationKind, (s: Scene) => void> = {
  house: sceneHouse,
  apartment: sceneApartment,
  shop: sceneShop,
  factory: sceneFactory,
  warehouse: sceneWarehouse,
  bridge: sceneBridge,
  road: sceneRoad,
  interior: sceneInterior,
  blueprint: sceneBlueprint,
  structure: sceneStructure,
  estimate: sceneEstimate,
  crane: sceneCrane,
  repair: sceneRepair,
  consult: sceneConsult,
};

/** Drawings with a conventional layout (title block bottom right, text-like rows) are never mirrored. */
const UNMIRRORED: ReadonlySet<IllustrationKind> = new Set<IllustrationKind>(['blueprint', 'structure', 'estimate']);

/** The SVG source for an illustration. */
export function buildIllustrationSvg(spec: IllustrationSpec, width = W, height = H): string {
  const rnd = new Rng(spec.seed);
  const paletteName: IllustrationPalette = spec.palette ?? (['noon', 'dawn', 'dusk', 'noon'] as const)[Math.abs(Math.floor(spec.seed)) % 4];
  const accent = spec.accent ?? MUTED_ACCENTS[Math.abs(Math.floor(spec.seed * 7)) % MUTED_ACCENTS.length];
  const scene = new Scene(rnd, PALETTES[paletteName], accent);
  const draw = SCENES[spec.kind];
  if (!draw) throw new Error(`Unknown illustration kind: ${String(spec.kind)}`);
  draw(scene);
  // Half of the scenes are mirrored (by seed) for more variety between images of one kind.
  const mirror = !UNMIRRORED.has(spec.kind) && new Rng(spec.seed + 7919).chance(0.5);
  const body = scene.out.join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${Math.round(height)}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${scene.defs.join('')}</defs>${mirror ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${body}</g>` : body}</svg>`
  );
}
