/**
 * The entry of the islands' loader (loader.ts), the inline script of the public pages' head: built into a
 * classic script by scripts/islands-loader.mjs. It reads its own tag's attributes; the islands' script is
 * a module, started with `import()`.
 */
import { startLoader } from './loader';

startLoader(document.currentScript as HTMLScriptElement, (url) => import(/* @vite-ignore */ url));
