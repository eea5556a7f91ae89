import type { AliasOptions, Plugin } from 'vite';

/** Builds the islands' loader: its text and the files it was made from. */
export function buildIslandsLoader(options: { alias: AliasOptions; target: unknown }): Promise<{ text: string; files: string[] }>;

/** Makes the loader during the server build, as the module `virtual:islands-loader`, and writes it beside the renderer. */
export function islandsLoader(): Plugin;

/** The loader built with the frontend's Vite config, outside a build. */
export function buildWithViteConfig(): Promise<string>;
