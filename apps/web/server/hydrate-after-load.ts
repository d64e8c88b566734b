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
 * event (or at most `HYDRATION_WAIT_MS`, so a stalled image cannot hold the page's code back) and then for the
 * first contentful paint to be on screen, then preloads the same files at once and imports the route modules
 * in parallel instead of as static imports. The `load` event can come before the first paint; a script fetched
 * or run before that paint is on its path, and Lighthouse's simulation then counts the whole framework's
 * download and evaluation in the mobile FCP and LCP (runs that did so read 2.1-2.4 s, the others 1.4-1.5 s).
 * The paint is known from its Paint Timing entry; a browser without one waits for the next frame instead. A
 * hidden tab paints nothing, so it fetches the code when shown or after the longest wait. A visitor who acts on
 * the page before all that (a press, a key, typing: the event contract's `whenWanted`, decision record 017) does
 * not wait for it: the code is fetched at once, since the visitor is waiting for it. What runs
 * after that is React Router's own code, unchanged. Run on HTML the server build rendered, before the
 * Content-Security-Policy hashes its inline scripts (the content service does that on what it sends).
 */

import { EVENT_CONTRACT_GLOBAL } from '../app/components/ui/event-contract/contract-types';

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
    `const wanted = new Promise((go) => window.${EVENT_CONTRACT_GLOBAL}?.whenWanted(go));`,
    `if (document.readyState !== "complete") await Promise.race([wanted, new Promise((loaded) => { addEventListener("load", loaded, { once: true }); setTimeout(loaded, ${HYDRATION_WAIT_MS}); })]);`,
    `await Promise.race([wanted, new Promise((painted) => { setTimeout(painted, ${HYDRATION_WAIT_MS}); if (PerformanceObserver.supportedEntryTypes?.includes("paint")) new PerformanceObserver((entries, observer) => { if (entries.getEntriesByName("first-contentful-paint").length === 0) return; observer.disconnect(); painted(); }).observe({ type: "paint", buffered: true }); else requestAnimationFrame(() => setTimeout(painted, 0)); })]);`,
    `for (const href of ${files}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${names}] = await Promise.all([${loads}]);`,
    rest.trim(),
  ].join('\n');
  return html
    .replace(PRELOAD_LINK, '')
    .replace(MODULE_SCRIPT, () => `<script type="module" async="">${deferred}</script>`);
}
