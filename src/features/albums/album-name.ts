/**
 * Album-name rules (photo spec §5), the same as the upstream's server-side check
 * (upstream/src/photos/domain/album-name.ts) so the form never accepts what the server refuses.
 *
 * Two readings of the spec exist:
 *  A. "required, at least 1 character" → an empty field is 'Please give your album a name', and a
 *     name of only spaces is 'Name not valid' (it has characters, but they are all blank);
 *  B. a name of only spaces counts as empty → 'Please give your album a name'.
 * The upstream follows reading A (empty → required; blank or any of < > ; , → not valid), and so do
 * we: the messages must agree with the server's `field: 'albumName'` answers. Beyond the spec, the
 * upstream caps names at 100 characters ('Name not valid').
 */
export const ALBUM_NAME_MAX = 100;

/** The characters a name may not contain, as the field's hint lists them. */
export const REFUSED_CHARACTERS = '< > ; ,';

export type AlbumNameProblem = 'required' | 'invalid';

export const ALBUM_NAME_MESSAGE_IDS = {
  required: 'albums.name.required',
  invalid: 'albums.name.invalid',
} as const;

export function albumNameProblem(name: string): AlbumNameProblem | null {
  if (name.length === 0) return 'required';
  if (name.trim().length === 0 || /[<>;,]/.test(name)) return 'invalid';
  if (name.length > ALBUM_NAME_MAX) return 'invalid';
  return null;
}
