import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScript } from './build/boot-script';
import { precompress } from './build/precompress';

const server = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), bootScript(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': server,
      '/cache': server,
      '/ws': { target: server, ws: true },
    },
  },
});
