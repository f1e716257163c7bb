import { use } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../shared/i18n/catalogue';
import { IntlProvider } from '../../shared/i18n/react';
import { TitledPage } from './page-title';

function SlowBody({ data }: { data: Promise<string> }) {
  return <p>{use(data)}</p>;
}

describe('TitledPage', () => {
  it('streams the title and a loading state before a slow body', async () => {
    let resolve!: (v: string) => void;
    const data = new Promise<string>((r) => (resolve = r));
    const stream = await renderToReadableStream(
      <IntlProvider intl={intlFor('en-GB')}>
        <TitledPage titleId="menu.orders.title">
          <SlowBody data={data} />
        </TitledPage>
      </IntlProvider>,
    );
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toContain('>Orders</h1>');
    expect(first).toContain('Loading…');
    expect(first).not.toContain('slow data');
    resolve('slow data');
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += decoder.decode(r.value);
    expect(rest).toContain('slow data');
  });

  it('renders only the heading for a page without body', async () => {
    const stream = await renderToReadableStream(
      <IntlProvider intl={intlFor('de-AT')}>
        <TitledPage titleId="page.settings.title" />
      </IntlProvider>,
    );
    const html = await new Response(stream).text();
    expect(html).toBe(
      '<section aria-labelledby="page-title"><h1 id="page-title" tabindex="-1" class="text-2xl md:text-3xl font-bold text-ink mt-0 mb-4 outline-none">Meine Einstellungen</h1></section>',
    );
  });
});
