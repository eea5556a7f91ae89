import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "How many times something happened this week and last week (Monday to Sunday, in the firm's time zone)" })
export class WeekCounts {
  @Field(() => Int, { description: 'This week so far, from Monday' })
  thisWeek: number;

  @Field(() => Int, { description: 'The whole of last week' })
  lastWeek: number;

  @Field(() => Int, { description: 'Last week up to the same weekday as today: what this week so far compares fairly with' })
  lastWeekSameDays: number;
}

@ObjectType({ description: "A public page's views this week and last week" })
export class PageVisits {
  @Field({ description: "The page's path, such as /about" })
  path: string;

  @Field(() => Int, { description: 'Views this week so far' })
  thisWeek: number;

  @Field(() => Int, { description: 'Views last week' })
  lastWeek: number;
}

@ObjectType({ description: "A project page's views this week and last week" })
export class ProjectVisits {
  @Field(() => ID, { description: "The project's id" })
  projectId: string;

  @Field({ description: "The project's title" })
  title: string;

  @Field({ description: "The project's public page, such as /projects/<id>" })
  path: string;

  @Field(() => Int, { description: 'Views of its page this week so far' })
  thisWeek: number;

  @Field(() => Int, { description: 'Views of its page last week' })
  lastWeek: number;
}

@ObjectType({
  description:
    'What visitors did on the public site this week and last week, counted on the server without cookies or personal data; crawlers and scripts are left out',
})
export class VisitorFigures {
  @Field({ description: "Today's date in the firm's time zone (YYYY-MM-DD)" })
  today: string;

  @Field({ description: "This week's Monday (YYYY-MM-DD)" })
  thisWeekFrom: string;

  @Field({ description: "Last week's Monday (YYYY-MM-DD)" })
  lastWeekFrom: string;

  @Field(() => WeekCounts, { description: 'Public pages opened (each page and project page, every time it is opened)' })
  pageViews: WeekCounts;

  @Field(() => WeekCounts, { description: 'Taps on a Call (phone) link' })
  callTaps: WeekCounts;

  @Field(() => WeekCounts, { description: 'Taps on a WhatsApp link' })
  whatsappTaps: WeekCounts;

  @Field(() => WeekCounts, { description: 'Taps on an e-mail link' })
  emailTaps: WeekCounts;

  @Field(() => WeekCounts, { description: 'Enquiries sent with the contact form' })
  enquiries: WeekCounts;

  @Field(() => [ProjectVisits], { description: 'The most viewed project pages this week (at most 5), most viewed first' })
  topProjects: ProjectVisits[];

  @Field(() => [PageVisits], { description: 'Views of each public page other than the project pages, this week and last, most viewed this week first' })
  pages: PageVisits[];
}
