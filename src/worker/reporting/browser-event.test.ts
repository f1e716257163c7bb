import { describe, expect, it } from 'vitest';
import { browserException, privateOrigins, redactText } from './browser-event';

const APP = 'https://my.photobloom.co.uk';
const origins = {
  app: APP,
  private: privateOrigins({
    UPSTREAM: { photo: 'https://api.eu.photobloom-services.com/photo-management', media: 'https://api.eu.photobloom-services.com' },
    AUTHORITIES: { main: 'https://login.photobloom.com' },
  }),
};

// What each engine writes into error.stack (the client strips the message from V8's first line).
const STACKS = {
  chrome: [
    'TypeError: ',
    `    at deletePhotos (${APP}/assets/kit-Bx1.js:1:2345)`,
    `    at async runAction (${APP}/assets/core-Cd2.js:12:34)`,
    `    at ${APP}/assets/entry-Ab3.js?v=2#top:3:4`,
  ].join('\n'),
  firefox: [
    `deletePhotos@${APP}/assets/kit-Bx1.js:1:2345`,
    `runAction@${APP}/assets/core-Cd2.js:12:34`,
    `@${APP}/assets/entry-Ab3.js:3:4`,
    '',
  ].join('\n'),
  safari: [
    `deletePhotos@${APP}/assets/kit-Bx1.js:1:2345`,
    `runAction@${APP}/assets/core-Cd2.js:12:34`,
    `global code@${APP}/assets/entry-Ab3.js:3:4`,
  ].join('\n'),
};

describe('browserException', () => {
  it.each(Object.entries(STACKS))('parses a %s stack into Sentry frames, the frame that threw last', (_engine, stack) => {
    const exception = browserException({ type: 'TypeError', message: 'x is undefined', stack, action: 'DELETE_PHOTOS_FAILED' }, origins);
    expect(exception).toMatchObject({ type: 'TypeError', value: 'x is undefined', mechanism: { type: 'action', handled: true } });
    const frames = exception.stacktrace!.frames!;
    expect(frames).toHaveLength(3);
    expect(frames.at(-1)).toEqual({ filename: `${APP}/assets/kit-Bx1.js`, function: 'deletePhotos', lineno: 1, colno: 2345, in_app: true });
    // Chrome's `async` marker stays part of the name, as Sentry's own browser SDK reports it.
    expect(frames.at(-2)).toMatchObject({
      filename: `${APP}/assets/core-Cd2.js`,
      function: expect.stringMatching(/^(async )?runAction$/),
      lineno: 12,
      colno: 34,
    });
    // No query or fragment: the name the maps were uploaded under (~/assets/entry-Ab3.js).
    expect(frames[0]).toMatchObject({ filename: `${APP}/assets/entry-Ab3.js`, lineno: 3, colno: 4 });
  });

  it('marks what nothing caught as unhandled, and a boundary catch as such', () => {
    const of = (action: string) => browserException({ message: 'm', action }, origins).mechanism;
    expect(of('UNCAUGHT_ERROR')).toEqual({ type: 'onerror', handled: false });
    expect(of('UNHANDLED_REJECTION')).toEqual({ type: 'onunhandledrejection', handled: false });
    expect(of('RENDER_FAILED')).toEqual({ type: 'error-boundary', handled: true });
  });

  it('names no upstream or identity-provider URL, and no query, in frames or text', () => {
    const stack = [
      '    at load (https://api.eu.photobloom-services.com/media/p.js?sig=secret:1:2)',
      '    at login (https://login.photobloom.com/x.js:3:4)',
      '    at ext (chrome-extension://abcdef/content.js?token=t:5:6)',
      `    at own (${APP}/assets/core-Cd2.js?token=t:7:8)`,
      `    at ${APP}/orders/1001001?x=1:1:16064`,
    ].join('\n');
    const exception = browserException(
      {
        type: 'Error',
        message:
          'Error {"email":"jane@example.com"}; Status Code: 500 Received from https://api.eu.photobloom-services.com/customer-api/customers/12345?token=abc',
        stack,
        action: 'A_FAILED',
      },
      origins,
    );
    const text = JSON.stringify(exception);
    for (const secret of ['photobloom-services', 'login.photobloom.com', 'secret', 'token=', 'jane@example.com', '12345', '1001001']) {
      expect(text).not.toContain(secret);
    }
    expect(exception.value).toBe('Error {"email":"<email>"}; Status Code: 500 Received from <upstream>/customer-api/customers/:id');
    expect(exception.stacktrace!.frames!.map((f) => [f.filename, f.in_app])).toEqual([
      // A page's inline script is named by the page's URL: its ids templated like a log line.
      [`${APP}/orders/:id`, false],
      [`${APP}/assets/core-Cd2.js`, true],
      ['chrome-extension://abcdef/content.js', false],
      ['<upstream>', false],
      ['<upstream>', false],
    ]);
  });

  it('has no stacktrace without a stack (a thrown non-error), and at most 50 frames with one', () => {
    expect(browserException({ message: '42', action: 'UNHANDLED_REJECTION' }, origins)).not.toHaveProperty('stacktrace');
    const deep = Array.from({ length: 200 }, (_, i) => `    at f${i} (${APP}/assets/a.js:1:${i + 1})`).join('\n');
    expect(browserException({ message: 'deep', stack: deep, action: 'A_FAILED' }, origins).stacktrace!.frames).toHaveLength(50);
  });
});

describe('redactText', () => {
  it("keeps the page's own origin and replaces the upstream's (same host, other port), ids templated like a log line", () => {
    const local = { app: 'http://127.0.0.1:9950', private: new Set(['http://127.0.0.1:9951']) };
    expect(redactText('a http://127.0.0.1:9950/orders/123 b http://127.0.0.1:9951/photo/456', local)).toBe(
      'a http://127.0.0.1:9950/orders/:id b <upstream>/photo/:id',
    );
  });
});
