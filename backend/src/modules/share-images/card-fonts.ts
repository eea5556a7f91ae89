import type { LocaleValue } from '@vriddhi/rules';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { lstat, mkdir, mkdtemp, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { woffToSfnt } from './woff-font';

/** A font file the card's text is drawn with, and how Pango finds it in that file. */
export interface CardFont {
  file: string;
  /** Pango's font description without the size: the family as the file names it, a comma, its style. */
  description: string;
}

export interface CardFonts {
  /** The firm's name: the site's heading font. */
  heading: CardFont;
  /** The tagline and the town. */
  text: CardFont;
}

/** `woff`: the file's path, resolved where it is named (so the tools see which packages the code uses). */
type FontSource = { woff: string; description: string };

/**
 * The site's heading font (Poppins, as the pages load it), from the package the pages' fonts come from.
 * The comma ends the family: without it Pango would read 'Poppins Medium' as Poppins in weight Medium,
 * which the 500 file (whose family is 'Poppins Medium') does not match, and fall back to a system font.
 */
const FONT_SOURCES: Record<keyof CardFonts, FontSource> = {
  heading: { woff: require.resolve('@fontsource/poppins/files/poppins-latin-700-normal.woff'), description: 'Poppins, Bold' },
  text: { woff: require.resolve('@fontsource/poppins/files/poppins-latin-500-normal.woff'), description: 'Poppins Medium, Regular' },
};

/**
 * The Tamil card's: Noto Sans Tamil (the Tamil pages' font) for the Tamil letters, Poppins for the
 * Latin ones (names such as DTCP), as the pages set them. Each file holds one script: the family lists
 * name both, and both files are made known to fontconfig before any text is drawn (writeFonts).
 */
const TAMIL_FONT_SOURCES: Record<keyof CardFonts, FontSource> = {
  heading: { woff: require.resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff'), description: 'Poppins,Noto Sans Tamil, Bold' },
  text: {
    woff: require.resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-500-normal.woff'),
    description: 'Poppins Medium,Noto Sans Tamil Medium, Regular',
  },
};

let written: Promise<Record<LocaleValue, CardFonts>> | null = null;

/**
 * The cards' fonts as TrueType files (fontconfig reads files, and not WOFF), so the text is drawn the
 * same on a machine without any font installed. Written once per process into a folder of this user's
 * that is never removed: fontconfig keeps every font file it was given for the life of the process and
 * opens it again later, so the files must stay wherever the process's servers keep their data.
 */
export async function cardFonts(locale: LocaleValue = 'en'): Promise<CardFonts> {
  written ??= writeFonts().catch((error: unknown) => {
    written = null;
    throw error;
  });
  return (await written)[locale];
}

async function writeFonts(): Promise<Record<LocaleValue, CardFonts>> {
  const dir = await fontsFolder();
  const write = async ({ woff, description }: FontSource): Promise<CardFont> => {
    const file = path.join(dir, `${path.basename(woff, '.woff')}.ttf`);
    // Other processes may be reading the same file: a new one is renamed over it, whole.
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, woffToSfnt(await readFile(woff)));
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    return { file, description };
  };
  const [heading, text, tamilHeading, tamilText] = await Promise.all(
    [FONT_SOURCES.heading, FONT_SOURCES.text, TAMIL_FONT_SOURCES.heading, TAMIL_FONT_SOURCES.text].map(write),
  );
  // fontconfig learns a file only as a text's `fontfile`; a Tamil line's Latin letters need Poppins known.
  for (const font of [heading, text, tamilHeading, tamilText]) {
    await sharp({ text: { text: '.', font: `${font.description} 8`, fontfile: font.file } })
      .raw()
      .toBuffer();
  }
  return { en: { heading, text }, ta: { heading: tamilHeading, text: tamilText } };
}

/** One folder per user in the temporary folder, or a new one of this process's when another user holds that name. */
async function fontsFolder(): Promise<string> {
  const { uid } = os.userInfo();
  const dir = path.join(os.tmpdir(), `card-fonts-${uid}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const made = await lstat(dir);
  if (made.isDirectory() && made.uid === uid && (made.mode & 0o077) === 0) return dir;
  return mkdtemp(path.join(os.tmpdir(), 'card-fonts-'));
}
