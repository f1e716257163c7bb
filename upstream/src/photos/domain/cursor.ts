/**
 * Opaque keyset cursor: the sort value and id of the last row of a page, base64url JSON.
 * Keyset (not offset) paging keeps deep pages of a 1,000,000-photo month as cheap as the first.
 */
import { z } from 'zod';

const CursorSchema = z.object({ v: z.number().int(), i: z.string().min(1).max(64) });
export type Cursor = z.infer<typeof CursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify(cursor));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Returns null for anything that is not a cursor this server made (the caller answers 400). */
export function decodeCursor(text: string): Cursor | null {
  try {
    const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
    const parsed = CursorSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
