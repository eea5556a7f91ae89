import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { iconSprite } from './scripts/icon-sprite.mjs';
import { islandsLoader } from './scripts/islands-loader.mjs';

const backend = process.env.BACKEND_URL ?? 'http://localhost:4000';

/**
 * Two builds from one config:
 * - `vite build`: the browser assets: the admin app (index.html), the public pages' islands
 *   (src/public/islands/main.ts) and the web fonts (src/shared/fonts.css, the admin's too), with a manifest the server reads to link them, and the admin's sandboxed
 *   HEIC converter page (admin-tools/heic-converter.html, src/heic-converter).
 * - `vite build --ssr`: the public pages' server renderer (src/public/server/render-page.tsx) for the backend to
 *   require (CommonJS, like the backend), bundled whole with React's production build so it never depends on NODE_ENV at run time,
 *   with the pages' inline script, the islands' loader (src/public/islands/loader), built into it by `islandsLoader()`
 *   (scripts/islands-loader.mjs) for the browsers of the islands' bundle.
 */
const browserBuild = fileURLToPath(new URL('./dist/', import.meta.url));

/**
 * The files the server build emits for its pages (the hero's drawing: an image a component imports, which
 * no island does) are copied into the browser build's folder, which is what the server serves.
 */
function serverAssetsServed(): Plugin {
  return {
    name: 'server-assets-served',
    apply: (_config, { isSsrBuild }) => Boolean(isSsrBuild),
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.startsWith('assets/')) continue;
        fs.mkdirSync(path.join(browserBuild, 'assets'), { recursive: true });
        fs.copyFileSync(path.join(options.dir!, file.fileName), path.join(browserBuild, file.fileName));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), islandsLoader(), iconSprite(), serverAssetsServed()],
  resolve: {
    alias: {
      // '@/…' is frontend/src/… (an import that leaves its folder names where it goes, not how many levels up).
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      // The shared input rules are bundled from their TypeScript source (the backend uses their build).
      '@vriddhi/rules/site-settings': fileURLToPath(new URL('../packages/rules/src/site-settings.ts', import.meta.url)),
      '@vriddhi/rules/passwords': fileURLToPath(new URL('../packages/rules/src/passwords.ts', import.meta.url)),
      '@vriddhi/rules/project-categories': fileURLToPath(new URL('../packages/rules/src/project-categories.ts', import.meta.url)),
      '@vriddhi/rules/inline-scripts': fileURLToPath(new URL('../packages/rules/src/inline-scripts.ts', import.meta.url)),
      '@vriddhi/rules/islands-loader': fileURLToPath(new URL('../packages/rules/src/islands-loader.ts', import.meta.url)),
      '@vriddhi/rules': fileURLToPath(new URL('../packages/rules/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    // Vite serves the admin app (and its own files); everything else, the server-rendered public pages
    // included, comes from the backend.
    proxy: {
      '^/(?!admin(?:[/?]|$)|login(?:[/?]|$)|set-password(?:[/?]|$)|@|src/|node_modules/|index\\.html).*': backend,
    },
  },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        // The images its pages link to, for serverAssetsServed() to hand to the browser build.
        ssrEmitAssets: true,
        sourcemap: true,
        minify: false,
        // The CSS it inlines into pages (the reset) is minified all the same.
        cssMinify: 'esbuild',
        rollupOptions: { input: 'src/public/server/render-page.tsx', output: { format: 'cjs', entryFileNames: 'render-page.cjs' } },
      }
    : {
        outDir: 'dist',
        manifest: true,
        sourcemap: 'hidden' as const,
        rollupOptions: {
          input: {
            admin: 'index.html',
            islands: 'src/public/islands/main.ts',
            webFonts: 'src/shared/fonts.css',
            tamilWebFonts: 'src/shared/fonts-tamil.css',
            heicConverter: 'admin-tools/heic-converter.html',
          },
          // The web fonts' stylesheet is the admin's too; named for what it is, not for the admin.
          output: {
            assetFileNames: (asset) =>
              asset.originalFileNames.includes('src/shared/fonts.css')
                ? 'assets/fonts-[hash][extname]'
                : asset.originalFileNames.includes('src/shared/fonts-tamil.css')
                  ? 'assets/fonts-tamil-[hash][extname]'
                  : 'assets/[name]-[hash][extname]',
          },
        },
        // The bundle budgets are checked by scripts/check-bundle-size.mjs, not by this warning.
        chunkSizeWarningLimit: 1000,
      },
}));
