import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SOURCE = '/src/boot-start.ts';
const ENTRY_NAME = 'boot-start';
const TAG = /<script type="module" async src="\/src\/boot-start\.ts"><\/script>/;

/**
 * Issue 15 'What a person feels': src/boot-start.ts (the portal info and session calls) as a script of
 * its own in the built index.html, not a module of the app's entry chunk. In the entry chunk it ran
 * only once the whole entry graph had arrived and React, React DOM, the router and Mantine had been
 * evaluated before it (the entry's imports run first): under the bench's 4 × CPU throttling its calls
 * went out 300-450 ms after the page's scripts had arrived. As an entry of its own, with no imports,
 * the browser runs it as soon as it arrives (async), beside the app's chunks. The dev server serves
 * index.html as written (the same module, loaded by its own script tag).
 */
export function bootScript(): Plugin {
  return {
    name: 'tasman-boot-script',
    apply: 'build',
    config() {
      const web = (file: string) => fileURLToPath(new URL(`..${file}`, import.meta.url));
      return { build: { rolldownOptions: { input: { index: web('/index.html'), [ENTRY_NAME]: web(SOURCE) } } } };
    },
    transformIndexHtml: {
      // Taken out before Vite gathers index.html's scripts into the app's entry...
      order: 'pre',
      handler(html) {
        if (!TAG.test(html)) throw new Error(`index.html no longer loads ${SOURCE} as the boot script expects`);
        return html.replace(TAG, '<!-- boot-start -->');
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // ...and put back, as the built entry's file, once the chunks have their names.
        const boot = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === ENTRY_NAME,
        );
        const page = bundle['index.html'];
        if (!boot || boot.type !== 'chunk' || !page || page.type !== 'asset') {
          throw new Error('boot-start or index.html is missing from the build');
        }
        if (boot.imports.length > 0) {
          throw new Error(`${SOURCE} must import nothing: it has to run as soon as it arrives`);
        }
        const tag = `<script type="module" async src="/${boot.fileName}"></script>`;
        page.source = String(page.source).replace('<!-- boot-start -->', tag);
      },
    },
  };
}
