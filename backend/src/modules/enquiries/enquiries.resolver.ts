import { PAGE_SIZE } from '@vriddhi/rules';
import { Arg, Ctx, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Enquiry, EnquiryStatus } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { PAGE_ARGUMENTS, PageOf } from '../../graphql/page-type';
import { SubmitEnquiryInput } from './enquiries.inputs';
import { ENQUIRY_WINDOW_MINUTES, MAX_ENQUIRIES_PER_ADDRESS } from './enquiries.service';

const ID_DESCRIPTION = "The enquiry's id (a UUID)";

@ObjectType({ description: 'A page of enquiries, newest first' })
export class EnquiryPage extends PageOf(Enquiry, 'enquiries') {}

@Resolver(() => Enquiry)
export class EnquiriesResolver {
  @Query(() => [Enquiry], {
    description: `The newest ${PAGE_SIZE.max} enquiries, newest first; needs a token. For every one, page through enquiryPage (REST: GET /api/enquiries)`,
  })
  async enquiries(@Ctx() ctx: GraphQLContext): Promise<Enquiry[]> {
    return ctx.services.enquiries.newest(await ctx.actor());
  }

  @Query(() => EnquiryPage, {
    description: 'The enquiries a page at a time, newest first, optionally of one status; needs a token (REST: GET /api/enquiries?limit=&before=&status=)',
  })
  async enquiryPage(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: PAGE_SIZE.default, description: PAGE_ARGUMENTS.first }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: PAGE_ARGUMENTS.after }) after: string | null,
    @Arg('status', () => EnquiryStatus, { nullable: true, description: 'Only the enquiries of this status (total counts those); all when left out' })
    status: EnquiryStatus | null,
  ): Promise<EnquiryPage> {
    return ctx.services.enquiries.page(await ctx.actor(), { first, after, status });
  }

  @Query(() => Int, { description: 'How many enquiries are NEW (not answered yet); needs a token' })
  async unreadEnquiryCount(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.enquiries.unreadCount(await ctx.actor());
  }

  @Mutation(() => Boolean, {
    description:
      `Sends a message to the firm, as the contact form does; no token. True once it is kept (and e-mailed to the firm when the server has a mail server). ` +
      `At most ${MAX_ENQUIRIES_PER_ADDRESS} per address in ${ENQUIRY_WINDOW_MINUTES} minutes, then TOO_MANY_REQUESTS (REST: POST /api/enquiries)`,
  })
  async submitEnquiry(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => SubmitEnquiryInput, { description: 'The five fields of the contact form' }) input: SubmitEnquiryInput,
  ): Promise<boolean> {
    await ctx.services.enquiries.submit({ ...input }, ctx.clientKey);
    return true;
  }

  @Mutation(() => Enquiry, { description: "Changes an enquiry's status; needs a token (REST: PATCH /api/enquiries/{id})" })
  async updateEnquiry(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: ID_DESCRIPTION }) id: string,
    @Arg('status', () => EnquiryStatus, { description: 'The new status' }) status: EnquiryStatus,
  ): Promise<Enquiry> {
    return ctx.services.enquiries.updateStatus(await ctx.actor(), id, status);
  }

  @Mutation(() => Boolean, { description: 'Deletes an enquiry; needs a token; true once deleted (REST: DELETE /api/enquiries/{id})' })
  async deleteEnquiry(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, { description: ID_DESCRIPTION }) id: string): Promise<boolean> {
    await ctx.services.enquiries.delete(await ctx.actor(), id);
    return true;
  }
}
