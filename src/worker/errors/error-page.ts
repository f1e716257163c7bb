const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

export interface ErrorPageParts {
  lang: string;
  title: string;
  heading: string;
  message?: string;
  /** Already formatted "Reference: …" line, shown small for support. */
  reference?: string;
}

/**
 * A plain HTML page for errors that happen outside the React app (no script, inline style only):
 * it must render even when SSR itself is what failed.
 */
export function errorPageHtml(p: ErrorPageParts): string {
  return `<!doctype html>
<html lang="${escapeHtml(p.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(p.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#222}small{color:#666}</style>
</head>
<body><main><h1>${escapeHtml(p.heading)}</h1>${p.message ? `<p>${escapeHtml(p.message)}</p>` : ''}${
    p.reference ? `<p><small>${escapeHtml(p.reference)}</small></p>` : ''
  }</main></body>
</html>`;
}
