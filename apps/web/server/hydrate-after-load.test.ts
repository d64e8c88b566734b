import { describe, expect, it } from 'vitest';

import { HYDRATION_WAIT_MS, hydrateAfterLoad } from './hydrate-after-load';

/** What React Router 7's <Scripts> renders for a page (shortened: the manifest is a few kilobytes). */
const rendered = [
  '<!DOCTYPE html><html><head>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js"/>',
  '<link rel="modulepreload" href="/assets/root-C.js"/>',
  '<link rel="stylesheet" href="/assets/app-D.css"/>',
  '</head><body><main>Content</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">;',
  'import * as route0 from "/assets/root-C.js";',
  'import * as route1 from "/assets/contact-E.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/contact":route1};',
  '',
  'import("/assets/entry.client-A.js");</script>',
  '</body></html>',
].join('\n');

describe('hydrateAfterLoad', () => {
  const html = hydrateAfterLoad(rendered);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it('takes the preload hints out of the document, and leaves the stylesheet and the content', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-D.css"/>');
    expect(html).toContain('<main>Content</main>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('imports nothing statically: the page fetches its code once it has loaded, or after the longest wait', () => {
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script.indexOf('addEventListener("load"')).toBeLessThan(script.indexOf('import('));
    expect(script).toContain(`setTimeout(loaded, ${HYDRATION_WAIT_MS})`);
  });

  it('then waits for the first contentful paint, so no code is fetched or run on its path', () => {
    const load = script.indexOf('addEventListener("load"');
    const paint = script.indexOf('getEntriesByName("first-contentful-paint")');
    expect(paint).toBeGreaterThan(load);
    expect(paint).toBeLessThan(script.indexOf('import('));
    expect(script).toContain(`setTimeout(painted, ${HYDRATION_WAIT_MS})`);
  });

  it('then preloads every file the hints named, and gives React Router the same route modules', () => {
    for (const file of [
      '/assets/entry.client-A.js',
      '/assets/framework-B.js',
      '/assets/root-C.js',
      '/assets/contact-E.js',
    ]) {
      expect(script).toContain(`"${file}"`);
    }
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/contact-E.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/contact":route1};');
    expect(script.trim().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it('runs: the module waits for the load event and the first contentful paint, preloads, and imports the routes before the entry', async () => {
    const calls: string[] = [];
    let loaded: () => void = () => {};
    const document = {
      readyState: 'interactive',
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { href: string }) => calls.push(`preload ${link.href}`) },
    };
    const window: Record<string, unknown> = {};
    let paintObserved: ((entries: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    class FakePerformanceObserver {
      static readonly supportedEntryTypes = ['paint'];
      constructor(callback: (entries: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void) {
        paintObserved = (entries) => callback(entries, this);
      }
      observe() {}
      disconnect() {}
    }
    const paint = (name: string) => paintObserved?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
    const run = new Function(
      'document',
      'addEventListener',
      'setTimeout',
      'PerformanceObserver',
      'window',
      'load',
      `return (async () => { ${script.replaceAll(/import\(/g, 'load(')} })();`,
    ) as (...args: unknown[]) => Promise<void>;
    const done = run(
      document,
      (_event: string, listener: () => void) => (loaded = listener),
      () => {},
      FakePerformanceObserver,
      window,
      (href: string) => {
        calls.push(`import ${href}`);
        return Promise.resolve({ href });
      },
    );
    await Promise.resolve();
    expect(calls).toEqual([]);
    loaded();
    await new Promise((resolve) => setTimeout(resolve, 0));
    paint('first-paint');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls, 'nothing before the first contentful paint').toEqual([]);
    paint('first-contentful-paint');
    await done;
    expect(calls.filter((call) => call.startsWith('preload'))).toHaveLength(4);
    expect(calls.filter((call) => call.startsWith('import'))).toEqual([
      'import /assets/root-C.js',
      'import /assets/contact-E.js',
      'import /assets/entry.client-A.js',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root-C.js' },
      'routes/contact': { href: '/assets/contact-E.js' },
    });
  });

  it('leaves a document without React Router’s module script as it is', () => {
    const plain = '<!DOCTYPE html><html><body><p>Hi</p></body></html>';
    expect(hydrateAfterLoad(plain)).toBe(plain);
  });
});
