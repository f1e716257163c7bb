// Server-rendered markup of the photos page's library states (NOT_ACTIVE, IMPORTING, DELETING).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../shared/i18n/catalogue';
import { IntlProvider } from '../../../shared/i18n/react';
import { libraryView } from '../import-events';
import { LibraryState } from './LibraryState';

const html = (view: Parameters<typeof LibraryState>[0]['view'], failed = false, locale: 'en-GB' | 'nl-NL' = 'en-GB') =>
  renderToString(
    <IntlProvider intl={intlFor(locale)}>
      <LibraryState view={view} failed={failed} onStart={() => undefined} />
    </IntlProvider>,
  );

describe('LibraryState', () => {
  it.each([
    ['NOT_ACTIVE', 'notActive', 'Your photos are not in your library yet', 'Import my photos'],
    ['IMPORTING', 'importing', 'Importing your photos', 'This can take a few minutes.'],
    ['DELETING', 'deleting', 'Deleting your photos', 'This can take a few minutes.'],
  ] as const)('%s shows a clear state of its own', (status, view, title, body) => {
    expect(libraryView(status, false, null)).toBe(view);
    const out = html(view);
    expect(out).toContain(`data-view="${view}"`);
    expect(out).toContain(title);
    expect(out).toContain(body);
  });
  it('the start button only when NOT_ACTIVE; the failure as an alert', () => {
    expect(html('importing')).not.toContain('Import my photos');
    expect(html('notActive')).not.toContain('role="alert"');
    expect(html('notActive', true)).toContain('Your photos could not be imported. Please try again.');
  });
  it('is translated', () => {
    expect(html('notActive', false, 'nl-NL')).not.toContain('Your photos are not in your library yet');
  });
});
