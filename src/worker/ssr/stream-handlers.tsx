import {
  createSsrStreamResponse,
  defineHandlerCallback,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server';
import { renderToReadableStream } from 'react-dom/server';

/**
 * Longest wait for the slow parts of a complete page (no-script.ts): past it the page is sent as it
 * is (a part still loading keeps its placeholder). Every upstream call has its own shorter timeout
 * (src/shared/api/keys.ts), after which its part shows the spec's error text instead.
 */
export const COMPLETE_PAGE_BUDGET_MS = 15_000;

/**
 * The two variants of a page (issue 32 §6). Every client gets the streamed one, whatever its user
 * agent says: TanStack's own handler gives agents it takes for bots (headless Chromium among them)
 * the whole document at once, so the browser tests, the bench and Lighthouse measured a page no
 * customer received. A crawler has no session and never reaches a signed-in page, and the public
 * pages render without streaming anyway (renderPlainPage). The complete variant is for browsers
 * that run no script, chosen by the page itself (no-script.ts), never by the user agent.
 *
 * Streamed: the shell as soon as the loaders are done, each slow part after it. Complete:
 * everything settled first. `onRendering` receives React's `allReady` (the request log's end).
 */
export function pageHandler({ complete, onRendering }: { complete: boolean; onRendering?: (allReady: Promise<void>) => void }) {
  return defineHandlerCallback(async ({ request, router, responseHeaders }) => {
    const stream = await renderToReadableStream(<RouterServer router={router} />, {
      signal: request.signal,
      nonce: router.options.ssr?.nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        if (!request.signal.aborted) console.error(`Error in renderToReadableStream (${complete ? 'complete' : 'streamed'} page):`, error);
      },
    });
    onRendering?.(stream.allReady);
    // Complete: nothing is read from React before every Suspense boundary has resolved; React then
    // writes each part in place, in document order, with no placeholder and no script needed to
    // reveal it. The router's hydration data is merged as usual either way.
    if (complete) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        stream.allReady,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, COMPLETE_PAGE_BUDGET_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    const body = transformReadableStreamWithRouter(router, stream, { rendererSafePoint: 'script-close', signal: request.signal });
    return createSsrStreamResponse(router, new Response(body, { status: getSsrStatus(router), headers: responseHeaders }));
  });
}
