import type { ChannelDetail, MerchandiseApi } from './merchandise';

/** A channel (vendor + locale) the catalogue doesn't list, or whose detail is missing (§4, §8). */
export class MerchandiseMissingError extends Error {
  override name = 'MerchandiseMissingError';
}

/**
 * Merchandise as the spec orders it: the channel list first, then the channel detail for this
 * vendor and locale. A missing entry at either step is a failure (thrown), as are GraphQL errors.
 */
export async function loadMerchandise(
  api: Pick<MerchandiseApi, 'channels' | 'channel'>,
  vendorId: string,
  locale: string,
): Promise<ChannelDetail> {
  const channels = await api.channels();
  const entry = channels.find((c) => c.vendorId === vendorId && c.locale === locale) ?? channels.find((c) => c.vendorId === vendorId);
  if (!entry) throw new MerchandiseMissingError(`no merchandise channel for ${vendorId}`);
  const detail = await api.channel(entry.vendorId, entry.locale);
  if (!detail) throw new MerchandiseMissingError(`no merchandise channel detail for ${entry.vendorId} ${entry.locale}`);
  return detail;
}
