import type { ContentLocale } from './negotiate';

type Language = 'nl' | 'de' | 'fr' | 'es' | 'it' | 'da' | 'pt' | 'nb' | 'sv';
/** One text in every language but English (the key); the words follow locales/STYLE.md. */
type Row = Readonly<Record<Language, string>>;

/**
 * The upstream's own content (shop menu, cut-off campaigns and article groups, vouchers, product
 * and project type names, article names), keyed by its English text. Written by the shop's
 * translators, not by the app: the app shows what the upstream answers. French uses the narrow
 * no-break space before '%' as the catalogues do.
 */
export const CONTENT: Readonly<Record<string, Row>> = {
  // Shop menu and article groups
  'Photo books': {
    nl: 'Fotoboeken',
    de: 'Fotobücher',
    fr: 'Livres photo',
    es: 'Fotolibros',
    it: 'Fotolibri',
    da: 'Fotobøger',
    pt: 'Fotolivros',
    nb: 'Fotobøker',
    sv: 'Fotoböcker',
  },
  Prints: {
    nl: 'Afdrukken',
    de: 'Fotoabzüge',
    fr: 'Tirages photo',
    es: 'Copias de fotos',
    it: 'Stampe fotografiche',
    da: 'Fotoprint',
    pt: 'Impressões de fotografias',
    nb: 'Papirbilder',
    sv: 'Fotoutskrifter',
  },
  'Wall decoration': {
    nl: 'Wanddecoratie',
    de: 'Wanddekoration',
    fr: 'Décoration murale',
    es: 'Decoración de pared',
    it: 'Decorazioni da parete',
    da: 'Vægdekoration',
    pt: 'Decoração de parede',
    nb: 'Veggdekorasjon',
    sv: 'Väggdekoration',
  },
  Calendars: {
    nl: 'Kalenders',
    de: 'Kalender',
    fr: 'Calendriers',
    es: 'Calendarios',
    it: 'Calendari',
    da: 'Kalendere',
    pt: 'Calendários',
    nb: 'Kalendere',
    sv: 'Kalendrar',
  },
  'All products': {
    nl: 'Alle producten',
    de: 'Alle Produkte',
    fr: 'Tous les produits',
    es: 'Todos los productos',
    it: 'Tutti i prodotti',
    da: 'Alle produkter',
    pt: 'Todos os produtos',
    nb: 'Alle produkter',
    sv: 'Alla produkter',
  },
  // Cut-off campaigns
  'Order before the cut-off for delivery before Christmas': {
    nl: 'Bestel vóór de deadline voor levering vóór Kerstmis',
    de: 'Bestelle vor dem Stichtag für die Lieferung vor Weihnachten',
    fr: 'Commandez avant la date limite pour une livraison avant Noël',
    es: 'Haz tu pedido antes de la fecha límite para recibirlo antes de Navidad',
    it: 'Ordina entro la scadenza per la consegna prima di Natale',
    da: 'Bestil inden fristen for levering før jul',
    pt: 'Encomende antes do prazo para receber antes do Natal',
    nb: 'Bestill innen fristen for levering før jul',
    sv: 'Beställ före sista beställningsdag för leverans före jul',
  },
  'Order in time for Mother’s Day': {
    nl: 'Bestel op tijd voor Moederdag',
    de: 'Bestelle rechtzeitig zum Muttertag',
    fr: 'Commandez à temps pour la fête des Mères',
    es: 'Haz tu pedido a tiempo para el Día de la Madre',
    it: 'Ordina in tempo per la Festa della mamma',
    da: 'Bestil i god tid til mors dag',
    pt: 'Encomende a tempo do Dia da Mãe',
    nb: 'Bestill i tide til morsdagen',
    sv: 'Beställ i tid till mors dag',
  },
  'Summer sale (ended)': {
    nl: 'Zomeruitverkoop (afgelopen)',
    de: 'Sommerschlussverkauf (beendet)',
    fr: 'Soldes d’été (terminés)',
    es: 'Rebajas de verano (finalizadas)',
    it: 'Saldi estivi (terminati)',
    da: 'Sommerudsalg (afsluttet)',
    pt: 'Saldos de verão (terminados)',
    nb: 'Sommersalg (avsluttet)',
    sv: 'Sommarrea (avslutad)',
  },
  // Vouchers
  'Welcome discount': {
    nl: 'Welkomstkorting',
    de: 'Willkommensrabatt',
    fr: 'Remise de bienvenue',
    es: 'Descuento de bienvenida',
    it: 'Sconto di benvenuto',
    da: 'Velkomstrabat',
    pt: 'Desconto de boas-vindas',
    nb: 'Velkomstrabatt',
    sv: 'Välkomstrabatt',
  },
  '10% off your first photo book': {
    nl: '10% korting op je eerste fotoboek',
    de: '10 % Rabatt auf dein erstes Fotobuch',
    fr: '10\u202f% de réduction sur votre premier livre photo',
    es: '10 % de descuento en tu primer fotolibro',
    it: '10% di sconto sul tuo primo fotolibro',
    da: '10 % rabat på din første fotobog',
    pt: '10% de desconto no seu primeiro fotolivro',
    nb: '10 % rabatt på din første fotobok',
    sv: '10 % rabatt på din första fotobok',
  },
  'Spring offer': {
    nl: 'Voorjaarsaanbieding',
    de: 'Frühlingsangebot',
    fr: 'Offre de printemps',
    es: 'Oferta de primavera',
    it: 'Offerta di primavera',
    da: 'Forårstilbud',
    pt: 'Oferta de primavera',
    nb: 'Vårtilbud',
    sv: 'Vårerbjudande',
  },
  'Discount on prints': {
    nl: 'Korting op afdrukken',
    de: 'Rabatt auf Fotoabzüge',
    fr: 'Réduction sur les tirages photo',
    es: 'Descuento en copias de fotos',
    it: 'Sconto sulle stampe fotografiche',
    da: 'Rabat på fotoprint',
    pt: 'Desconto em impressões de fotografias',
    nb: 'Rabatt på papirbilder',
    sv: 'Rabatt på fotoutskrifter',
  },
  'Last year’s sale': {
    nl: 'Uitverkoop van vorig jaar',
    de: 'Vorjahresaktion',
    fr: 'Soldes de l’an dernier',
    es: 'Rebajas del año pasado',
    it: 'Saldi dell’anno scorso',
    da: 'Sidste års udsalg',
    pt: 'Saldos do ano passado',
    nb: 'Fjorårets salg',
    sv: 'Förra årets rea',
  },
  '20% off (expired)': {
    nl: '20% korting (verlopen)',
    de: '20 % Rabatt (abgelaufen)',
    fr: '20\u202f% de réduction (expiré)',
    es: '20 % de descuento (caducado)',
    it: '20% di sconto (scaduto)',
    da: '20 % rabat (udløbet)',
    pt: '20% de desconto (expirado)',
    nb: '20 % rabatt (utløpt)',
    sv: '20 % rabatt (har gått ut)',
  },
  // Product and project type names
  'Photo book': {
    nl: 'Fotoboek',
    de: 'Fotobuch',
    fr: 'Livre photo',
    es: 'Fotolibro',
    it: 'Fotolibro',
    da: 'Fotobog',
    pt: 'Fotolivro',
    nb: 'Fotobok',
    sv: 'Fotobok',
  },
  Poster: { nl: 'Poster', de: 'Poster', fr: 'Poster', es: 'Póster', it: 'Poster', da: 'Plakat', pt: 'Póster', nb: 'Plakat', sv: 'Poster' },
  Canvas: {
    nl: 'Canvas',
    de: 'Leinwand',
    fr: 'Toile',
    es: 'Lienzo',
    it: 'Tela',
    da: 'Lærred',
    pt: 'Tela',
    nb: 'Lerret',
    sv: 'Canvastavla',
  },
  Calendar: {
    nl: 'Kalender',
    de: 'Kalender',
    fr: 'Calendrier',
    es: 'Calendario',
    it: 'Calendario',
    da: 'Kalender',
    pt: 'Calendário',
    nb: 'Kalender',
    sv: 'Kalender',
  },
  Card: { nl: 'Kaart', de: 'Karte', fr: 'Carte', es: 'Tarjeta', it: 'Biglietto', da: 'Kort', pt: 'Cartão', nb: 'Kort', sv: 'Kort' },
  // Article names (a size such as '10x15' or 'A2' after the name is kept as it is)
  'Photo book large landscape': {
    nl: 'Fotoboek groot liggend',
    de: 'Fotobuch groß quer',
    fr: 'Livre photo grand format paysage',
    es: 'Fotolibro grande horizontal',
    it: 'Fotolibro grande orizzontale',
    da: 'Fotobog stor liggende',
    pt: 'Fotolivro grande horizontal',
    nb: 'Fotobok stor liggende',
    sv: 'Fotobok stor liggande',
  },
  'Photo book medium square': {
    nl: 'Fotoboek middelgroot vierkant',
    de: 'Fotobuch mittel quadratisch',
    fr: 'Livre photo format moyen carré',
    es: 'Fotolibro mediano cuadrado',
    it: 'Fotolibro medio quadrato',
    da: 'Fotobog mellem kvadratisk',
    pt: 'Fotolivro médio quadrado',
    nb: 'Fotobok middels kvadratisk',
    sv: 'Fotobok mellan kvadratisk',
  },
  'Photo book small portrait': {
    nl: 'Fotoboek klein staand',
    de: 'Fotobuch klein hoch',
    fr: 'Livre photo petit format portrait',
    es: 'Fotolibro pequeño vertical',
    it: 'Fotolibro piccolo verticale',
    da: 'Fotobog lille stående',
    pt: 'Fotolivro pequeno vertical',
    nb: 'Fotobok liten stående',
    sv: 'Fotobok liten stående',
  },
  'Photo prints': {
    nl: 'Foto-afdrukken',
    de: 'Fotoabzüge',
    fr: 'Tirages photo',
    es: 'Copias de fotos',
    it: 'Stampe fotografiche',
    da: 'Fotoprint',
    pt: 'Impressões de fotografias',
    nb: 'Papirbilder',
    sv: 'Fotoutskrifter',
  },
  'Wall calendar': {
    nl: 'Wandkalender',
    de: 'Wandkalender',
    fr: 'Calendrier mural',
    es: 'Calendario de pared',
    it: 'Calendario da parete',
    da: 'Vægkalender',
    pt: 'Calendário de parede',
    nb: 'Veggkalender',
    sv: 'Väggkalender',
  },
  'Canvas print': {
    nl: 'Canvasdoek',
    de: 'Leinwanddruck',
    fr: 'Toile imprimée',
    es: 'Lienzo impreso',
    it: 'Stampa su tela',
    da: 'Lærredstryk',
    pt: 'Impressão em tela',
    nb: 'Lerretstrykk',
    sv: 'Canvastavla',
  },
  'Greeting cards (retired)': {
    nl: 'Wenskaarten (uit het assortiment)',
    de: 'Grußkarten (nicht mehr im Sortiment)',
    fr: 'Cartes de vœux (retirées)',
    es: 'Tarjetas de felicitación (retiradas)',
    it: 'Biglietti d’auguri (fuori catalogo)',
    da: 'Lykønskningskort (udgået)',
    pt: 'Cartões de felicitações (descontinuados)',
    nb: 'Gratulasjonskort (utgått)',
    sv: 'Gratulationskort (utgångna)',
  },
  // Payment methods (customer API); 'iDEAL' and 'PayPal' are names.
  'Credit card': {
    nl: 'Creditcard',
    de: 'Kreditkarte',
    fr: 'Carte bancaire',
    es: 'Tarjeta de crédito',
    it: 'Carta di credito',
    da: 'Betalingskort',
    pt: 'Cartão de crédito',
    nb: 'Betalingskort',
    sv: 'Kortbetalning',
  },
  'Invoice (pay later, business accounts)': {
    nl: 'Factuur (achteraf betalen, zakelijke accounts)',
    de: 'Rechnung (später bezahlen, Geschäftskonten)',
    fr: 'Facture (paiement différé, comptes professionnels)',
    es: 'Factura (pago posterior, cuentas de empresa)',
    it: 'Fattura (pagamento posticipato, account aziendali)',
    da: 'Faktura (betal senere, erhvervskonti)',
    pt: 'Fatura (pagamento posterior, contas empresariais)',
    nb: 'Faktura (betal senere, bedriftskontoer)',
    sv: 'Faktura (betala senare, företagskonton)',
  },
  // Order maps (map PDFs of business accounts), named by month.
  'Order map January': {
    nl: 'Bestelmap januari',
    de: 'Bestellmappe Januar',
    fr: 'Dossier de commandes janvier',
    es: 'Carpeta de pedidos enero',
    it: 'Cartella ordini gennaio',
    da: 'Ordremappe januar',
    pt: 'Pasta de encomendas janeiro',
    nb: 'Bestillingsmappe januar',
    sv: 'Ordermapp januari',
  },
  'Order map February': {
    nl: 'Bestelmap februari',
    de: 'Bestellmappe Februar',
    fr: 'Dossier de commandes février',
    es: 'Carpeta de pedidos febrero',
    it: 'Cartella ordini febbraio',
    da: 'Ordremappe februar',
    pt: 'Pasta de encomendas fevereiro',
    nb: 'Bestillingsmappe februar',
    sv: 'Ordermapp februari',
  },
  'Order map March': {
    nl: 'Bestelmap maart',
    de: 'Bestellmappe März',
    fr: 'Dossier de commandes mars',
    es: 'Carpeta de pedidos marzo',
    it: 'Cartella ordini marzo',
    da: 'Ordremappe marts',
    pt: 'Pasta de encomendas março',
    nb: 'Bestillingsmappe mars',
    sv: 'Ordermapp mars',
  },
};

/** Display names of the product type enum (orders, projects); the enum itself stays in `productType`. */
export const PRODUCT_TYPE_NAMES: Readonly<Record<string, string>> = {
  PhotoBook: 'Photo book',
  Prints: 'Prints',
  Poster: 'Poster',
  Canvas: 'Canvas',
  Calendar: 'Calendar',
  Card: 'Card',
};

const languageOf = (locale: ContentLocale) => locale.split('-')[0] as Language | 'en';

/** A size after an article name ('Poster A2', 'Photo prints 10x15'). */
const SIZE = /^(.*\S) ((?:\d+x\d+)|(?:A\d))$/;

/**
 * The text in `locale`. Texts the table does not know (a customer's own titles) come back as they
 * are; an article name with a size is translated without the size.
 */
export function translate(text: string, locale: ContentLocale): string {
  const language = languageOf(locale);
  if (language === 'en') return text;
  const row = CONTENT[text];
  if (row) return row[language];
  const sized = SIZE.exec(text);
  const base = sized?.[1] ? CONTENT[sized[1]] : undefined;
  return base && sized ? `${base[language]} ${sized[2]}` : text;
}

/** The display name of a product type enum value in `locale` (unknown values: the value itself). */
export function productTypeName(type: string, locale: ContentLocale): string {
  const english = PRODUCT_TYPE_NAMES[type];
  return english ? translate(english, locale) : type;
}
