import { GALLERY_TITLE_MAX } from '@vriddhi/rules';

/**
 * Names cameras, phones and apps give files: they say nothing to a visitor, so they never become a
 * title. IMG_2211, IMG-20261116-WA0007, DSC01234, PXL_20261116_101545, MVIMG…, VID…, Screenshot…,
 * "WhatsApp Image 2026-11-20 at 10.12.44 AM", "image (3)", "photo", and names of digits with hardly a
 * letter (20261116_101545).
 */
const CAMERA_NAME =
  /^(?:img|dsc[nf]?|dcim|gopr|pxl|mvimg|vid|pano|burst|fb_img|signal|snapchat|screenshot|screen shot|whatsapp|photo|image|picture|pic|camera|p)(?:[\s_-]|\d|\(|$)/i;

function looksLikeCameraName(base: string): boolean {
  const letters = base.replace(/[^a-z]/gi, '').length;
  const digits = base.replace(/\D/g, '').length;
  return CAMERA_NAME.test(base.trim()) || (digits >= 6 && letters <= 3);
}

/**
 * A gallery title from a photo's file name, for the admin to edit: the extension goes, dashes and
 * underscores become spaces, the first letter is a capital (kitchen-counter_final.jpg → "Kitchen
 * counter final"). A name a camera or an app made gives "" (IMG_2211.HEIC): the form asks for a title.
 */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  if (looksLikeCameraName(base)) return '';
  const words = base.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  const title = words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
  return title.slice(0, GALLERY_TITLE_MAX).trim();
}
