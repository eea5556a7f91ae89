// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const fs = require('node:fs');
const path = require('node:path');

/*
 * The frontend's boundaries, enforced here. The frontend is split by where it runs:
 * - src/public: the pages the server renders (its features, layout, components, the renderer in server/)
 *   and their islands, the small scripts the browser runs on them (`X.island.ts` beside the markup `X.tsx`);
 * - src/admin: the client-rendered admin app (its own Chakra system, Apollo client and login storage);
 * - src/shared: what both use (the brand, the GraphQL fragments both select).
 * Rules:
 * - an import that leaves its folder says where it goes ('@/…' is frontend/src/…), not how many levels up;
 * - public code never imports the admin, the admin never imports public code: both may import shared;
 * - a public feature (src/public/features/<name>) never imports another: what both need goes to
 *   src/public/components or src/public/content; the pages (src/public/pages) compose features;
 * - the public pages are styled at build time (Panda CSS, frontend/panda.config.ts): no Chakra or emotion
 *   in public code (they style at run time; the admin keeps them). Its styled pieces come from components/ui.
 * - islands run in the browser without React: no React, Chakra, emotion or Apollo.
 */
const PUBLIC_FEATURES = fs.readdirSync(path.join(__dirname, 'frontend/src/public/features'));
const PUBLIC_CODE = ['frontend/src/public/**', 'frontend/src/shared/**'];
const ISLAND_CODE = ['frontend/src/public/islands/**', 'frontend/src/**/*.island.ts', 'frontend/src/**/*.behaviour.ts'];

const parentImports = { group: ['../*'], message: "Import from '@/…' (frontend/src/…) when leaving the folder." };
const otherFeatures = (name) => ({
  regex: `^@/public/features/(?!${name}(/|$))`,
  message: 'A feature does not import another feature: move what both need to src/public/components or src/public/content.',
});
const adminCode = { regex: '^@/admin(/|$)', message: 'Public code (server-rendered pages, islands) does not import the admin.' };
const publicCode = { regex: '^@/public(/|$)', message: 'The admin does not import public code: move what both need to src/shared.' };
const runTimeStyles = {
  group: ['@chakra-ui/*', '@emotion/*'],
  message: "Public pages are styled at build time: Panda's '@/styled-system/…', or a styled piece from '@/public/components/ui'.",
};
const notInIslands = ['react', 'react-dom', 'react-dom/*', '@chakra-ui/*', '@emotion/*', '@apollo/*', 'lucide-react'];

const restrictImports = ({ patterns = [] }) => ({ 'no-restricted-imports': ['error', { patterns: [parentImports, ...patterns] }] });

const frontendBoundaries = [
  { files: ['frontend/src/**/*.{ts,tsx}', 'frontend/test/**/*.{ts,tsx}'], rules: restrictImports({}) },
  { files: ['frontend/src/admin/**'], rules: restrictImports({ patterns: [publicCode] }) },
  { files: PUBLIC_CODE, rules: restrictImports({ patterns: [adminCode, runTimeStyles] }) },
  ...PUBLIC_FEATURES.map((name) => ({
    files: [`frontend/src/public/features/${name}/**`],
    rules: restrictImports({ patterns: [otherFeatures(name), adminCode, runTimeStyles] }),
  })),
  {
    files: ISLAND_CODE,
    rules: restrictImports({
      patterns: [adminCode, { group: notInIslands, message: 'Islands are plain DOM scripts: no React, Chakra, emotion or Apollo.' }],
    }),
  },
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-bench/**',
      '**/dist-scripts/**',
      'frontend/src/gql/**',
      'frontend/src/styled-system/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...frontendBoundaries,
  {
    files: ['**/*.cjs', '**/jest.config.js', 'eslint.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
