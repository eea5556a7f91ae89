import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
    },
    backend: {
      entry: [
        'src/main.ts',
        'src/graphql/emit-schema.ts',
        'src/db/data-source.ts',
        'src/db/migrations/*.ts',
        'src/config/settings-docs.ts',
        'src/reset-admin-password.ts',
        'src/data-prune.ts',
        'src/backups/*-cli.ts',
        'src/storage/*-cli.ts',
        'bench/*.ts',
        'test/**/*.ts',
        'test/support/*.cjs',
      ],
      project: ['src/**/*.ts', 'test/**/*.{ts,cjs}', 'bench/**/*.ts'],
    },
    frontend: {
      // The islands' loader is built on its own (scripts/islands-loader.mjs), from its entry.
      entry: ['src/**/*.island.ts', 'src/**/*fragment*.ts', 'src/public/islands/loader/main.ts', 'scripts/*.mjs', 'test/**/*.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx,css}', 'test/**/*.{ts,tsx}'],
    },
    'packages/rules': {
      entry: ['test/**/*.ts'],
    },
    e2e: {
      entry: ['tests/**/*.spec.ts'],
    },
  },
  ignoreBinaries: ['groupadd', 'useradd', 'chattr'],
  // postcss: knip's Panda plugin expects it; our Panda runs lightningcss (panda.config.ts).
  ignoreDependencies: ['@lhci/cli', 'postcss'],
  // CSS imports count as uses too: the web fonts' packages are imported by src/shared/fonts.css alone,
  // and the Tamil font's files are named by src/shared/fonts-tamil.css's url()s.
  compilers: {
    css: (text: string) =>
      [
        ...[...text.matchAll(/(?<=@)import[^;]+/g)].map(([statement]) => statement),
        ...[...text.matchAll(/url\(['"]?(@[^'")]+)['"]?\)/g)].map(([, file]) => `import '${file}'`),
      ].join('\n'),
  },
};

export default config;
