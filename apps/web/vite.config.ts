import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunks } from './build/first-screen-chunks.ts';
import { precompress } from './build/precompress.ts';
import { textsLanguage } from './build/texts-language.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** One SPA for both areas: staff at `/`, customers under `/client/`; the API lives under `/api`. */
export default defineConfig({
  root,
  plugins: [
    react(),
    textsLanguage(),
    precompress(),
    // the login page and the signed-in home: their modules in three chunks (see the plugin)
    firstScreenChunks(fileURLToPath(import.meta.url), {
      login: [/shell[\\/]login[\\/]LoginPage\.tsx$/],
      area: [
        /app[\\/]area-routes\.ts$/,
        /shell[\\/]layout[\\/]MainLayout\.tsx$/,
        /modules[\\/]platform[\\/]home[\\/]StaffHome\.tsx$/,
      ],
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
});
