// Server-rendered markup of the photos components (the first paint of the page), in Node.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../shared/api/index';
import type { Photo } from '../../../shared/api/photo-management';
import { intlFor } from '../../../shared/i18n/catalogue';
import { loadDateLocale } from '../../../shared/i18n/date-locales';
import type { Locale } from '../../../shared/i18n/locales';
import { IntlProvider } from '../../../shared/i18n/react';
import { DESKTOP_VIEWPORT } from '../../../shared/viewport';
import { initialSelection, type SelectionState } from '../../library/selection';
import { firstPageQuery, MonthStore } from '../month-store';
import { timelineMonths } from '../timeline';
import { timelineWidthAt } from '../timeline-width';
import { ActionBar } from './ActionBar';
import { DeleteAllDialog } from './DeleteAllDialog';
import { InfoBanner } from './InfoBanner';
import { SelectionBar } from './SelectionBar';
import { Timeline } from './Timeline';

const photo = (id: string): Photo => ({
  imageId: id,
  localFileName: `${id}.jpg`,
  url: `https://media.test/${id}/original`,
  thumbnails: [300, 800, 1300].map((w) => ({
    id: `${id}-${w}`,
    url: `https://media.test/${id}/${w}.jpg`,
    width: w,
    height: Math.round(w * 0.75),
  })),
  uploadEnd: '2024-03-01T10:00:00.000Z',
});

// As the server render does before rendering.
beforeAll(async () => {
  await Promise.all([loadDateLocale('en-GB'), loadDateLocale('es-ES')]);
});

const sort = { sortKey: 'dateTaken', sortOrder: 'desc' } as const;
const failingApi = {
  photos: {
    timelineMonth: async () => {
      throw new Error('Error x; Status Code: 500 Received from y');
    },
  },
} as unknown as Api;

function wrap(node: ReactNode, qc = new QueryClient(), locale: Locale = 'en-GB') {
  return renderToString(
    <QueryClientProvider client={qc}>
      <IntlProvider intl={intlFor(locale)}>{node}</IntlProvider>
    </QueryClientProvider>,
  );
}

function timelineHtml(
  opts: {
    selection?: SelectionState;
    api?: Api;
    locale?: Locale;
    prepare?: (store: MonthStore) => Promise<void> | void;
    timeline?: Record<string, Record<string, number>>;
  } = {},
) {
  const qc = new QueryClient();
  const api = opts.api ?? failingApi;
  const months = timelineMonths(opts.timeline ?? { '2024': { '3': 30, '2': 5 }, '1970': { '1': 2 } });
  // What the route loader prefetches on the server: the first page of March.
  qc.setQueryData(firstPageQuery(api, { year: 2024, month: 3 }, sort).queryKey, {
    cursor: 'next',
    images: Array.from({ length: 24 }, (_, i) => photo(`m${i}`)),
  });
  const store = new MonthStore(api, qc, sort, false, 0);
  return (async () => {
    await opts.prepare?.(store);
    return wrap(
      <Timeline months={months} store={store} selection={opts.selection ?? initialSelection} dispatch={() => {}} onOpenPhoto={() => {}} />,
      qc,
      opts.locale,
    );
  })();
}

describe('Timeline (server render)', () => {
  it('months newest first with headings and counts; prefetched month rendered; +N on the last photo', async () => {
    const html = await timelineHtml();
    expect(html.indexOf('March 2024')).toBeLessThan(html.indexOf('February 2024'));
    expect(html).toContain('30 photos');
    // The third month starts below the first render's window (900 px + overscan): 'Unknown Date' is
    // checked on a shorter timeline.
    expect(await timelineHtml({ timeline: { '2024': { '3': 3 }, '1970': { '1': 2 } } })).toContain('Unknown Date');
    expect(html).toContain('+6');
    expect(html).toContain('Show 6 more photos');
    expect(html).toContain('Open m0.jpg');
  });

  it('thumbnails: 300 by default, 800 for large screens, with width and height', async () => {
    const html = await timelineHtml();
    expect(html).toMatch(/<source media="\(min-width: 1024px\)" srcSet="https:\/\/media.test\/m0\/800.jpg" width="800" height="600"/);
    expect(html).toMatch(/<img[^>]+src="https:\/\/media.test\/m0\/300.jpg"[^>]+width="300" height="225"/);
  });

  it('the first rows of the top month (500 px) load eagerly with high priority, the rest lazily', async () => {
    const html = await timelineHtml();
    const imgs = html.match(/<img [^>]+>/g) ?? [];
    // Server render: the desktop guess (1312 px: no menu beside the photos), 4:3 photos in justified
    // rows of 5 → 3 rows eager.
    const eager = imgs.filter((t) => t.includes('loading="eager"') && t.includes('fetchPriority="high"'));
    expect(eager).toHaveLength(15);
    expect(imgs[0]).toContain('loading="eager"');
    expect(imgs[15]).toContain('loading="lazy"');
  });

  it('justified rows: each tile at the aspect ratio of its photo, the row filling the width', async () => {
    const html = await timelineHtml();
    const boxes = [...html.matchAll(/style="top:(\d+)px;left:(\d+)(?:px)?;width:(\d+)px;height:(\d+)px;contain:strict"/g)].map((m) =>
      m.slice(1).map(Number),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(20);
    for (const [, , w, h] of boxes) expect(Math.abs(w! / h! - 4 / 3)).toBeLessThan(0.02);
    const firstRow = boxes.filter((b) => b[0] === boxes[0]![0]);
    const last = firstRow.at(-1)!;
    expect(last[1]! + last[2]!).toBe(timelineWidthAt(DESKTOP_VIEWPORT));
  });

  it('a month not loaded yet reserves its tiles with one placeholder element, not one per photo', async () => {
    const html = await timelineHtml();
    const from = html.indexOf('February 2024');
    const february = html.slice(from, html.indexOf('<section', from));
    expect(february.match(/animate-pulse/g)).toHaveLength(1);
    expect(february).toContain('repeating-linear-gradient');
  });

  it('the <img> count is bounded by the window, not the library', async () => {
    const html = await timelineHtml();
    expect((html.match(/<img /g) ?? []).length).toBeLessThanOrEqual(24);
  });

  it('a failed month shows the month error with a retry, other months unaffected', async () => {
    const html = await timelineHtml({
      prepare: async (store) => {
        store.ensure({ key: '2024/2', year: 2024, month: 2 });
        await new Promise((r) => setTimeout(r, 10));
      },
    });
    expect(html).toContain('Error: Your photos could not be loaded');
    expect(html).toContain('Try again');
    expect(html).toContain('Open m0.jpg');
  });

  it('select mode: per-month select-all and pressed tiles', async () => {
    const html = await timelineHtml({ selection: { ...initialSelection, selecting: true, selected: new Set(['m1']), anchor: 'm1' } });
    expect(html).toContain('Select all photos of March 2024');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('Select m0.jpg');
  });

  it('Spanish heading is capitalised', async () => {
    const html = await timelineHtml({ locale: 'es-ES' });
    expect(html).toContain('Marzo 2024');
    expect(await timelineHtml({ locale: 'es-ES', timeline: { '1970': { '1': 2 } } })).toContain('Fecha desconocida');
  });
});

describe('DateScrubber (server render)', () => {
  it('a vertical slider named in the page language, its value the month localised', async () => {
    const html = await timelineHtml();
    expect(html).toMatch(/role="slider" tabindex="0" aria-label="Jump to a month" aria-orientation="vertical"/);
    expect(html).toContain('aria-valuemax="3" aria-valuenow="1" aria-valuetext="March 2024"');
    const es = await timelineHtml({ locale: 'es-ES' });
    expect(es).toContain('aria-label="Ir a un mes"');
    expect(es).toContain('aria-valuetext="Marzo 2024"');
  });
  it('one histogram bar per month, longest for the month with most photos', async () => {
    const html = await timelineHtml();
    const d = /<path d="([^"]+)"/.exec(html.slice(html.indexOf('data-scrubber')))![1]!;
    expect(d.match(/M/g)).toHaveLength(3);
    expect(d.startsWith('M0 0h100')).toBe(true);
  });
});

describe('bars and dialogs', () => {
  const noop = () => {};
  it('SelectionBar: Select, Delete all photos, sort tooltip; while selecting Cancel and amount, no Delete all', () => {
    const bar = (selecting: boolean, selectedCount: number) =>
      wrap(
        <SelectionBar
          selecting={selecting}
          selectedCount={selectedCount}
          sort={sort}
          onStart={noop}
          onCancel={noop}
          onDeselectAll={noop}
          onSortChange={noop}
          onDeleteAll={noop}
        />,
      );
    const idle = bar(false, 0);
    expect(idle).toContain('Select');
    expect(idle).toContain('Delete all photos');
    expect(idle).toContain('Sort by upload date');
    const busy = bar(true, 3);
    expect(busy).toContain('Cancel');
    expect(busy).toContain('3 selected');
    expect(busy).not.toContain('Delete all photos');
  });
  it.each([
    [0, true, false],
    [100, false, false],
    [101, true, true],
  ])('ActionBar with %i selected: download disabled %s, tooltip %s', (count, disabled, tooltip) => {
    const html = wrap(<ActionBar selectedCount={count} albumsEnabled onDownload={noop} onCopyToAlbum={noop} onDelete={noop} />);
    expect(/<button[^>]*disabled=""[^>]*>Download/.test(html)).toBe(disabled);
    expect(html.includes('Up to 100 photos can be downloaded at a time')).toBe(tooltip);
    expect(html).toContain('Copy to album');
  });
  it('ActionBar without the album flag has no copy', () => {
    expect(
      wrap(<ActionBar selectedCount={1} albumsEnabled={false} onDownload={noop} onCopyToAlbum={noop} onDelete={noop} />),
    ).not.toContain('Copy to album');
  });
  it('InfoBanner: default and pre-launch texts, FAQ link, Show more', () => {
    const normal = wrap(<InfoBanner faqUrl="https://www.example.com/faq" albumsEnabled={false} />);
    expect(normal).toContain('Albums and uploading photos are coming soon');
    expect(normal).toContain('href="https://www.example.com/faq"');
    expect(normal).toContain('Show more');
    expect(wrap(<InfoBanner faqUrl="javascript:alert(1)" albumsEnabled />)).not.toContain('href=');
    expect(wrap(<InfoBanner faqUrl="https://x.test/faq" albumsEnabled />)).toContain('your photo library now has albums');
  });
  it('DeleteAllDialog: localised word and blocked submit', () => {
    const html = wrap(<DeleteAllDialog open={false} onClose={noop} onConfirm={async () => {}} />, undefined, 'nl-NL');
    expect(html).toContain('VERWIJDEREN');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  });
});
