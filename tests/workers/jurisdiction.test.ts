import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { pushHubNamespace } from '../../src/shared/push/namespace';

describe('pushHubNamespace', () => {
  it('uses the EU jurisdiction when DO_JURISDICTION is "eu", the plain namespace when empty', () => {
    // workerd does not implement jurisdictions ("not implemented"), so the call itself is checked.
    const ns = env.USER_PUSH_HUB;
    const spy = vi.spyOn(ns, 'jurisdiction').mockReturnValue(ns);
    expect(pushHubNamespace({ USER_PUSH_HUB: ns, DO_JURISDICTION: '' })).toBe(ns);
    expect(spy).not.toHaveBeenCalled();
    pushHubNamespace({ USER_PUSH_HUB: ns, DO_JURISDICTION: 'eu' });
    expect(spy).toHaveBeenCalledWith('eu');
    spy.mockRestore();
  });

  it('fails loudly on an unknown jurisdiction instead of placing EU state elsewhere', () => {
    expect(() => pushHubNamespace({ USER_PUSH_HUB: env.USER_PUSH_HUB, DO_JURISDICTION: 'mars' })).toThrow();
  });
});
