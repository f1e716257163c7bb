import { describe, expect, it } from 'vitest';
import { errorPageHtml } from './error-page';

describe('errorPageHtml', () => {
  it('renders the parts as text (React escapes them), no script', async () => {
    const html = await errorPageHtml({
      lang: 'en-GB',
      title: 'Oops | x',
      heading: '<img src=x onerror=alert(1)>',
      message: 'a & "b"',
      reference: 'Reference: 1',
    });
    expect(html.startsWith('<!DOCTYPE html><html lang="en-GB">')).toBe(true);
    expect(html).toContain('<title>Oops | x</title>');
    expect(html).toContain('<h1>&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(html).toContain('<p>a &amp; &quot;b&quot;</p>');
    expect(html).toContain('<p><small>Reference: 1</small></p>');
    expect(html).not.toContain('<script');
  });

  it('leaves out the message and reference when there are none', async () => {
    const html = await errorPageHtml({ lang: 'nl-NL', title: 't', heading: 'h' });
    expect(html).toContain('<main><h1>h</h1></main>');
  });
});
