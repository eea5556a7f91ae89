import { ContentVersion } from '../../src/content-version';
import { ApolloServer } from '@apollo/server';
import express from 'express';
import { getIntrospectionQuery } from 'graphql';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphQLContext } from '../../src/graphql/context';
import { graphqlHttpHandler } from '../../src/graphql/http-handler';
import { PublicQueries } from '../../src/graphql/public-queries';
import { createSchema } from '../../src/graphql/schema';
import { PublicResponseCache } from '../../src/http/public-cache';

/** The real schema and handler with a small response cap; introspection needs no database. */
describe('GraphQL response size cap', () => {
  const maxResponseBytes = 5_000;
  let apollo: ApolloServer<GraphQLContext>;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    apollo = new ApolloServer<GraphQLContext>({ schema: await createSchema(), introspection: true });
    await apollo.start();
    const app = express();
    app.use(
      '/graphql',
      express.json(),
      graphqlHttpHandler(
        apollo,
        async () => ({}) as GraphQLContext,
        new PublicQueries(),
        new PublicResponseCache({ contentVersion: new ContentVersion() }),
        maxResponseBytes,
      ),
    );
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await apollo.stop();
  });

  const post = async (query: string) => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    return { status: response.status, text: await response.text() };
  };

  it('replaces an answer over the cap with an error naming the limit', async () => {
    const { status, text } = await post(getIntrospectionQuery());
    expect(status).toBe(400);
    const body = JSON.parse(text) as { errors: { message: string; extensions: unknown }[]; data?: unknown };
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: expect.stringMatching(/^Response is too large: \d+ bytes exceeds the limit of 5000 bytes\. Ask for fewer fields or items\.$/),
        extensions: { code: 'RESPONSE_TOO_LARGE', limit: { maxResponseBytes } },
      },
    ]);
    expect(text.length).toBeLessThan(maxResponseBytes);
  });

  it('answers smaller responses as they are', async () => {
    expect(await post('{ __typename }')).toEqual({ status: 200, text: '{"data":{"__typename":"Query"}}\n' });
  });
});
