import { z } from 'zod';

/**
 * An analytics event as the browser hands it to the worker (`POST /analytics/events`); the worker
 * adds who, where, when and the consent code. One schema for both sides. Properties are flat and
 * small: no free text from forms, no personal data (names are checked, values are short).
 */
export const AnalyticsEventInput = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_.-]{0,63}$/),
  properties: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/), z.union([z.string().max(200), z.number().finite(), z.boolean()]))
    .refine((p) => Object.keys(p).length <= 20)
    .default({}),
});
export type AnalyticsEventInput = z.input<typeof AnalyticsEventInput>;

/** The events this app sends (names as the analytics service knows them). */
export const ANALYTICS_EVENTS = {
  importFinished: 'import_finished',
  experimentViewed: 'experiment_viewed',
} as const;

/** Where the browser posts events (the worker route in src/worker/analytics). */
export const ANALYTICS_PATH = '/analytics/events';
