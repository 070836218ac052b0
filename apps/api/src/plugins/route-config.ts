import 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route belongs to the merchant API: besides a session it accepts `Authorization: Bearer <API key>`
     * (issue 13, part A reads this flag). Routes that manage accounts, roles or keys never set it.
     */
    apiKey?: boolean;
  }
}
