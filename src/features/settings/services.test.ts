import { describe, expect, it, vi } from 'vitest';
import { loadMerchandise, MerchandiseMissingError } from '../../shared/api/merchandise-channel';
import { sampleTestVariant } from '../../shared/flags/experiment';

describe("'sample-test' experiment", () => {
  it('is stable per user and uses both variants', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `user-${i}`);
    const first = ids.map(sampleTestVariant);
    expect(ids.map(sampleTestVariant)).toEqual(first);
    expect(new Set(first)).toEqual(new Set(['control', 'A']));
    expect(sampleTestVariant('')).toBe('control');
  });
});

describe('merchandise: channel list, then the channel by vendor and locale', () => {
  const detail = { id: 'c1', vendorId: 'albelli-nl', locale: 'nl-NL', currencyId: 'EUR', shopUrl: 'https://www.albelli.nl/', articles: [] };
  it('asks for the listed channel', async () => {
    const channel = vi.fn(async () => detail);
    const api = { channels: async () => [{ id: 'c1', vendorId: 'albelli-nl', locale: 'nl-NL' }], channel };
    await expect(loadMerchandise(api, 'albelli-nl', 'nl-NL')).resolves.toBe(detail);
    expect(channel).toHaveBeenCalledWith('albelli-nl', 'nl-NL');
  });
  it('fails on a missing list entry or a missing detail', async () => {
    await expect(loadMerchandise({ channels: async () => [], channel: async () => detail }, 'albelli-nl', 'nl-NL')).rejects.toBeInstanceOf(
      MerchandiseMissingError,
    );
    await expect(
      loadMerchandise(
        { channels: async () => [{ id: 'c1', vendorId: 'albelli-nl', locale: 'nl-NL' }], channel: async () => null },
        'albelli-nl',
        'nl-NL',
      ),
    ).rejects.toBeInstanceOf(MerchandiseMissingError);
  });
});
