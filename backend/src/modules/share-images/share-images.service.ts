import type { LocaleValue } from '@vriddhi/rules';
import crypto from 'node:crypto';
import type { ContentVersion } from '../../content-version';
import { encodeBytes, type EncodedBody } from '../../encoded-body';
import type { ImageAsset, Project } from '../../entities';
import type { ImageAssetsService } from '../../images/image-assets.service';
import { oneAtATime } from '../../storage';
import { VersionedCache } from '../../versioned-cache';
import type { ProjectsService } from '../projects/projects.service';
import type { SettingsService } from '../settings/settings.service';
import { cardFonts } from './card-fonts';
import { INTERESTING_PART, renderCard, renderPhoto, SHARE_IMAGE, type CardText, type FocalCrop } from './share-image-render';

/** Where the share images are served (share-images.routes.ts). */
export const SHARE_IMAGES_PATH = '/og';

/** The card's file under SHARE_IMAGES_PATH, by language. */
export const CARD_FILES: Record<LocaleValue, string> = { en: 'page.jpg', ta: 'page-ta.jpg' };

/**
 * Changed whenever the drawing of the images changes (layout, colours, crop, quality), so their URLs
 * change and the apps that keep previews fetch them again.
 */
const DRAWING_REVISION = 1;

/**
 * Images kept in memory: the card and every project's (a site has at most a few hundred; each is
 * about 60 kB, under 300 kB). Enough for all of them, so that asking for every project's picture in
 * turn makes each once per content version, not once per request: the pictures are made in the same
 * queue as the admin's uploads.
 */
const MAX_KEPT_IMAGES = 256;

/** The picture a link preview shows (og:image and its og:image:* tags), at its URL on this site. */
export interface ShareImage {
  /** Path and query, such as `/og/page.jpg?v=…`: `v` changes when the picture does. */
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

/** A share image and its JPEG, ready to send. */
export interface ShareJpeg {
  image: ShareImage;
  body: EncodedBody;
}

/** What an image is made from: its URL's `v` is the fingerprint of it, so a change of what it shows is a new URL. */
interface Recipe {
  image: ShareImage;
  fingerprint: string;
  make: () => Promise<Buffer>;
}

/**
 * The pictures link previews (WhatsApp, Facebook, X) show: a project's page shows its main photo
 * cropped to 1200 × 630, every other page a card of the firm's name, tagline and town over its newest
 * project's photo. Each is made once per content version, on its first request (concurrent first
 * requests share the one making), in the image pipeline's queue, and kept under its fingerprint.
 */
export class ShareImagesService {
  private readonly jpegs: VersionedCache<EncodedBody>;
  private made = 0;

  constructor(
    private readonly settings: SettingsService,
    private readonly projects: ProjectsService,
    private readonly images: ImageAssetsService,
    contentVersion: ContentVersion,
  ) {
    this.jpegs = new VersionedCache(contentVersion, MAX_KEPT_IMAGES);
  }

  /** How many images were made since the start: a kept image is not made again. */
  get generated(): number {
    return this.made;
  }

  /** The card every page but a project's shows, in the page's language. */
  async card(locale: LocaleValue = 'en'): Promise<ShareImage> {
    return (await this.cardRecipe(locale)).image;
  }

  /** What the page of `project` shows; `photo`: its main image's row (for the focal point), null when it has none. */
  ofProject(project: Project, photo: Pick<ImageAsset, 'focalX' | 'focalY'> | null): ShareImage {
    return this.projectRecipe(project, focalOf(photo)).image;
  }

  async cardJpeg(locale: LocaleValue = 'en'): Promise<ShareJpeg> {
    return this.jpegOf(await this.cardRecipe(locale));
  }

  /** Null for a project a visitor cannot see (unknown, or hidden). */
  async projectJpeg(id: string): Promise<ShareJpeg | null> {
    const project = await this.projects.find(null, id);
    if (!project) return null;
    const photo = await this.images.createLoader().load(project.imageUrl);
    return this.jpegOf(this.projectRecipe(project, focalOf(photo)));
  }

  private async jpegOf({ image, fingerprint, make }: Recipe): Promise<ShareJpeg> {
    const body = await this.jpegs.get(fingerprint, async () => {
      const jpeg = await make();
      this.made += 1;
      return encodeBytes(jpeg);
    });
    return { image, body };
  }

  /** The firm's name, tagline and town in `locale` (the settings' Tamil where the firm wrote it). */
  private async cardRecipe(locale: LocaleValue): Promise<Recipe> {
    const [settings, projects] = await Promise.all([this.settings.get(locale), this.projects.list(null)]);
    const { town, district } = settings.address;
    const text: CardText = { title: settings.firmName, subtitle: settings.tagline, place: [town, district].filter(Boolean).join(', ') };
    const photoUrl = projects[0]?.imageUrl ?? null;
    const fingerprint = fingerprintOf(['card', locale, text, photoUrl]);
    return {
      fingerprint,
      image: describe(`/${CARD_FILES[locale]}?v=${fingerprint}`, [text.title, text.subtitle, text.place].filter(Boolean).join(' – ')),
      make: () =>
        oneAtATime(async () => {
          const photo = photoUrl ? await this.images.readCovering(photoUrl, SHARE_IMAGE) : null;
          return renderCard(text, photo, await cardFonts(locale));
        }),
    };
  }

  /** `focal`: the photo's focal point, which the crop keeps; without one, the interesting part sharp finds. */
  private projectRecipe(project: Project, focal: FocalCrop | null): Recipe {
    const position = focal ?? INTERESTING_PART;
    const fingerprint = fingerprintOf(['project', project.imageUrl, focal ?? String(INTERESTING_PART)]);
    return {
      fingerprint,
      image: describe(`/projects/${project.id}.jpg?v=${fingerprint}`, project.location ? `${project.title}, ${project.location}` : project.title),
      make: async () => {
        const photo = await oneAtATime(async () => {
          const stored = await this.images.readCovering(project.imageUrl, SHARE_IMAGE);
          return stored && renderPhoto(stored, position);
        });
        // A photo whose file is gone: the page is still shared with a picture.
        return photo ?? (await this.cardJpeg()).body.bytes;
      },
    };
  }
}

function focalOf(photo: Pick<ImageAsset, 'focalX' | 'focalY'> | null): FocalCrop | null {
  return photo && photo.focalX !== null && photo.focalY !== null ? { x: photo.focalX, y: photo.focalY } : null;
}

function describe(path: string, alt: string): ShareImage {
  return { url: `${SHARE_IMAGES_PATH}${path}`, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, type: SHARE_IMAGE.type, alt };
}

function fingerprintOf(inputs: unknown[]): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([DRAWING_REVISION, ...inputs]))
    .digest('base64url')
    .slice(0, 16);
}
