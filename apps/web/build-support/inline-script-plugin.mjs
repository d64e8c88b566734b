/**
 * `import code from './file.inline.ts?inline-script'`: the module's default export is the file compiled to a
 * minified script, as a string, for an inline <script> in the page's <head> (the event contract and the shell's
 * first script: docs/decisions/017-alive-from-the-first-paint.md). The source stays readable, typed TypeScript;
 * the page carries a few hundred bytes. Such a file must not import anything at run time (type imports are fine):
 * it runs before any module of the page.
 */
import { readFile } from 'node:fs/promises';

import { minifySync, transformWithOxc } from 'vite';

const QUERY = '?inline-script';

/** @param {string} file @returns {Promise<string>} */
export async function compileInlineScript(file) {
  const source = await readFile(file, 'utf8');
  const compiled = await transformWithOxc(source, file, { lang: 'ts' });
  // A file whose only imports are types compiles to a module marker, which a classic script cannot hold.
  const code = compiled.code.replace(/^export \{\};?$/m, '');
  if (/^\s*(import|export)\s/m.test(code)) {
    throw new Error(`${file}: an inline script must not import or export anything at run time`);
  }
  return minifySync(file.replace(/\.ts$/, '.js'), code, {}).code.trim();
}

/** @returns {import('vite').Plugin} */
export function inlineScripts() {
  return {
    name: 'auralis:inline-script',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(await compileInlineScript(file))};`;
    },
  };
}
