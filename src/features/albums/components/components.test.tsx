// Server-rendered markup of the albums' toolbars and rich messages, in Node.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../shared/i18n/catalogue';
import { IntlProvider } from '../../../shared/i18n/react';
import { richMessage } from './rich';
import { PrintsBar, PrintsOverlay, SelectionToolbar } from './Toolbars';

const html = (node: ReactNode) => renderToString(<IntlProvider intl={intlFor('en-GB')}>{node}</IntlProvider>);
const noop = () => {};
const buttons = (markup: string) =>
  [...markup.matchAll(/<button[^>]*?(disabled="")?[^>]*>([^<]*)<\/button>/g)].map(
    (m) => `${m[2]}${/disabled=""/.test(m[0]) ? ' (disabled)' : ''}`,
  );

describe('SelectionToolbar', () => {
  it('own album, nothing selected: everything but nothing-to-do buttons disabled', () => {
    expect(
      buttons(
        html(<SelectionToolbar selectedCount={0} orderPrints onOrderPrints={noop} onDownload={noop} onCopy={noop} onRemove={noop} />),
      ),
    ).toEqual(['Order prints (disabled)', 'Download (disabled)', 'Copy to album (disabled)', 'Remove from album (disabled)']);
  });
  it('own album, two selected, order prints hidden by the flags', () => {
    expect(
      buttons(
        html(
          <SelectionToolbar selectedCount={2} orderPrints={false} onOrderPrints={noop} onDownload={noop} onCopy={noop} onRemove={noop} />,
        ),
      ),
    ).toEqual(['Download', 'Copy to album', 'Remove from album']);
  });
  it('shared album: copy, remove and order prints disabled with the tooltip; download allowed', () => {
    const markup = html(
      <SelectionToolbar shared selectedCount={2} orderPrints onOrderPrints={noop} onDownload={noop} onCopy={noop} onRemove={noop} />,
    );
    expect(buttons(markup)).toEqual(['Order prints (disabled)', 'Download', 'Copy to album (disabled)', 'Remove from album (disabled)']);
    expect(markup.match(/Unavailable for shared albums/g)).toHaveLength(3);
  });
  it('more than 100 photos: download disabled with the limit tooltip', () => {
    const markup = html(
      <SelectionToolbar selectedCount={101} orderPrints={false} onOrderPrints={noop} onDownload={noop} onCopy={noop} onRemove={noop} />,
    );
    expect(buttons(markup)[0]).toBe('Download (disabled)');
    expect(markup).toContain('Up to 100 photos can be downloaded at a time');
  });
});

describe('prints bar and overlay', () => {
  it.each([
    [0, false, 'Next: Customise 0 photo prints (disabled)'],
    [1, false, 'Next: Customise 1 photo print'],
    [3, false, 'Next: Customise 3 photo prints'],
    [3, true, 'Selecting your photos... (disabled)'],
  ])('%s selected, busy %s → %s', (amount, busy, label) => {
    expect(buttons(html(<PrintsBar amount={amount} busy={busy} onNext={noop} onCancel={noop} />))[1]).toBe(label);
  });
  it('overlay text', () => {
    expect(html(<PrintsOverlay amount={4} />)).toContain('Adding 4 photos to editor...');
    expect(html(<PrintsOverlay amount={1} />)).toContain('Adding 1 photo to editor...');
  });
});

describe('richMessage', () => {
  it('puts a node where the placeholder was', () => {
    const intl = intlFor('en-GB');
    const markup = renderToString(
      <p>{richMessage((v) => intl.formatMessage({ id: 'albums.copy.success' }, v), 'albumLink', <a href="/x">Trip</a>)}</p>,
    );
    expect(markup).toBe('<p>Photos copied to <a href="/x">Trip</a></p>');
  });
});

describe("the picker's submit label", () => {
  it.each([
    ['en-GB', 1, 'Add 1 photo'],
    ['en-GB', 3, 'Add 3 photos'],
    ['nl-NL', 1, '1 foto toevoegen'],
    ['nl-NL', 2, '2 foto’s toevoegen'],
    ['fr-FR', 1, 'Ajouter 1 photo'],
  ] as const)('%s, %i photos: %s', (locale, amount, text) => {
    expect(intlFor(locale).formatMessage({ id: 'albums.add.submit' }, { amount })).toBe(text);
  });
});
