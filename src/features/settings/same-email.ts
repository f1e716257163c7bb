/**
 * An e-mail change to the address the account already has (issue 17 §3): said at once, next to
 * the field, instead of a confirmation mail that would change nothing. Case and surrounding
 * spaces don't make an address different (the identity API compares the same way).
 */
export function isCurrentEmail(typed: string, current: string): boolean {
  const a = typed.trim().toLowerCase();
  return a !== '' && a === current.trim().toLowerCase();
}
