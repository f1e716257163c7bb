import { describe, expect, it, vi } from 'vitest';
import type { Upload } from '../../shared/api/storage';
import { findUpload } from './uploads';

const ID = '00000000-0000-4000-a000-0000000a0001';
const rec = (fileName: string): Upload => ({ id: ID, uploadId: ID, fileName, status: 'COMPLETED' });

describe('storage look-up of a handed-over upload', () => {
  it.each([
    ['own upload', rec('mine.jpg'), [], { upload: rec('mine.jpg'), anonymous: false }, false],
    [
      'anonymous upload: the first element is used',
      null,
      [rec('first.jpg'), rec('second.jpg')],
      { upload: rec('first.jpg'), anonymous: true },
      true,
    ],
    ['neither (404 on both → empty)', null, [], null, true],
  ] as const)('%s', async (_, own, anonymous, expected, askedAnonymous) => {
    const storage = { upload: vi.fn(async () => own), anonymousUploads: vi.fn(async () => [...anonymous]) };
    expect(await findUpload(storage, ID)).toEqual(expected);
    expect(storage.upload).toHaveBeenCalledWith(ID);
    if (askedAnonymous) expect(storage.anonymousUploads).toHaveBeenCalledWith([ID]);
    else expect(storage.anonymousUploads).not.toHaveBeenCalled();
  });

  it('does not look up ids that are no upload ids', async () => {
    const storage = { upload: vi.fn(async () => null), anonymousUploads: vi.fn(async () => []) };
    expect(await findUpload(storage, '../../etc')).toBeNull();
    expect(storage.upload).not.toHaveBeenCalled();
  });
});
