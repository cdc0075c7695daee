import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** One SPA for both areas: staff at `/`, customers under `/client/`; the API lives under `/api`. */
export default defineConfig({
  root,
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'decimal', test: /node_modules[\\/]decimal\.js[\\/]/ },
            { name: 'jsep', test: /node_modules[\\/]jsep[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
});
