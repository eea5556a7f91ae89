// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const fs = require('node:fs');
const path = require('node:path');

/*
 * The frontend's boundaries, enforced here:
 * - an import that leaves its folder says where it goes ('@/…' is frontend/src/…), not how many levels up;
 * - a feature (frontend/src/features/<name>) never imports another feature: shared code lives in
 *   components/, lib/ or content/, and the GraphQL fragments both the public pages and the admin select in api/;
 * - public code (what the server renders and the islands run) never imports the admin (features/admin,
 *   the admin layouts, lib/, which holds the admin's Apollo client and login storage);
 * - Chakra has two systems: the admin's (every default recipe) and the public one, which registers no
 *   component recipes. Public code may import from '@chakra-ui/react' only the recipe-free primitives
 *   below; a recipe component there would render unstyled. Its styled pieces come from components/ui.
 * - islands run in the browser without React: no React, Chakra, emotion or Apollo.
 */
const FRONTEND_FEATURES = fs.readdirSync(path.join(__dirname, 'frontend/src/features'));
const PUBLIC_FEATURES = FRONTEND_FEATURES.filter((name) => name !== 'admin');
const PUBLIC_CODE = [
  'frontend/src/api/**',
  'frontend/src/components/**',
  'frontend/src/content/**',
  'frontend/src/islands/**',
  'frontend/src/server/**',
  'frontend/src/app/brand.ts',
  'frontend/src/app/theme.ts',
  'frontend/src/app/layouts/public/**',
  'frontend/src/app/routes/public/**',
  'frontend/src/app/routes/public-routes.tsx',
  ...PUBLIC_FEATURES.map((name) => `frontend/src/features/${name}/**`),
];
const PUBLIC_CHAKRA = ['Box', 'Flex', 'Center', 'Square', 'Circle', 'Grid', 'GridItem', 'SimpleGrid', 'Stack', 'HStack', 'VStack', 'Text', 'LinkOverlay', 'LinkBox', 'chakra',
  'ChakraProvider', 'createSystem', 'defaultBaseConfig', 'defineConfig', 'defineRecipe', 'BoxProps', 'HTMLChakraProps', 'RecipeVariantProps'];

const parentImports = { group: ['../*'], message: "Import from '@/…' (frontend/src/…) when leaving the folder." };
const otherFeatures = (name) => ({
  regex: `^@/features/(?!${name}(/|$))`,
  message: 'A feature does not import another feature: move what both need to components/, lib/ or content/.',
});
const adminCode = {
  regex: '^@/(features/admin|app/layouts/admin|app/routes/admin-routes|lib)(/|$)',
  message: 'Public code (server-rendered pages, islands) does not import the admin.',
};
const publicChakra = {
  name: '@chakra-ui/react',
  allowImportNames: PUBLIC_CHAKRA,
  message: "The public Chakra system has no component recipes: use a layout primitive, or a styled piece from '@/components/ui'.",
};
const notInIslands = ['react', 'react-dom', 'react-dom/*', '@chakra-ui/*', '@emotion/*', '@apollo/*', 'lucide-react'];

const restrictImports = ({ patterns = [], paths = [] }) => ({ 'no-restricted-imports': ['error', { paths, patterns: [parentImports, ...patterns] }] });

const frontendBoundaries = [
  { files: ['frontend/src/**/*.{ts,tsx}', 'frontend/test/**/*.{ts,tsx}'], rules: restrictImports({}) },
  { files: PUBLIC_CODE, rules: restrictImports({ patterns: [adminCode], paths: [publicChakra] }) },
  ...FRONTEND_FEATURES.map((name) => ({
    files: [`frontend/src/features/${name}/**`],
    rules: restrictImports(
      name === 'admin' ? { patterns: [otherFeatures(name)] } : { patterns: [otherFeatures(name), adminCode], paths: [publicChakra] },
    ),
  })),
  {
    files: ['frontend/src/islands/**'],
    rules: restrictImports({
      patterns: [adminCode, { group: notInIslands, message: 'Islands are plain DOM scripts: no React, Chakra, emotion or Apollo.' }],
    }),
  },
];

module.exports = tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/dist-bench/**', '**/dist-scripts/**', 'frontend/src/gql/**', '.data/**', 'coverage/**', 'test-results/**', 'playwright-report/**'],
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
