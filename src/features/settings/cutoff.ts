import type { Campaign } from '../../shared/api/cutoff';

export interface ArticleGroupCutoff {
  id: string;
  name: string;
  cutoffTime: string;
  productionDays: number;
}

export interface CutoffMessage {
  campaign: string;
  title: string;
  cutoffDate: string;
  deliveryBefore: string;
  /** Names of the article groups the campaign covers, with their daily cut-off time. */
  groups: { name: string; cutoffTime: string }[];
}

/**
 * The delivery cut-off messages a customer should see now: campaigns that are active and whose
 * cut-off is still ahead, soonest first, each with its article groups' daily cut-off times.
 */
export function cutoffMessages(
  groups: readonly ArticleGroupCutoff[],
  campaigns: readonly (Campaign & { articleGroupIds: string[] })[],
  now: number,
): CutoffMessage[] {
  const byId = new Map(groups.map((g) => [g.id, g]));
  return campaigns
    .filter((c) => c.active && Date.parse(c.cutoffDate) > now)
    .sort((a, b) => Date.parse(a.cutoffDate) - Date.parse(b.cutoffDate))
    .map((c) => ({
      campaign: c.name,
      title: c.title,
      cutoffDate: c.cutoffDate,
      deliveryBefore: c.deliveryBefore,
      groups: c.articleGroupIds.flatMap((id) => {
        const g = byId.get(id);
        return g ? [{ name: g.name, cutoffTime: g.cutoffTime }] : [];
      }),
    }));
}
