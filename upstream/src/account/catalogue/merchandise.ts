import { createSchema, createYoga } from 'graphql-yoga';
import type { Hono } from 'hono';
import type { UpstreamEnv } from '../../env';
import { auth } from '../auth';
import { articlesFor } from './articles';
import { VENDORS, type Vendor } from './vendors';

const typeDefs = /* GraphQL */ `
  enum OptionGroupType { BORDER COVER_TEXT COVER_TYPE EXTRA_PAGES PAPER PRINT_SIZE FINISH }
  type Option { id: ID! title: String! }
  type OptionGroup { id: ID! type: OptionGroupType! title: String! options: [Option!]! }
  type ArticleLink { rel: String! url: String! }
  type Article {
    id: ID!
    type: String!
    title: String!
    "Millimetres; null for products without pages."
    pageHeight: Float
    pageWidth: Float
    visibility: String!
    links: [ArticleLink!]!
    optionGroups: [OptionGroup!]!
  }
  type Channel {
    id: ID!
    vendorId: String!
    locale: String!
    currencyId: String!
    shopUrl: String!
    articles: [Article!]!
  }
  type Query {
    channels: [Channel!]!
    "One channel by vendor id (code) and locale; null when there is no such channel."
    channel(code: String!, locale: String!): Channel
  }
`;

const toChannel = (v: Vendor) => ({
  id: v.vendorId,
  vendorId: v.vendorId,
  locale: v.locale,
  currencyId: v.currencyId,
  shopUrl: `https://www.${v.domain}`,
  articles: () => articlesFor(v),
});

const schema = createSchema({
  typeDefs,
  resolvers: {
    Query: {
      channels: () => VENDORS.map(toChannel),
      channel: (_: unknown, args: { code: string; locale: string }) => {
        const v = VENDORS.find((x) => x.vendorId === args.code && x.locale.toLowerCase() === args.locale.toLowerCase());
        return v ? toChannel(v) : null;
      },
    },
  },
});

/** The merchandise catalogue: a real GraphQL endpoint (graphql-yoga), bearer token required. */
export function registerMerchandise(app: Hono<UpstreamEnv>): void {
  const yoga = createYoga({ schema, graphqlEndpoint: '/merchandise/graphql', graphiql: false, landingPage: false, maskedErrors: true });
  app.on(['GET', 'POST'], '/merchandise/graphql', ...auth, (c) => yoga.fetch(c.req.raw, {}));
}
