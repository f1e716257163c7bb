import { translate } from '../../locale/content';
import { CONTENT_LOCALES } from '../../locale/negotiate';
import type { Vendor } from './vendors';

/** Option group types of the commerce catalogue (spec §3: border, cover text, cover type, ...). */
export const OPTION_GROUP_TYPES = ['BORDER', 'COVER_TEXT', 'COVER_TYPE', 'EXTRA_PAGES', 'PAPER', 'PRINT_SIZE', 'FINISH'] as const;

interface OptionGroup {
  id: string;
  type: (typeof OPTION_GROUP_TYPES)[number];
  title: string;
  options: { id: string; title: string }[];
}
export interface Article {
  id: string;
  type: 'PhotoBook' | 'Prints' | 'Poster' | 'Canvas' | 'Calendar' | 'Card';
  title: string;
  /** Millimetres; null for products without pages. */
  pageHeight: number | null;
  pageWidth: number | null;
  visibility: 'Visible' | 'Hidden';
  links: { rel: string; url: string }[];
  optionGroups: OptionGroup[];
}

const group = (type: OptionGroup['type'], title: string, options: string[]): OptionGroup => ({
  id: type.toLowerCase(),
  type,
  title,
  options: options.map((o) => ({ id: o.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title: o })),
});

const BASE: Omit<Article, 'links'>[] = [
  {
    id: 'PAP_001',
    type: 'PhotoBook',
    title: 'Photo book large landscape',
    pageHeight: 210,
    pageWidth: 297,
    visibility: 'Visible',
    optionGroups: [
      group('COVER_TYPE', 'Cover', ['Hardcover', 'Softcover', 'Layflat']),
      group('COVER_TEXT', 'Cover text', ['None', 'Spine', 'Front and spine']),
      group('PAPER', 'Paper', ['Satin', 'Glossy', 'Premium matte']),
      group('EXTRA_PAGES', 'Extra pages', ['0', '10', '20', '40']),
    ],
  },
  {
    id: 'PAP_002',
    type: 'PhotoBook',
    title: 'Photo book medium square',
    pageHeight: 210,
    pageWidth: 210,
    visibility: 'Visible',
    optionGroups: [group('COVER_TYPE', 'Cover', ['Hardcover', 'Softcover']), group('PAPER', 'Paper', ['Satin', 'Glossy'])],
  },
  {
    id: 'PAP_910',
    type: 'Prints',
    title: 'Photo prints',
    pageHeight: 102,
    pageWidth: 152,
    visibility: 'Visible',
    optionGroups: [
      group('PRINT_SIZE', 'Size', ['10x15', '13x18', '15x20', '20x30']),
      group('BORDER', 'Border', ['None', 'White']),
      group('FINISH', 'Finish', ['Glossy', 'Matte']),
    ],
  },
  {
    id: 'PAP_300',
    type: 'Poster',
    title: 'Poster',
    pageHeight: 594,
    pageWidth: 420,
    visibility: 'Visible',
    optionGroups: [group('PRINT_SIZE', 'Size', ['A3', 'A2', 'A1']), group('PAPER', 'Paper', ['Satin', 'Photo paper'])],
  },
  {
    id: 'PAP_400',
    type: 'Canvas',
    title: 'Canvas print',
    pageHeight: 400,
    pageWidth: 600,
    visibility: 'Visible',
    optionGroups: [group('PRINT_SIZE', 'Size', ['30x40', '40x60', '60x90']), group('BORDER', 'Edge', ['Mirrored', 'White', 'Photo wrap'])],
  },
  {
    id: 'PAP_500',
    type: 'Calendar',
    title: 'Wall calendar',
    pageHeight: 297,
    pageWidth: 210,
    visibility: 'Visible',
    optionGroups: [group('PAPER', 'Paper', ['Satin'])],
  },
  {
    id: 'PAP_600',
    type: 'Card',
    title: 'Greeting cards (retired)',
    pageHeight: 105,
    pageWidth: 148,
    visibility: 'Hidden',
    optionGroups: [],
  },
];

/** The articles one channel sells, with links into that channel's shop. */
export function articlesFor(vendor: Vendor): Article[] {
  const shop = `https://www.${vendor.domain}`;
  // Titles in the channel's language (its locale), as the shop's translators wrote them.
  const locale = CONTENT_LOCALES.find((l) => l === vendor.locale);
  return BASE.map((a) => ({
    ...a,
    title: locale ? translate(a.title, locale) : a.title,
    links: [
      { rel: 'product', url: `${shop}/products/${a.id.toLowerCase()}` },
      { rel: 'editor', url: `${shop}/editor?article=${a.id}` },
    ],
  }));
}
