import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScript } from './build/boot-script';
import { precompress } from './build/precompress';

const server = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: isSsrBuild ? [react()] : [react(), bootScript(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The server's first view (src/first-view/) is built apart into dist-server, outside what is served,
  // with its dependencies inside it and React's production build whatever the server's NODE_ENV.
  ...(isSsrBuild
    ? {
        build: { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false },
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : { build: { outDir: 'dist', emptyOutDir: true } }),
  server: {
    proxy: {
      '/api': server,
      '/cache': server,
      '/ws': { target: server, ws: true },
    },
  },
}));
