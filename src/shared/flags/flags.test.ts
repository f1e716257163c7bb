import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, FLAG_NAMES, parseFlagValue, resolveFlag, resolveFlags, showOrderPrints } from './flags';

const store = (entries: Record<string, string>) => (key: string) => entries[key] ?? null;

describe('parseFlagValue', () => {
  it.each([
    ['true', true],
    ['false', false],
    [' true ', true],
    ['1', undefined],
    ['yes', undefined],
    ['"true"', undefined],
    ['TRUE', undefined],
    ['{broken', undefined],
    ['', undefined],
    ['null', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (raw, expected) => {
    expect(parseFlagValue(raw)).toBe(expected);
  });
});

describe('resolveFlag: each source and precedence', () => {
  const F = 'HideOrderPrints'; // default false, so every source that turns it on is visible
  it.each([
    ['default only', {}, false],
    ['query true', { search: '?HideOrderPrints=true' }, true],
    ['query without ?', { search: 'HideOrderPrints=true' }, true],
    ['query unparsable falls through to default', { search: '?HideOrderPrints=yes' }, false],
    ['storage true', { storage: store({ HideOrderPrints: 'true' }) }, true],
    ['storage unparsable ignored', { storage: store({ HideOrderPrints: 'on' }) }, false],
    ['host list', { host: 'my.photobloom.nl', hostLists: { HideOrderPrints: ['my.photobloom.nl'] } }, true],
    ['host list ignores case and port', { host: 'MY.photobloom.nl:8787', hostLists: { HideOrderPrints: ['my.photobloom.nl'] } }, true],
    ['host list for another host', { host: 'my.photobloom.fr', hostLists: { HideOrderPrints: ['my.photobloom.nl'] } }, false],
    ['host list that is not an array', { host: 'a.test', hostLists: { HideOrderPrints: 'a.test' as unknown as string[] } }, false],
    ['query beats storage', { search: '?HideOrderPrints=false', storage: store({ HideOrderPrints: 'true' }) }, false],
    [
      'storage beats host list',
      {
        storage: store({ HideOrderPrints: 'false' }),
        host: 'a.test',
        hostLists: { HideOrderPrints: ['a.test'] },
      },
      false,
    ],
    ['unparsable query lets storage decide', { search: '?HideOrderPrints=maybe', storage: store({ HideOrderPrints: 'true' }) }, true],
    [
      'throwing storage is treated as unset',
      {
        storage: () => {
          throw new Error('SecurityError');
        },
      },
      false,
    ],
  ])('%s', (_name, sources, expected) => {
    expect(resolveFlag(F, sources)).toBe(expected);
  });

  it('a query parameter can switch a default-on flag off', () => {
    expect(resolveFlag('PhotoManagementAlbumViewEnabled', { search: new URLSearchParams('PhotoManagementAlbumViewEnabled=false') })).toBe(
      false,
    );
  });
});

describe('resolveFlags', () => {
  it('returns the documented defaults with no sources', () => {
    expect(resolveFlags({})).toEqual(DEFAULT_FLAGS);
    expect(Object.keys(resolveFlags({})).sort()).toEqual([...FLAG_NAMES].sort());
  });

  it('resolves each flag independently', () => {
    const flags = resolveFlags({
      search: '?OrderPrintsEnabled=false',
      storage: store({ PhotoManagementUploadEnabled: 'false' }),
    });
    expect(flags).toEqual({ ...DEFAULT_FLAGS, OrderPrintsEnabled: false, PhotoManagementUploadEnabled: false });
  });

  it.each([
    [{ OrderPrintsEnabled: true, HideOrderPrints: false }, true],
    [{ OrderPrintsEnabled: true, HideOrderPrints: true }, false],
    [{ OrderPrintsEnabled: false, HideOrderPrints: false }, false],
  ])('showOrderPrints %j → %j', (partial, expected) => {
    expect(showOrderPrints({ ...DEFAULT_FLAGS, ...partial })).toBe(expected);
  });
});
