import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { ActivityResolver } from '../modules/activity/activity.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { BackupsResolver } from '../modules/backups/backups.resolver';
import { EnquiriesResolver } from '../modules/enquiries/enquiries.resolver';
import { GalleryOrderResolver } from '../modules/gallery/gallery-order.resolver';
import { GalleryResolver } from '../modules/gallery/gallery.resolver';
import { MailSettingsResolver } from '../modules/mail/mail-settings.resolver';
import { ProjectOrderResolver } from '../modules/projects/project-order.resolver';
import { ProjectsResolver } from '../modules/projects/projects.resolver';
import { ServiceOrderResolver } from '../modules/services/service-order.resolver';
import { ServicesResolver } from '../modules/services/services.resolver';
import { PhotoDetailsResolver } from '../modules/photo-details/photo-details.resolver';
import { PreviewsResolver } from '../modules/previews/previews.resolver';
import { SettingsResolver, TeamMemberResolver } from '../modules/settings/settings.resolver';
import { ShareImagesResolver } from '../modules/share-images/share-images.resolver';
import { TrashResolver } from '../modules/trash/trash.resolver';
import { UsersResolver } from '../modules/users/users.resolver';
import { VisitsResolver } from '../modules/visits/visits.resolver';
import { ImageAssetResolver } from './image-asset.resolver';

export async function createSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: [
      ProjectsResolver,
      ProjectOrderResolver,
      GalleryResolver,
      GalleryOrderResolver,
      ServicesResolver,
      ServiceOrderResolver,
      SettingsResolver,
      TeamMemberResolver,
      EnquiriesResolver,
      AuthResolver,
      UsersResolver,
      TrashResolver,
      PhotoDetailsResolver,
      PreviewsResolver,
      ShareImagesResolver,
      BackupsResolver,
      ImageAssetResolver,
      ActivityResolver,
      MailSettingsResolver,
      VisitsResolver,
    ],
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
  if (query) {
    query.description =
      'Reads: all public (no token) but me, activity, enquiries, unreadEnquiryCount, visitorFigures, and users and backups (admins only); the lists that grow with use come a page at a time (activityPage, enquiryPage, userPage, backupPage: first, after); hidden projects, gallery images and services are left out without a token and included with one; each list mirrors a REST GET under /api.';
  }
  if (mutation) {
    mutation.description =
      'login, submitEnquiry and setPasswordWithLink (no token), then the admin\'s changes: send the token from login as "Authorization: Bearer <token>". ' +
      'Uploads use the GraphQL multipart request spec; a refused input answers BAD_USER_INPUT with every problem in extensions.fields.';
  }
}

/** The SDL committed as schema.graphql (sorted, so the drift check is stable). */
export async function printSdl(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await createSchema()))}\n`;
}
