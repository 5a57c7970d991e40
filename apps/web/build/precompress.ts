import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
/**
 * Zopfli's gzip: a standard gzip stream that any client inflates, 3-4 % smaller than zlib's level 9
 * (the entry's framework chunk: 108.4 → 104.9 KB), for the clients that do not take brotli and for
 * DESIGN §9's budget, which is counted in gzip. One iteration keeps nearly all of the gain (15 give
 * 104.7 KB) at a third of the time.
 */
const ZOPFLI = { numiterations: 1 };

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip by zopfli) beside every compressible
 * file of the build, so the server sends them as they are by Accept-Encoding (issue 9 item 30) and
 * never compresses on a request. A compressed copy no smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tasman-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => compressFile(path.join(outDir, name))));
    },
  };
}

async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, ZOPFLI),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}
