import { describe, expect, it } from 'vitest';
import { productTypeKey, projectEditorHref } from './editor-link';

describe('projectEditorHref', () => {
  it('adds the project id to the configured editor address', () => {
    expect(projectEditorHref('https://editor.eu.photobloom-services.com/editor', '1001-P003')).toBe(
      'https://editor.eu.photobloom-services.com/editor?projectId=1001-P003',
    );
  });
  it('keeps the query of the address and encodes the id', () => {
    expect(projectEditorHref('http://127.0.0.1:9788/editor?lang=nl', 'a b&c')).toBe(
      'http://127.0.0.1:9788/editor?lang=nl&projectId=a+b%26c',
    );
  });
  it('gives no link without an address or with an unsafe one', () => {
    expect(projectEditorHref(undefined, 'x')).toBeNull();
    expect(projectEditorHref('javascript:alert(1)', 'x')).toBeNull();
    expect(projectEditorHref('not a url', 'x')).toBeNull();
  });
});

describe('productTypeKey', () => {
  it('names the known product types and falls back for the rest', () => {
    expect(productTypeKey('PhotoBook')).toBe('projects.type.PhotoBook');
    expect(productTypeKey('Calendar')).toBe('projects.type.Calendar');
    expect(productTypeKey('Mug')).toBe('projects.type.other');
    expect(productTypeKey(undefined)).toBe('projects.type.other');
  });
});
