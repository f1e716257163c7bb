import * as z from 'zod/mini';

/**
 * An analytics event as the browser hands it to the worker (`POST /analytics/events`); the worker
 * adds who, where, when and the consent code. One schema for both sides. Properties are flat and
 * small: no free text from forms, no personal data (names are checked, values are short).
 * Built on first use (z.lazy): the browser's copy of this module is evaluated on every page while
 * it hydrates, and only the worker parses with it.
 */
export const AnalyticsEventInput = z.lazy(() =>
  z.strictObject({
    name: z.string().check(z.regex(/^[a-z][a-z0-9_.-]{0,63}$/)),
    properties: z._default(
      z
        .record(
          z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/)),
          z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean()]),
        )
        .check(z.refine((p) => Object.keys(p).length <= 20)),
      {},
    ),
  }),
);
export type AnalyticsEventInput = z.input<typeof AnalyticsEventInput>;

/** The events this app sends (names as the analytics service knows them). */
export const ANALYTICS_EVENTS = {
  importFinished: 'import_finished',
  experimentViewed: 'experiment_viewed',
} as const;

/** Where the browser posts events (the worker route in src/worker/analytics). */
export const ANALYTICS_PATH = '/analytics/events';
