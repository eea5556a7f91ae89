import type { Plugin } from 'vite';

/** The sprite's text: one <symbol> per icon of src/public/components/icons/sprite-source.ts. */
export function drawIconSprite(): Promise<string>;

/** Writes the sprite into the build's assets and gives its URL as the module `virtual:icon-sprite`. */
export function iconSprite(): Plugin;
