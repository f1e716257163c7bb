/**
 * The shop a historical invoice came from, by name instead of its channel id (issue 17 §3):
 * 'albelli-nl' → 'albelli.nl', 'bonusprint-uk' → 'bonusprint.co.uk', 'PB-NL' → 'photobloom.nl',
 * 'PB-BE-FR' → 'photobloom.be'. A channel is `<shop>-<country>[-<language>]` (the vendor list of the
 * upstream); the name is the shop's own domain, what the customer bought on. The app's brand table
 * is not imported for this: the browser never downloads every brand. Anything else shows as given.
 */
const SHOPS: Readonly<Record<string, string>> = { pb: 'photobloom', sb: 'snapbook' };
/** Country parts whose domain is not the country code itself. */
const TLDS: Readonly<Record<string, string>> = { uk: 'co.uk', gb: 'co.uk' };

export function shopName(channel: string): string {
  const m = /^([a-z]+)-([a-z]{2})(?:-[a-z]{2})?$/i.exec(channel.trim());
  if (!m?.[1] || !m[2]) return channel;
  const shop = m[1].toLowerCase();
  const country = m[2].toLowerCase();
  return `${SHOPS[shop] ?? shop}.${TLDS[country] ?? country}`;
}
