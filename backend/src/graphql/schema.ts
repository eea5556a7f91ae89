import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { GalleryResolver } from '../modules/gallery/gallery.resolver';
import { ProjectsResolver } from '../modules/projects/projects.resolver';
import { OfferingsResolver } from '../modules/offerings/offerings.resolver';
import { SettingsResolver } from '../modules/settings/settings.resolver';
import { ImageAssetResolver } from './image-asset.resolver';

export async function createSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: [ProjectsResolver, GalleryResolver, OfferingsResolver, SettingsResolver, AuthResolver, ImageAssetResolver],
    // Inputs are validated by the service layer, so REST and GraphQL give the same messages.
    validate: false,
  });
  describeRootTypes(schema);
  return schema;
}

/** TypeGraphQL has no option to describe the root types, which third parties' tools show first. */
function describeRootTypes(schema: GraphQLSchema): void {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description = 'Reads: all public (no token) but me; each list mirrors a REST GET under /api.';
  if (mutation) {
    mutation.description =
      'login, then the admin\'s changes: send the token from login as "Authorization: Bearer <token>". ' +
      'Uploads use the GraphQL multipart request spec; a refused input answers BAD_USER_INPUT with every problem in extensions.fields.';
  }
}

/** The SDL committed as schema.graphql (sorted, so the drift check is stable). */
export async function printSdl(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await createSchema()))}\n`;
}
