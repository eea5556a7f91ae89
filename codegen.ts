import type { CodegenConfig } from '@graphql-codegen/cli';

// The frontend's typed documents come from the schema emitted by the backend.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['frontend/src/**/*.{ts,tsx}', '!frontend/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'frontend/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTimeISO: 'string', Upload: 'File' },
      },
    },
  },
};

export default config;
