import { PAGE_SIZE } from '@vriddhi/rules';
import { type ClassType, Field, Int, ObjectType } from 'type-graphql';

/** The arguments' descriptions of every paged query (enquiryPage, activityPage, userPage, backupPage). */
export const PAGE_ARGUMENTS = {
  first: `How many items this page holds: 1 to ${PAGE_SIZE.max}, ${PAGE_SIZE.default} when left out`,
  after: "Where the page starts: the previous page's nextCursor; left out for the first page",
};

/**
 * The fields of a page of `Item`s; a concrete page type extends it under its own name. The cursor
 * continues after the last item shown, so items added or removed meanwhile move no other item
 * into a second page or out of every page.
 */
export function PageOf<Item extends object>(item: ClassType<Item>, items: string) {
  @ObjectType() // never in the schema itself: only the page types extending it are used
  abstract class Page {
    @Field(() => [item], { description: `This page's ${items}` })
    items: Item[];

    @Field(() => String, {
      nullable: true,
      description: 'Give it as `after` for the next page; null on the last page. An opaque text: only this list takes it back',
    })
    nextCursor: string | null;

    @Field(() => Int, { description: `How many ${items} all the pages hold together` })
    total: number;
  }
  return Page;
}
