import { describe, expect, it } from 'vitest';
import { cutoffMessages } from './cutoff';

const groups = [
  { id: 'photobooks', name: 'Photo books', cutoffTime: '14:00', productionDays: 3 },
  { id: 'prints', name: 'Prints', cutoffTime: '16:00', productionDays: 1 },
];
const c = (name: string, cutoffDate: string, active = true, ids = ['photobooks']) => ({
  name,
  title: name,
  cutoffDate,
  deliveryBefore: '2026-12-24',
  articleGroupIds: ids,
  active,
});

describe('cutoff messages', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('shows active campaigns with a cut-off ahead, soonest first, with their groups', () => {
    const out = cutoffMessages(
      groups,
      [
        c('mothersday', '2027-03-01'),
        c('christmas', '2026-12-10', true, ['photobooks', 'prints', 'unknown']),
        c('ended', '2026-10-01'),
        c('off', '2026-12-01', false),
      ],
      now,
    );
    expect(out.map((m) => m.campaign)).toEqual(['christmas', 'mothersday']);
    expect(out[0]!.groups).toEqual([
      { name: 'Photo books', cutoffTime: '14:00' },
      { name: 'Prints', cutoffTime: '16:00' },
    ]);
  });
  it('is empty without campaigns', () => expect(cutoffMessages(groups, [], now)).toEqual([]));
});
