import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScript } from './build/boot-script';
import { precompress } from './build/precompress';

const server = 'http://localhost:3000';

/**
 * Chunks for what every page runs first (DESIGN §9: the sign-in page's initial JavaScript ≤ 150 KB
 * gzip). Left to itself, the bundler cut the libraries every page needs into 20-odd small chunks,
 * each compressed on its own; in two chunks they compress about 4 % smaller and load in 11 requests,
 * not 29 (bench/README.md, Bundle sizes):
 * - `framework`: React, React Router and TanStack Query, without the hooks the sign-in page does not use
 *   (the shell's request progress bar takes two of them into the entry; the rest stay with their screens);
 * - `mantine-base`: Mantine's core and the components of the sign-in page and the shell's fallbacks.
 *   A component added here is loaded by every page, so only the sign-in page's belong.
 */
const CHUNK_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/](?!.*(queriesObserver|useQueries|infiniteQueryObserver|useInfiniteQuery|useMutationState|useIsFetching))/,
  },
  {
    name: 'mantine-base',
    test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Box|Text|UnstyledButton|Transition|Loader|CloseButton|Input|InputBase|TextInput|Button|Stack|Center|Title|Anchor|Paper))[\\/]/,
  },
];

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
    : {
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // Every browser we support preloads modules itself (Chromium 66, Firefox 115, Safari 17);
          // one that does not still runs the page, only without the preloads.
          modulePreload: { polyfill: false },
          rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
        },
      }),
  server: {
    proxy: {
      '/api': server,
      '/cache': server,
      '/ws': { target: server, ws: true },
    },
  },
}));
