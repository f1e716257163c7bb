// Server-rendered markup of the albums' toolbars and rich messages, in Node.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { photosContentWidthAt } from '../../../components/frame/content-width';
import type { Photo } from '../../../shared/api/photo-management';
import { intlFor } from '../../../shared/i18n/catalogue';
import { IntlProvider } from '../../../shared/i18n/react';
import { AlbumLoading } from './AlbumParts';
import { PhotoGrid } from './PhotoGrid';
import { richMessage } from './rich';
import { PrintsBar, PrintsOverlay, SelectionToolbar } from './Toolbars';

const html = (node: ReactNode) => renderToString(<IntlProvider intl={intlFor('en-GB')}>{node}</IntlProvider>);
const noop = () => {};
/** Each button's text (an icon's markup left out) and whether it is disabled. */
const buttons = (markup: string) =>
  [...markup.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(
    (m) => `${(m[2] ?? '').replace(/<[^>]*>/g, '')}${/disabled=""/.test(m[1] ?? '') ? ' (disabled)' : ''}`,
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
    const markup = html(<SelectionToolbar shared selectedCount={2} orderPrints onDownload={noop} />);
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
  it("says '{amount} selected' as the timeline does, and names every icon (one row on a phone, issue 34 §1)", () => {
    const markup = html(
      <SelectionToolbar selectedCount={3} orderPrints onOrderPrints={noop} onDownload={noop} onCopy={noop} onRemove={noop} />,
    );
    expect(markup).toMatch(/data-testid="selection-toolbar-count"[^>]*>3 selected</);
    // Each label is in its button (visible from the large breakpoint, for screen readers below it).
    for (const label of ['Order prints', 'Download', 'Copy to album', 'Remove from album'])
      expect(markup).toContain(`<span class="sr-only lg:not-sr-only">${label}</span>`);
    expect(markup).not.toMatch(/flex-wrap/);
  });
});

describe('AlbumLoading', () => {
  it("one album's page loading says 'Loading album…', not the albums list's words (issue 34 §5)", () => {
    // Its words (the routes' placeholder adds the page's first row, whose links need a router).
    const markup = html(<AlbumLoading />);
    expect(markup).toContain('Loading album…');
    expect(markup).not.toContain('Loading albums');
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

describe('PhotoGrid (server render, issue 18 §2)', () => {
  // 4:3 landscape photos: two to a 133 px row on a phone (a section is 12 rows), a few more to a
  // row at 1440 px (two sections in the first screen), many at 2560 px (three: the photos take the
  // whole width, no menu beside them).
  const photos: Photo[] = Array.from({ length: 80 }, (_, i) => ({
    imageId: `p${i}`,
    localFileName: `p${i}.jpg`,
    url: `https://media.test/p${i}/original`,
    thumbnails: [300, 800].map((w) => ({ id: `p${i}-${w}`, url: `https://media.test/p${i}/${w}.jpg`, width: w, height: w * 0.75 })),
    uploadEnd: '2024-03-01T10:00:00.000Z',
  }));
  const grid = (initialWidth: number | undefined, shown: typeof photos = photos) =>
    html(
      <PhotoGrid
        photos={shown}
        selecting={false}
        selected={new Set()}
        hasMore={false}
        loadingMore={false}
        onMore={noop}
        onOpen={noop}
        onToggle={noop}
        initialWidth={initialWidth}
      />,
    );
  const images = (markup: string) => [...markup.matchAll(/<img [^>]*>/g)].map((m) => m[0]);

  it.each([
    [390, 24],
    [1440, 48],
    [2560, 72],
  ])('at a %i px viewport: the sections of the first screen (%i photos), laid out', (vw, shown) => {
    const markup = grid(photosContentWidthAt(vw));
    expect(images(markup)).toHaveLength(shown);
    expect(markup.match(/data-testid="album-section"/g)).toHaveLength(Math.ceil(photos.length / 24));
  });

  it('the first row loads at once with high priority, the rest of the first 500 px at once, the rest lazily', () => {
    // Phone: rows of two, 137 px apart → rows at 0, 137, 274, 411 px within 500.
    const loads = images(grid(photosContentWidthAt(390))).map((i) =>
      /fetchPriority="high"/i.test(i) ? 'high' : (/loading="(\w+)"/.exec(i)?.[1] ?? '?'),
    );
    expect(loads.slice(0, 10)).toEqual(['high', 'high', 'eager', 'eager', 'eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(loads.slice(8).every((l) => l === 'lazy')).toBe(true);
  });

  it("the first 500 px's largest photo (the largest paint: a wide one in the third row) loads with high priority too", () => {
    // Squares, three to a 117 px row, but a 16:9 and a 4:3 photo sharing the third row (202 × 114 px).
    const aspect = (i: number) => (i === 6 ? 16 / 9 : i === 7 ? 4 / 3 : 1);
    const wide = photos.map((p, i) => ({ ...p, thumbnails: p.thumbnails.map((t) => ({ ...t, height: t.width / aspect(i) })) }));
    const markup = grid(photosContentWidthAt(390), wide);
    const high = images(markup).filter((i) => /fetchPriority="high"/i.test(i));
    expect(high.map((i) => /p\d+(?=\/300)/.exec(i)?.[0])).toEqual(['p0', 'p1', 'p2', 'p6']);
  });

  it('without a width (no viewport known) nothing is laid out until the browser measures', () => {
    expect(images(grid(undefined))).toEqual([]);
  });
});
