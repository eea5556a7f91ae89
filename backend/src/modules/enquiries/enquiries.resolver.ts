import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Enquiry, EnquiryStatus } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { SubmitEnquiryInput } from './enquiries.inputs';
import { ENQUIRY_WINDOW_MINUTES, MAX_ENQUIRIES_PER_ADDRESS } from './enquiries.service';

const ID_DESCRIPTION = "The enquiry's id (a UUID)";

@Resolver(() => Enquiry)
export class EnquiriesResolver {
  @Query(() => [Enquiry], { description: 'Every enquiry, newest first; needs a token (REST: GET /api/enquiries)' })
  async enquiries(@Ctx() ctx: GraphQLContext): Promise<Enquiry[]> {
    return ctx.services.enquiries.list(await ctx.actor());
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
