/**
 * Unique entry names for an archive: two photos called IMG_0001.jpg become IMG_0001.jpg and
 * IMG_0001 (2).jpg. Path separators are removed so an entry can never escape the folder on unzip.
 */
export function uniqueEntryNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const clean =
      raw
        .replace(/[\\/\x00-\x1f]/g, '_')
        .replace(/^\.+/, '')
        .trim() || 'photo';
    const dot = clean.lastIndexOf('.');
    const stem = dot > 0 ? clean.slice(0, dot) : clean;
    const ext = dot > 0 ? clean.slice(dot) : '';
    let candidate = clean;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
