import * as z from 'zod/mini';
import type { Http } from './http';
import { HttpUrl } from './schemas';

/** The two queries the app makes (account spec §7 Merchandise). */
export const CHANNELS_QUERY = `query Channels { channels { id vendorId locale } }`;
export const CHANNEL_QUERY = `query Channel($code: String!, $locale: String!) {
  channel(code: $code, locale: $locale) {
    id vendorId locale currencyId shopUrl
    articles {
      id type title pageHeight pageWidth visibility
      links { rel url }
      optionGroups { id type title options { id title } }
    }
  }
}`;

export const Channel = z.object({ id: z.string(), vendorId: z.string(), locale: z.string() });
export const OptionGroup = z.object({
  id: z.string(),
  /** BORDER, COVER_TEXT, COVER_TYPE, EXTRA_PAGES, PAPER, PRINT_SIZE, FINISH, and any added later. */
  type: z.string(),
  title: z.string(),
  options: z.array(z.object({ id: z.string(), title: z.string() })),
});
export const Article = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  /** Millimetres; null for products without pages. */
  pageHeight: z.nullable(z.number().check(z.nonnegative())),
  pageWidth: z.nullable(z.number().check(z.nonnegative())),
  visibility: z.string(),
  links: z.array(z.object({ rel: z.string(), url: HttpUrl })),
  optionGroups: z.array(OptionGroup),
});
export const ChannelDetail = z.extend(Channel, {
  currencyId: z.string(),
  shopUrl: HttpUrl,
  articles: z.array(Article),
});
export type ChannelDetail = z.infer<typeof ChannelDetail>;

const GraphQlErrors = z.optional(z.array(z.looseObject({ message: z.string() })));
const envelope = <T extends z.ZodMiniType>(data: T) => z.object({ data: z.optional(z.nullable(data)), errors: GraphQlErrors });

/** A GraphQL answer that carries `errors` (spec §8: merchandise GraphQL errors throw). */
export class GraphQlError extends Error {
  override name = 'GraphQlError';
  constructor(readonly messages: string[]) {
    super(`GraphQL error: ${messages.join('; ')}`);
  }
}

async function query<T extends z.ZodMiniType>(http: Http, q: string, variables: Record<string, unknown>, data: T) {
  const res = await http.sendJson('POST', '', { query: q, variables }, envelope(data));
  if (res.errors?.length) throw new GraphQlError(res.errors.map((e) => e.message));
  if (res.data == null) throw new GraphQlError(['no data']);
  return res.data;
}

/** Merchandise catalogue (GraphQL at the configured endpoint itself). */
export function merchandiseApi(http: Http) {
  return {
    channels: async () => (await query(http, CHANNELS_QUERY, {}, z.object({ channels: z.array(Channel) }))).channels,
    channel: async (code: string, locale: string) =>
      (await query(http, CHANNEL_QUERY, { code, locale }, z.object({ channel: z.nullable(ChannelDetail) }))).channel,
  };
}
export type MerchandiseApi = ReturnType<typeof merchandiseApi>;
