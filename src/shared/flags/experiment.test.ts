import { GrowthBook } from '@growthbook/growthbook';
import { describe, expect, it } from 'vitest';
import { SAMPLE_TEST, sampleTestVariant } from './experiment';

/** What the SDK's single-user class assigns (the worker used it before GrowthBookClient). */
function singleUserVariant(id: string) {
  const gb = new GrowthBook({ attributes: { id } });
  const { value } = gb.run({ key: SAMPLE_TEST.key, variations: [...SAMPLE_TEST.variations] });
  gb.destroy();
  return value;
}

describe('sampleTestVariant', () => {
  const ids = Array.from({ length: 200 }, (_, i) => `user-${i}`);

  it('gives every user the variant the single-user SDK gave (nobody switches variant)', () => {
    for (const id of ids) expect(sampleTestVariant(id), id).toBe(singleUserVariant(id));
  });

  it('is stable per user and splits users between both variants', () => {
    const variants = ids.map(sampleTestVariant);
    expect(ids.map(sampleTestVariant)).toEqual(variants);
    expect(new Set(variants)).toEqual(new Set(['control', 'A']));
  });

  it('gives control without a user id', () => {
    expect(sampleTestVariant('')).toBe('control');
  });
});
