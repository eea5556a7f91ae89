import { ENQUIRY_NOTES_MAX, ENQUIRY_SEARCH_MAX, PAGE_SIZE } from '@vriddhi/rules';
import { Arg, Ctx, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Enquiry, EnquiryStatus } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { PAGE_ARGUMENTS, PageOf } from '../../graphql/page-type';
import { SubmitEnquiryInput } from './enquiries.inputs';
import { ENQUIRY_WINDOW_MINUTES, MAX_ENQUIRIES_PER_ADDRESS } from './enquiries.service';

const ID_DESCRIPTION = "The enquiry's id (a UUID)";
const FILTERS = {
  status: 'Only the enquiries of this status (total counts those); all when left out',
  search: `Only the enquiries containing this text, in any case, in the name, e-mail, phone (also spaced differently), subject, message or notes; at most ${ENQUIRY_SEARCH_MAX} characters; all when left out or empty`,
};

@ObjectType({ description: 'A page of enquiries, newest first' })
export class EnquiryPage extends PageOf(Enquiry, 'enquiries') {}

@Resolver(() => Enquiry)
export class EnquiriesResolver {
  @Query(() => [Enquiry], {
    description: `The newest ${PAGE_SIZE.max} enquiries, newest first, optionally of one status or matching a search; needs a token. For every one, page through enquiryPage (REST: GET /api/enquiries)`,
  })
  async enquiries(
    @Ctx() ctx: GraphQLContext,
    @Arg('status', () => EnquiryStatus, { nullable: true, description: FILTERS.status }) status: EnquiryStatus | null,
    @Arg('search', () => String, { nullable: true, description: FILTERS.search }) search: string | null,
  ): Promise<Enquiry[]> {
    return ctx.services.enquiries.newest(await ctx.actor(), { status, search });
  }

  @Query(() => EnquiryPage, {
    description:
      'The enquiries a page at a time, newest first, optionally of one status or matching a search; needs a token (REST: GET /api/enquiries?limit=&before=&status=&q=)',
  })
  async enquiryPage(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: PAGE_SIZE.default, description: PAGE_ARGUMENTS.first }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: PAGE_ARGUMENTS.after }) after: string | null,
    @Arg('status', () => EnquiryStatus, { nullable: true, description: FILTERS.status }) status: EnquiryStatus | null,
    @Arg('search', () => String, { nullable: true, description: FILTERS.search }) search: string | null,
  ): Promise<EnquiryPage> {
    return ctx.services.enquiries.page(await ctx.actor(), { first, after, status, search });
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

  @Mutation(() => Enquiry, { description: "Replaces the staff's private notes on an enquiry (empty clears them); needs a token" })
  async updateEnquiryNotes(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: ID_DESCRIPTION }) id: string,
    @Arg('notes', () => String, { description: `The notes, at most ${ENQUIRY_NOTES_MAX} characters; line breaks are kept` }) notes: string,
    @Arg('version', () => Int, {
      nullable: true,
      description: "The enquiry's notesVersion as read: notes saved by someone else meanwhile are then refused with CONFLICT; left out, the last save wins",
    })
    version: number | null,
  ): Promise<Enquiry> {
    return ctx.services.enquiries.updateNotes(await ctx.actor(), id, notes, version ?? undefined);
  }

  @Mutation(() => Boolean, { description: 'Deletes an enquiry; needs a token; true once deleted (REST: DELETE /api/enquiries/{id})' })
  async deleteEnquiry(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, { description: ID_DESCRIPTION }) id: string): Promise<boolean> {
    await ctx.services.enquiries.delete(await ctx.actor(), id);
    return true;
  }
}
