/**
 * Hydration after the page has loaded (decision record 013, "Scripts after the load event").
 *
 * React Router's <Scripts> preloads every module the page hydrates with (`<link rel="modulepreload">`, React
 * and the router alone are 90 KB) and imports them from an inline module script, so on a phone's connection
 * they share the bandwidth of the stylesheet and the fonts, and the first paint waits for them: Lighthouse's
 * mobile LCP was 2.5-2.7 s for HTML whose own paint is at 1.8 s. The page's HTML is complete without script
 * (it is rendered on the server; links work, islands hold a press until their code is there), so nothing is
 * lost by fetching the scripts once the document, its styles, fonts and images have loaded.
 *
 * This rewrites the rendered document: the preload links go, and the inline module waits for the `load`
 * event (or at most `HYDRATION_WAIT_MS`, so a stalled image cannot hold the page's code back), then preloads
 * the same files at once and imports the route modules in parallel instead of as static imports. What runs
 * after that is React Router's own code, unchanged. Run on HTML the server build rendered, before the
 * Content-Security-Policy hashes its inline scripts (the content service does that on what it sends).
 */

/** The longest a page waits for its `load` event before fetching its code anyway. */
export const HYDRATION_WAIT_MS = 3000;

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import \* as (\w+) from "([^"]+)";\s*$/gm;

export function hydrateAfterLoad(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const body = script[1] ?? '';
  const imports = [...body.matchAll(STATIC_IMPORT)].map((match) => ({ name: match[1], href: match[2] }));
  // Anything else this module imports statically would still load at once: leave such a page as it is.
  const rest = body.replace(STATIC_IMPORT, '');
  if (imports.length === 0 || /^\s*import\s/m.test(rest)) return html;
  const preloads = [...html.matchAll(PRELOAD_LINK)].map((match) => match[1] ?? '');
  const files = JSON.stringify([...new Set([...preloads, ...imports.map((entry) => entry.href)])]);
  const names = imports.map((entry) => entry.name).join(', ');
  const loads = imports.map((entry) => `import(${JSON.stringify(entry.href)})`).join(', ');
  const deferred = [
    `if (document.readyState !== "complete") await new Promise((loaded) => { addEventListener("load", loaded, { once: true }); setTimeout(loaded, ${HYDRATION_WAIT_MS}); });`,
    `for (const href of ${files}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${names}] = await Promise.all([${loads}]);`,
    rest.trim(),
  ].join('\n');
  return html
    .replace(PRELOAD_LINK, '')
    .replace(MODULE_SCRIPT, () => `<script type="module" async="">${deferred}</script>`);
}
