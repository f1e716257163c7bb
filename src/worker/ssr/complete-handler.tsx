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
 * TanStack's stream handler, except that nothing is read from React before every Suspense boundary
 * has resolved: React then writes each part in place, in document order, with no placeholder and
 * no script needed to reveal it (what the router itself does for crawlers). The router's hydration
 * data is merged as usual, so a browser that does run scripts hydrates this page like any other.
 */
export const completeStreamHandler = defineHandlerCallback(async ({ request, router, responseHeaders }) => {
  const stream = await renderToReadableStream(<RouterServer router={router} />, {
    signal: request.signal,
    nonce: router.options.ssr?.nonce,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      if (!request.signal.aborted) console.error('Error in renderToReadableStream (complete page):', error);
    },
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    stream.allReady,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, COMPLETE_PAGE_BUDGET_MS);
    }),
  ]);
  clearTimeout(timer);
  const body = transformReadableStreamWithRouter(router, stream, { rendererSafePoint: 'script-close', signal: request.signal });
  return createSsrStreamResponse(router, new Response(body, { status: getSsrStatus(router), headers: responseHeaders }));
});
