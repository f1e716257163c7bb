// Server-rendered markup of the per-row download control in each state.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../shared/i18n/catalogue';
import type { Locale } from '../../../shared/i18n/locales';
import { IntlProvider } from '../../../shared/i18n/react';
import type { DownloadState } from '../download-state';
import { DownloadButton } from './DownloadButton';

const wrap = (node: ReactNode, locale: Locale = 'en-GB') => renderToString(<IntlProvider intl={intlFor(locale)}>{node}</IntlProvider>);
const button = (state: DownloadState | undefined, locale?: Locale) =>
  wrap(
    <DownloadButton
      state={state}
      fileName="invoice-INV-1.pdf"
      label="Download PDF of invoice 1"
      link={{ kind: 'historical', id: 'H-1', channel: 'albelli-nl', name: 'INV 1', back: '/invoices' }}
      onDownload={() => {}}
    />,
    locale,
  ).replaceAll('&#x27;', "'");

describe('DownloadButton', () => {
  it.each<[string, DownloadState | undefined, string[], string[]]>([
    [
      'idle: a submit button of a GET form to the plain link, so it works without JavaScript',
      undefined,
      [
        'data-download="idle"',
        '>Download PDF<',
        'aria-label="Download PDF of invoice 1"',
        'action="/documents/historical/H-1" method="get"',
        '<input type="hidden" name="name" value="INV 1"/><input type="hidden" name="channel" value="albelli-nl"/><input type="hidden" name="back" value="/invoices"/>',
        'type="submit"',
      ],
      ['disabled=""'],
    ],
    ['in progress', { status: 'InProgress' }, ['data-download="progress"', 'Downloading…', 'aria-disabled="true"', 'aria-busy="true"'], []],
    [
      'finished',
      { status: 'Finished', url: 'blob:x/1' },
      [
        'Downloaded',
        'href="blob:x/1"',
        'download="invoice-INV-1.pdf"',
        'Save again',
        'aria-label="Save again: Download PDF of invoice 1"',
        'role="status"',
      ],
      ['<button'],
    ],
    [
      'failed',
      { status: 'Failed', message: '500' },
      [
        'Download failed',
        'role="alert"',
        '>Try again<',
        'aria-label="Try again: Download PDF of invoice 1"',
        'action="/documents/historical/H-1"',
      ],
      [],
    ],
  ])('%s', (_, state, present, absent) => {
    const html = button(state);
    for (const s of present) expect(html).toContain(s);
    for (const s of absent) expect(html).not.toContain(s);
  });
  it('is translated (fr-FR)', () => {
    expect(button({ status: 'Failed' }, 'fr-FR')).toContain('Échec du téléchargement');
  });
});
