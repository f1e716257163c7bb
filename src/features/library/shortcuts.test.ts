import { describe, expect, it } from 'vitest';
import enGB from '../../../locales/en-GB.json';
import { isTypingTarget, matchShortcut, SHORTCUTS } from './shortcuts';

describe('matchShortcut', () => {
  it.each([
    [{ key: '?' }, 'help'],
    [{ key: 'Escape' }, 'leaveSelect'],
    [{ key: 'a', ctrlKey: true }, 'selectAll'],
    [{ key: 'A', metaKey: true }, 'selectAll'],
    [{ key: 'Delete' }, 'delete'],
    [{ key: 'Backspace', metaKey: true }, 'delete'],
    [{ key: 'Backspace' }, null],
    [{ key: 'a' }, null],
    [{ key: 'a', ctrlKey: true, altKey: true }, null],
  ] as const)('grid %o → %s', (press, action) => {
    expect(matchShortcut(press, 'grid')).toBe(action);
  });

  it.each([
    [{ key: 'ArrowLeft' }, 'previous'],
    [{ key: 'ArrowRight' }, 'next'],
    [{ key: 'Escape' }, 'close'],
    [{ key: '+' }, 'zoomIn'],
    [{ key: '=' }, 'zoomIn'],
    [{ key: '-' }, 'zoomOut'],
    [{ key: '0' }, 'zoomReset'],
    [{ key: 'i' }, 'info'],
    [{ key: '?' }, 'help'],
    // The browser's own page zoom stays the browser's.
    [{ key: '+', ctrlKey: true }, null],
    [{ key: '0', metaKey: true }, null],
    [{ key: 'Delete' }, null],
  ] as const)('preview %o → %s', (press, action) => {
    expect(matchShortcut(press, 'preview')).toBe(action);
  });
});

describe('the one list', () => {
  it('names every action a key matches, in its scope, with a catalogue label', () => {
    const listed = (scope: 'grid' | 'preview') => new Set(SHORTCUTS.filter((s) => s.scope === scope).map((s) => s.action));
    const keys = ['?', 'Escape', 'Delete', 'ArrowLeft', 'ArrowRight', '+', '-', '0', 'i'];
    for (const scope of ['grid', 'preview'] as const) {
      for (const key of keys) {
        const action = matchShortcut({ key }, scope);
        if (action) expect(listed(scope).has(action), `${scope} ${key}`).toBe(true);
      }
      const selectAll = matchShortcut({ key: 'a', ctrlKey: true }, scope);
      if (selectAll) expect(listed(scope).has(selectAll)).toBe(true);
    }
    for (const s of SHORTCUTS) {
      expect(s.label in enGB, s.label).toBe(true);
      for (const combo of s.keys) for (const cap of combo) if ('id' in cap) expect(cap.id in enGB).toBe(true);
    }
  });
});

describe('isTypingTarget', () => {
  it('is true for text fields only', () => {
    const el = (tagName: string, type = '') => ({ tagName, type, isContentEditable: false, closest: () => null }) as unknown as EventTarget;
    expect(isTypingTarget(el('INPUT', 'text'))).toBe(true);
    expect(isTypingTarget(el('TEXTAREA'))).toBe(true);
    expect(isTypingTarget(el('INPUT', 'checkbox'))).toBe(false);
    expect(isTypingTarget(el('BUTTON'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
