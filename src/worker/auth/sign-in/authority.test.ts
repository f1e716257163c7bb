import { describe, expect, it } from 'vitest';
import { authorityOrigins } from './authority';

describe('authorityOrigins', () => {
  it('gives the distinct origins of the authorities for form-action', () => {
    expect(authorityOrigins({ main: 'http://127.0.0.1:8788/oidc/main', se: 'http://127.0.0.1:8788/oidc/se' })).toEqual([
      'http://127.0.0.1:8788',
    ]);
    expect(authorityOrigins({ main: 'https://login.photobloom.com', se: 'https://login.photobloom.se', bad: 'nope' })).toEqual([
      'https://login.photobloom.com',
      'https://login.photobloom.se',
    ]);
  });
});
