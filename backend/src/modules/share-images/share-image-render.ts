import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../storage';
import type { CardFont, CardFonts } from './card-fonts';

/** What WhatsApp and Facebook show large: a JPEG (they ignore WebP) of exactly this size, under MAX_BYTES (they ignore larger files). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg', maxBytes: 300_000 } as const;

/** Where a photo is cropped to the share size: a sharp gravity or strategy (the interesting part by default). */
export type CropPosition = NonNullable<sharp.ResizeOptions['position']>;

export const INTERESTING_PART: CropPosition = sharp.strategy.attention;

/** A photo's focal point, 0 to 1 across and down: the crop is centred on it as far as the photo allows. */
export interface FocalCrop {
  x: number;
  y: number;
}

/** Lower qualities are tried until the file is under SHARE_IMAGE.maxBytes; a busy photo may need one or two steps. */
const JPEG_QUALITIES = [82, 74, 66, 58, 50, 40];

const DARK = '#0c0a09'; // the site's stone.950
const BRAND_RED = '#e53e3e'; // brand.500
const MARGIN = 80;
const TEXT_WIDTH = SHARE_IMAGE.width - 2 * MARGIN;
const BOTTOM_STRIP = 10;

interface Pixels {
  data: Buffer;
  info: sharp.OutputInfo;
}

/** The text of a card: the firm's name, its tagline and where it is (either may be empty but the name). */
export interface CardText {
  title: string;
  subtitle: string;
  place: string;
}

/** A stored photo as a share image: cropped to 1200 × 630 around `position`, enlarged when it is smaller. */
export async function renderPhoto(photo: Buffer, position: CropPosition | FocalCrop): Promise<Buffer> {
  return encodeJpeg(await coverShareSize(photo, position));
}

/** The card of the pages other than a project's: the firm's name, tagline and town in white over a darkened photo, or the site's dark backdrop without one. */
export async function renderCard(text: CardText, photo: Buffer | null, fonts: CardFonts): Promise<Buffer> {
  const background = photo ? await coverShareSize(photo, INTERESTING_PART) : await backdrop();
  const lines = [
    { text: text.place, font: fonts.text, size: 26, color: '#fc8181', maxHeight: 44 },
    { text: text.subtitle, font: fonts.text, size: 34, color: '#e7e5e4', maxHeight: 100 },
    { text: text.title, font: fonts.heading, size: 64, color: '#ffffff', maxHeight: 250 },
  ];
  // Laid out from the bottom up, so a name that wraps grows upwards over the photo.
  const layers: sharp.OverlayOptions[] = [];
  let bottom = SHARE_IMAGE.height - BOTTOM_STRIP - 62;
  for (const line of lines) {
    if (!line.text.trim()) continue;
    const layer = await renderText(line.text, line.font, line.size, line.color, line.maxHeight);
    bottom -= layer.info.height;
    layers.push({ input: layer.data, left: MARGIN, top: bottom });
    bottom -= 16;
  }
  const overlay = Buffer.from(shadeSvg(bottom - 16));
  const pixels = await sharp(background.data, { raw: rawOf(background.info) })
    .composite([{ input: overlay }, ...layers])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encodeJpeg(pixels);
}

async function coverShareSize(photo: Buffer, position: CropPosition | FocalCrop): Promise<Pixels> {
  const image = sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).autoOrient().flatten({ background: '#ffffff' });
  if (typeof position !== 'object') {
    return image.resize({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fit: 'cover', position }).raw().toBuffer({ resolveWithObject: true });
  }
  // Scaled to cover the share size, then the window around the focal point, kept inside the photo.
  const { width, height } = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient().metadata();
  const scale = Math.max(SHARE_IMAGE.width / width, SHARE_IMAGE.height / height);
  const scaled = { width: Math.max(SHARE_IMAGE.width, Math.round(width * scale)), height: Math.max(SHARE_IMAGE.height, Math.round(height * scale)) };
  const start = (focal: number, length: number, window: number) => Math.min(length - window, Math.max(0, Math.round(focal * length - window / 2)));
  return image
    .resize({ ...scaled, fit: 'fill' })
    .extract({
      left: start(position.x, scaled.width, SHARE_IMAGE.width),
      top: start(position.y, scaled.height, SHARE_IMAGE.height),
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** One line or paragraph of the card, wrapped to the text column and shrunk to fit `maxHeight` when it is longer. */
async function renderText(text: string, font: CardFont, size: number, color: string, maxHeight: number): Promise<Pixels> {
  const options: sharp.CreateText = {
    text: `<span foreground="${color}">${escapeMarkup(text.trim())}</span>`,
    font: `${font.description} ${size}`,
    fontfile: font.file,
    width: TEXT_WIDTH,
    wrap: 'word-char',
    rgba: true,
  };
  // At 72 dpi a point is a pixel.
  const rendered = await sharp({ text: { ...options, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (rendered.info.height <= maxHeight) return rendered;
  // Both sides and no dpi given: libvips picks the largest size that fits the box.
  return sharp({ text: { ...options, height: maxHeight } })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** Pango reads the text as markup: the firm's texts must stay text. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The darkening that keeps white text readable on any photo, a brand-red bar above the name and a strip along the bottom. */
function shadeSvg(barBottom: number): string {
  const { width, height } = SHARE_IMAGE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="across" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${DARK}" stop-opacity="0.85"/>
      <stop offset="0.65" stop-color="${DARK}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${DARK}" stop-opacity="0.3"/>
    </linearGradient>
    <linearGradient id="down" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.3" stop-color="${DARK}" stop-opacity="0"/>
      <stop offset="1" stop-color="${DARK}" stop-opacity="0.8"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#across)"/>
  <rect width="${width}" height="${height}" fill="url(#down)"/>
  <rect x="${MARGIN}" y="${Math.max(0, barBottom - 8)}" width="96" height="8" rx="4" fill="${BRAND_RED}"/>
  <rect y="${height - BOTTOM_STRIP}" width="${width}" height="${BOTTOM_STRIP}" fill="${BRAND_RED}"/>
</svg>`;
}

/** The home page hero's look, for a site without any project photo yet: dark, a red glow and a faint grid. */
async function backdrop(): Promise<Pixels> {
  const { width, height } = SHARE_IMAGE;
  const grid = Array.from({ length: Math.ceil(width / 44) }, (_, i) => `<rect x="${i * 44}" width="1" height="${height}"/>`)
    .concat(Array.from({ length: Math.ceil(height / 44) }, (_, i) => `<rect y="${i * 44}" width="${width}" height="1"/>`))
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.7">
      <stop offset="0" stop-color="${BRAND_RED}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${BRAND_RED}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${DARK}"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <g fill="#ffffff" fill-opacity="0.05">${grid}</g>
</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: DARK }).raw().toBuffer({ resolveWithObject: true });
}

function rawOf(info: sharp.OutputInfo): sharp.CreateRaw {
  return { width: info.width, height: info.height, channels: info.channels };
}

/** Baseline JPEG (what every link preview reads) under SHARE_IMAGE.maxBytes, at the best quality that fits. */
async function encodeJpeg({ data, info }: Pixels): Promise<Buffer> {
  let jpeg = Buffer.alloc(0);
  for (const quality of JPEG_QUALITIES) {
    jpeg = await sharp(data, { raw: rawOf(info) })
      .jpeg({ quality, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (jpeg.length < SHARE_IMAGE.maxBytes) break;
  }
  return jpeg;
}
