/**
 * 'Continue editing' of a saved project (issue 17 §3): the project editor of this environment
 * (wrangler `PROJECT_EDITOR_URL`, through the router context) with the project id. The spec shows
 * no editor address, so it is configuration, like the prints editor of the photo library: the
 * embedded upstream's stand-in locally and in tests, the retailer's editor per region in production.
 * Links are safe only with http or https (account spec §5): anything else gives no link.
 */
export function projectEditorHref(editor: string | undefined, projectId: string): string | null {
  if (!editor) return null;
  let url: URL;
  try {
    url = new URL(editor);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.searchParams.set('projectId', projectId);
  return url.toString();
}

/** Product types the shop sells, with their catalogue names; another type shows the generic name. */
export const PRODUCT_TYPES = ['PhotoBook', 'Calendar', 'Canvas', 'Prints', 'Poster', 'Card'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export function productTypeKey(type: string | undefined): `projects.type.${ProductType | 'other'}` {
  return `projects.type.${(PRODUCT_TYPES as readonly string[]).includes(type ?? '') ? (type as ProductType) : 'other'}`;
}
