import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundaryPage } from '../../components/frame/error-boundary-page';
import { intlFor } from './catalogue';
import { IntlProvider, useT } from './react';

function Title() {
  return <p>{useT()('error.boundary')}</p>;
}

describe('useIntl', () => {
  it('reads the provider', () => {
    const html = renderToString(
      <IntlProvider intl={intlFor('nl-NL')}>
        <Title />
      </IntlProvider>,
    );
    expect(html).toContain(intlFor('nl-NL').formatMessage({ id: 'error.boundary' }));
  });

  it("falls back to the router context's formatter (the root error component renders outside the provider)", () => {
    const intl = intlFor('de-AT');
    const router = createRouter({
      routeTree: createRootRoute(),
      history: createMemoryHistory(),
      context: { intl } as never,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(
      <RouterContextProvider router={router}>
        <ErrorBoundaryPage error={new Error('boom')} reset={() => {}} />
      </RouterContextProvider>,
    );
    expect(html).toContain(intl.formatMessage({ id: 'error.boundary' }));
  });

  it('without either, says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(<Title />)).toThrow('useIntl outside IntlProvider');
  });
});
