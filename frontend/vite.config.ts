import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = process.env.BACKEND_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': backend,
      '/api': backend,
      '/uploads': backend,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The bundle budget is checked by scripts/check-bundle-size.mjs, not by this warning.
    chunkSizeWarningLimit: 1000,
  },
});
