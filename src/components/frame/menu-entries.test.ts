import { describe, expect, it } from 'vitest';
import { feedbackHref, type MenuEntry, menuEntries } from './menu-entries';

const FAQ = 'https://help.photobloom.co.uk/faq';
const keys = (es: MenuEntry[]) => es.map((e) => e.key);
const target = (es: MenuEntry[], key: string) => {
  const e = es.find((x) => x.key === key);
  return e && ('href' in e ? e.href : 'post' in e ? e.post : e.to);
};

describe('menuEntries (account-area §2 Side menu)', () => {
  it.each([
    {
      name: 'consumer, timeline on',
      input: { isBusiness: false, timelineEnabled: true },
      keys: ['overview', 'orders', 'settings', 'savedProjects', 'onlineProducts', 'savedPhotos', 'widgets', 'faq', 'signOut'],
      settings: '/settings',
    },
    {
      name: 'consumer, timeline off',
      input: { isBusiness: false, timelineEnabled: false },
      keys: ['overview', 'orders', 'settings', 'savedProjects', 'onlineProducts', 'widgets', 'faq', 'signOut'],
      settings: '/settings',
    },
    {
      name: 'business, timeline on',
      input: { isBusiness: true, timelineEnabled: true },
      keys: ['overview', 'orders', 'invoices', 'ftp', 'settings', 'savedProjects', 'onlineProducts', 'savedPhotos', 'faq', 'signOut'],
      settings: '/settings/b2b',
    },
    {
      name: 'business, timeline off',
      input: { isBusiness: true, timelineEnabled: false },
      keys: ['overview', 'orders', 'invoices', 'ftp', 'settings', 'savedProjects', 'onlineProducts', 'faq', 'signOut'],
      settings: '/settings/b2b',
    },
  ])('$name', ({ input, keys: expected, settings }) => {
    const entries = menuEntries({ ...input, faqUrl: FAQ });
    expect(keys(entries)).toEqual(expected);
    expect(target(entries, 'settings')).toBe(settings);
  });

  it('links FAQs out of the app and signs out with a POST to the worker', () => {
    const entries = menuEntries({ isBusiness: false, timelineEnabled: true, faqUrl: FAQ });
    expect(target(entries, 'faq')).toBe(FAQ);
    expect(entries.find((e) => e.key === 'signOut')).toEqual({ key: 'signOut', labelId: 'menu.signOut', post: '/logout' });
    expect(entries.find((e) => e.key === 'overview')).toMatchObject({ to: '/', exact: true });
    expect(target(entries, 'savedPhotos')).toBe('/my-photos/photos');
  });
});

describe('feedbackHref', () => {
  it.each([
    ['https://help.photobloom.co.uk/contact', 'fb-en-gb-3k9q', 'https://help.photobloom.co.uk/contact?feedbackForm=fb-en-gb-3k9q'],
    ['https://help.photobloom.be/nl/contact', 'fb-nl-be-2c6v', 'https://help.photobloom.be/nl/contact?feedbackForm=fb-nl-be-2c6v'],
    ['https://help.x.nl/contact?a=1', 'id with space', 'https://help.x.nl/contact?a=1&feedbackForm=id+with+space'],
  ])('%s + %s', (care, id, expected) => {
    expect(feedbackHref(care, id)).toBe(expected);
  });
});
