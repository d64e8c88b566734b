/**
 * Renders a page on the server (decision record 013). Unlike React Router's default, every request waits
 * for the whole document (`onAllReady`), not only its shell: the content service keeps the finished HTML in
 * its page cache, and a reader without JavaScript, a search engine or a link preview gets every section in
 * the first response. A first load's content slots are settled before rendering, so nothing suspends on
 * content and the HTML carries no fallbacks to swap.
 */
import { PassThrough } from 'node:stream';

import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';

import { HtmlOnlyTextProvider } from './content/html-only-text';

/** A render that has not finished by then is abandoned (its boundaries render their fallbacks). */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let settled = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const document = (
      // The texts the loaders kept for the markup only (content/html-only-text.tsx).
      <HtmlOnlyTextProvider texts={loadContext.htmlOnlyText}>
        <ServerRouter context={routerContext} url={request.url} />
      </HtmlOnlyTextProvider>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      // React outlines a finished Suspense boundary that comes after the first ~12 KB (hidden, swapped in by a
      // script), which would leave a reader without JavaScript looking at spinners. The document is sent
      // whole anyway, so every boundary stays in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        settled = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        status = 500;
        // Errors before the shell is ready reach onShellError and React Router logs them; later ones only here.
        if (settled || !request.signal.aborted) console.error(error);
      },
    });
    // A visitor who went away stops the render: no work for a page nobody reads.
    request.signal.addEventListener('abort', () => abort(request.signal.reason), { once: true });
  });
}
