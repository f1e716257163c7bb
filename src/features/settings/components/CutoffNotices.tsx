import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useFormat } from '../../../components/ui';
import type { Api } from '../../../shared/api/index';
import { useT } from '../../../shared/i18n/react';
import { articleGroupsQuery } from '../../../shared/queries/config';
import { QK } from '../../../shared/queries/keys';
import { cutoffMessages } from '../cutoff';

/** The seasonal campaigns whose cut-offs are shown (names of GET /v1/Campaign/{name}). */
export const CUTOFF_CAMPAIGNS = ['christmas', 'mothersday'] as const;

const campaignQuery = (api: Api, name: string) =>
  queryOptions({
    queryKey: [QK.config, 'cutoff', 'campaign', name] as const,
    queryFn: ({ signal }) => api.cutoff.campaign(name, signal),
    staleTime: 10 * 60_000,
  });

/**
 * Delivery cut-off messages ("order before … for delivery before …") where a customer plans an
 * order (overview, orders). Loads in the browser after the page; a failed campaign (unknown
 * name → 404) or article-group call just leaves its message out: it is advice, not page content.
 */
export function CutoffNotices() {
  const { api } = useRouteContext({ from: '__root__' });
  const f = useFormat();
  const t = useT();
  const groups = useQuery(articleGroupsQuery(api));
  const campaigns = useQueries({ queries: CUTOFF_CAMPAIGNS.map((n) => campaignQuery(api, n)) });
  // All at once when every call has settled: one insertion, not one per campaign (CLS).
  if (groups.isPending || campaigns.some((q) => q.isPending)) return null;
  const loaded = campaigns.flatMap((q) => (q.data ? [q.data] : []));
  const messages = cutoffMessages(groups.data?.articleGroups ?? [], loaded, Date.now());
  if (messages.length === 0) return null;
  return (
    <ul className="list-none p-0 m-0 mb-4 flex flex-col gap-2" aria-live="polite" data-testid="cutoff-notices">
      {messages.map((m) => (
        <li key={m.campaign} className="rounded-lg border border-solid border-cyan-700 bg-cyan-50 p-3">
          <p className="m-0 font-semibold">{m.title}</p>
          <p className="m-0 text-sm">{t('cutoff.dates', { cutoff: f.day(m.cutoffDate), delivery: f.day(m.deliveryBefore) })}</p>
          {m.groups.length ? (
            <p className="m-0 text-sm text-gray-700">
              {m.groups.map((g) => t('cutoff.group', { name: g.name, time: g.cutoffTime })).join(' · ')}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
