/**
 * The retailer's sales channels (vendors), one per brand domain. Used by the merchandise
 * catalogue (channel id = vendorId), the public menu config (by domain) and the allowed
 * https origins for e-mail links. The app's brand table maps its hosts onto these domains.
 */
export interface Vendor {
  vendorId: string;
  domain: string;
  locale: string;
  currencyId: 'EUR' | 'GBP' | 'DKK' | 'NOK' | 'SEK';
  channelType: 'Albelli' | 'Resnap';
}

export const VENDORS: readonly Vendor[] = [
  { vendorId: 'albelli-nl', domain: 'albelli.nl', locale: 'nl-NL', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'albelli-be', domain: 'albelli.be', locale: 'nl-BE', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'albelli-fr', domain: 'albelli.fr', locale: 'fr-FR', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'albelli-at', domain: 'albelli.at', locale: 'de-AT', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'albelli-es', domain: 'albelli.es', locale: 'es-ES', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'albelli-it', domain: 'albelli.it', locale: 'it-IT', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'albelli-pt', domain: 'albelli.pt', locale: 'pt-PT', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'albelli-dk', domain: 'albelli.dk', locale: 'da-DK', currencyId: 'DKK', channelType: 'Albelli' },
  { vendorId: 'albelli-no', domain: 'albelli.no', locale: 'nb-NO', currencyId: 'NOK', channelType: 'Albelli' },
  { vendorId: 'albelli-se', domain: 'albelli.se', locale: 'sv-SE', currencyId: 'SEK', channelType: 'Albelli' },
  { vendorId: 'albelli-uk', domain: 'albelli.co.uk', locale: 'en-GB', currencyId: 'GBP', channelType: 'Albelli' },
  { vendorId: 'bonusprint-uk', domain: 'bonusprint.co.uk', locale: 'en-GB', currencyId: 'GBP', channelType: 'Albelli' },
  { vendorId: 'fotoalbum-nl', domain: 'fotoalbum.nl', locale: 'nl-NL', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'fotoalbum-be', domain: 'fotoalbum.be', locale: 'nl-BE', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'onlinefotoservice-nl', domain: 'onlinefotoservice.nl', locale: 'nl-NL', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'resnap-uk', domain: 'resnap.co.uk', locale: 'en-GB', currencyId: 'GBP', channelType: 'Resnap' },
  // The app's brands (src/shared/brands/brands.ts): vendor id = the brand's channel, domain = its vendor domain.
  { vendorId: 'PB-GB', domain: 'photobloom.co.uk', locale: 'en-GB', currencyId: 'GBP', channelType: 'Albelli' },
  { vendorId: 'PB-IE', domain: 'photobloom.ie', locale: 'en-GB', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'PB-NL', domain: 'photobloom.nl', locale: 'nl-NL', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'PB-BE', domain: 'photobloom.be', locale: 'nl-BE', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'PB-BE-FR', domain: 'photobloom.be', locale: 'fr-FR', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'PB-FR', domain: 'photobloom.fr', locale: 'fr-FR', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'PB-ES', domain: 'photobloom.es', locale: 'es-ES', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'PB-IT', domain: 'photobloom.it', locale: 'it-IT', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'PB-DE', domain: 'photobloom.de', locale: 'de-AT', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'PB-AT', domain: 'photobloom.at', locale: 'de-AT', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'PB-DK', domain: 'photobloom.dk', locale: 'da-DK', currencyId: 'DKK', channelType: 'Albelli' },
  { vendorId: 'PB-PT', domain: 'photobloom.pt', locale: 'pt-PT', currencyId: 'EUR', channelType: 'Albelli' },
  { vendorId: 'PB-NO', domain: 'photobloom.no', locale: 'nb-NO', currencyId: 'NOK', channelType: 'Albelli' },
  { vendorId: 'PB-SE', domain: 'photobloom.se', locale: 'sv-SE', currencyId: 'SEK', channelType: 'Albelli' },
  { vendorId: 'SB-NL', domain: 'snapbook.nl', locale: 'nl-NL', currencyId: 'EUR', channelType: 'Resnap' },
  { vendorId: 'SB-NO', domain: 'snapbook.no', locale: 'nb-NO', currencyId: 'NOK', channelType: 'Resnap' },
];

export const VENDOR_DOMAINS: readonly string[] = VENDORS.map((v) => v.domain);

/** Finds a vendor by domain; a leading `www.` or `my.` is ignored. */
export function vendorByDomain(domain: string): Vendor | undefined {
  const d = domain.toLowerCase().replace(/^(www|my)\./, '');
  return VENDORS.find((v) => v.domain === d);
}
