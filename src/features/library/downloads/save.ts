/** Links the app may hand to the browser: http(s) only (photo spec §5). */
export function safeHttpUrl(url: string): string | null {
  try {
    const u = new URL(url, typeof location === 'undefined' ? 'http://localhost' : location.href);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * Saves a link through a temporary <a download>: the zip's signed link answers with
 * `Content-Disposition: attachment`, so the browser downloads it and the page stays.
 */
export function saveLink(url: string, fileName = ''): boolean {
  const href = safeHttpUrl(url) ?? (url.startsWith('blob:') ? url : null);
  if (!href || typeof document === 'undefined') return false;
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  return true;
}
