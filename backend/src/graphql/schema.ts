import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { GalleryResolver } from '../modules/gallery/gallery.resolver';
import { ProjectsResolver } from '../modules/projects/projects.resolver';
import { ServicesResolver } from '../modules/services/services.resolver';
import { ImageAssetResolver } from './image-asset.resolver';

export function createSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [ProjectsResolver, GalleryResolver, ServicesResolver, AuthResolver, ImageAssetResolver],
    // Inputs are validated by the service layer, so REST and GraphQL give the same messages.
    validate: false,
  });
}

/** The SDL committed as schema.graphql (sorted, so the drift check is stable). */
export async function printSdl(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await createSchema()))}\n`;
}
