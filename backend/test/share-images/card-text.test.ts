import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { cardFonts } from '../../src/modules/share-images/card-fonts';
import { renderCard, type CardText } from '../../src/modules/share-images/share-image-render';
import { woffToSfnt } from '../../src/modules/share-images/woff-font';

const run = promisify(execFile);

const RULES_SOURCE = path.join(__dirname, '..', '..', '..', 'packages', 'rules', 'src', 'index.ts');

const TEXT: CardText = { title: 'Sri Vriddhi Builders & Engineers', subtitle: 'Builders & Engineers', place: 'Vriddhachalam, Cuddalore District' };

/** A fontconfig that knows no font at all: a server machine with no fonts installed. */
const NO_FONTS_CONFIG = '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig></fontconfig>\n';

/** Pixels white in every channel: only the firm's name is drawn that white on the card's dark backdrop. */
async function whitePixels(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    if (data[offset] >= 235 && data[offset + 1] >= 235 && data[offset + 2] >= 235) count += 1;
  }
  return count;
}

/** The card's text is drawn with the bundled font, so it looks the same on any machine, with or without fonts. */
describe("the card's text", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-text-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is drawn where fontconfig finds no font, as it is here', async () => {
    const config = path.join(dir, 'no-fonts.conf');
    fs.writeFileSync(config, NO_FONTS_CONFIG);
    const output = path.join(dir, 'card.jpg');
    // A process of its own: fontconfig reads its configuration once per process. The shared rules come
    // from their source, as in the tests (jest.config.js), so it needs no build of them.
    const script = `
      const Module = require('node:module');
      const resolveFilename = Module._resolveFilename;
      Module._resolveFilename = function (request, ...rest) {
        const rules = request === '@vriddhi/rules' ? ${JSON.stringify(RULES_SOURCE)} : request;
        return resolveFilename.call(this, rules, ...rest);
      };
      const fs = require('node:fs');
      const sharp = require('sharp');
      const { cardFonts } = require(${JSON.stringify(require.resolve('../../src/modules/share-images/card-fonts'))});
      const { renderCard } = require(${JSON.stringify(require.resolve('../../src/modules/share-images/share-image-render'))});
      (async () => {
        const name = { text: 'Sri Vriddhi Builders', font: 'DejaVu Sans Bold 64', dpi: 72 };
        const systemFontWidth = (await sharp({ text: name }).png().toBuffer({ resolveWithObject: true })).info.width;
        fs.writeFileSync(${JSON.stringify(output)}, await renderCard(${JSON.stringify(TEXT)}, null, await cardFonts()));
        console.log(JSON.stringify({ systemFontWidth }));
      })().catch((error) => { console.error(error); process.exit(1); });
    `;
    const { stdout } = await run(process.execPath, ['-r', require.resolve('../support/register-ts.cjs'), '-e', script], {
      cwd: path.join(__dirname, '..', '..'),
      env: { ...process.env, FONTCONFIG_FILE: config, FONTCONFIG_PATH: dir, XDG_CACHE_HOME: dir },
    });
    const withoutFonts = fs.readFileSync(output);

    // There, a font asked for by name is nowhere to be found: the name comes out as a few fallback boxes.
    expect(JSON.parse(stdout).systemFontWidth).toBeLessThan(500);
    // The card's name is drawn all the same, as here (hinting differs a little between configurations).
    const drawnThere = await whitePixels(withoutFonts);
    const drawnHere = await whitePixels(await renderCard(TEXT, null, await cardFonts()));
    expect(drawnThere).toBeGreaterThan(3000);
    expect(Math.abs(drawnThere - drawnHere) / drawnHere).toBeLessThan(0.1);
  });

  it('changes with the firm name', async () => {
    const fonts = await cardFonts();
    const [one, other] = await Promise.all([renderCard(TEXT, null, fonts), renderCard({ ...TEXT, title: 'Vriddhi Constructions' }, null, fonts)]);
    expect(one.equals(other)).toBe(false);
    expect(Math.abs((await whitePixels(one)) - (await whitePixels(other)))).toBeGreaterThan(1000);
  });
});

describe('woffToSfnt', () => {
  it('refuses what is not a whole WOFF font', () => {
    const woff = fs.readFileSync(require.resolve('@fontsource/poppins/files/poppins-latin-700-normal.woff'));
    expect(() => woffToSfnt(Buffer.from('not a font at all, just some text long enough for a header'))).toThrow('Not a WOFF 1.0 font');
    expect(() => woffToSfnt(woff.subarray(0, 200))).toThrow('cut short');
  });

  it('gives a TrueType font: its tables back behind an sfnt header', () => {
    const sfnt = woffToSfnt(fs.readFileSync(require.resolve('@fontsource/poppins/files/poppins-latin-700-normal.woff')));
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const tables = sfnt.readUInt16BE(4);
    const tags = Array.from({ length: tables }, (_, index) => sfnt.toString('latin1', 12 + index * 16, 16 + index * 16));
    expect(tags).toEqual(expect.arrayContaining(['glyf', 'head', 'cmap', 'name']));
  });
});
