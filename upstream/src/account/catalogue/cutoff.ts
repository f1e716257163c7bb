import type { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { translate } from '../../locale/content';
import { viewOf } from '../../locale/negotiate';
import { auth } from '../auth';

/** Article groups share an order cut-off: order before `cutoffTime` (local, Europe/Amsterdam) for dispatch that day. */
const ARTICLE_GROUPS = [
  { id: 'photobooks', name: 'Photo books', articleIds: ['PAP_001', 'PAP_002'], cutoffTime: '14:00', productionDays: 3 },
  { id: 'prints', name: 'Prints', articleIds: ['PAP_910'], cutoffTime: '16:00', productionDays: 1 },
  { id: 'wall-decor', name: 'Wall decoration', articleIds: ['PAP_300', 'PAP_400'], cutoffTime: '12:00', productionDays: 4 },
  { id: 'calendars', name: 'Calendars', articleIds: ['PAP_500'], cutoffTime: '14:00', productionDays: 3 },
];

/** Campaign cut-offs (e.g. "order before ... for delivery before Christmas"), dated relative to now. */
function campaigns(now = Date.now()) {
  const inDays = (d: number) => new Date(now + d * 86_400_000).toISOString();
  return [
    {
      name: 'christmas',
      title: 'Order before the cut-off for delivery before Christmas',
      cutoffDate: inDays(12),
      deliveryBefore: inDays(20),
      articleGroupIds: ['photobooks', 'calendars', 'prints'],
    },
    {
      name: 'mothersday',
      title: 'Order in time for Mother’s Day',
      cutoffDate: inDays(30),
      deliveryBefore: inDays(36),
      articleGroupIds: ['photobooks', 'wall-decor'],
    },
    {
      name: 'summer-sale',
      title: 'Summer sale (ended)',
      cutoffDate: inDays(-40),
      deliveryBefore: inDays(-33),
      articleGroupIds: ['prints'],
    },
  ];
}

/** Cutoff API: GET /v1/ArticleGroup and GET /v1/Campaign/{name} (unknown → 404). */
export function registerCutoff(app: Hono<UpstreamEnv>): void {
  // Names and titles in the requested language (Accept-Language); ids and times stay as they are.
  app.get('/cutoff-api/v1/ArticleGroup', ...auth, (c) => {
    const { locale } = viewOf(c);
    return c.json({ articleGroups: ARTICLE_GROUPS.map((g) => ({ ...g, name: translate(g.name, locale) })) });
  });
  app.get('/cutoff-api/v1/Campaign/:name', ...auth, validate('param', z.object({ name: z.string().min(1).max(60) })), (c) => {
    const campaign = campaigns().find((x) => x.name === c.req.valid('param').name.toLowerCase());
    if (!campaign) return jsonError(c, 404, 'not_found', 'campaign not found');
    const { locale } = viewOf(c);
    return c.json({ ...campaign, title: translate(campaign.title, locale), active: Date.parse(campaign.cutoffDate) > Date.now() });
  });
}
