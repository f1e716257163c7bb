import { describe, expect, it } from 'vitest';
import type { Frame } from '../../shared/route-static-data';
import { chromeFor } from './chrome';

describe('chromeFor', () => {
  it.each<[Frame, boolean, { header: boolean; menu: string; chat: boolean; feedback: boolean; signedIn: boolean }]>([
    ['account', false, { header: true, menu: 'account', chat: true, feedback: true, signedIn: true }],
    ['photos', false, { header: true, menu: 'drawer', chat: false, feedback: true, signedIn: true }],
    ['bare', false, { header: false, menu: 'none', chat: false, feedback: false, signedIn: false }],
    ['public', false, { header: true, menu: 'none', chat: true, feedback: true, signedIn: false }],
    ['account', true, { header: false, menu: 'none', chat: false, feedback: false, signedIn: false }],
    ['photos', true, { header: false, menu: 'none', chat: false, feedback: false, signedIn: false }],
    ['bare', true, { header: false, menu: 'none', chat: false, feedback: false, signedIn: false }],
    ['public', true, { header: false, menu: 'none', chat: false, feedback: false, signedIn: false }],
  ])('%s, stripped=%s', (frame, stripped, expected) => {
    expect(chromeFor(frame, stripped)).toMatchObject(expected);
  });

  it('uses the 576 mobile breakpoint on photo frames only', () => {
    expect(chromeFor('photos', false).mobile).toBe('photo');
    expect(chromeFor('bare', false).mobile).toBe('photo');
    expect(chromeFor('account', false).mobile).toBe('sm');
  });
});
