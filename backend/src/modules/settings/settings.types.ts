import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { versionDescription } from '../../entities/record-version';

/*
 * The settings as GraphQL types. Each class is both the answer's type and the input's (TypeGraphQL
 * lets one class be both), so the two cannot drift apart; where the answer has more (a team member's
 * photo sizes), both extend one class of the shared fields (not a GraphQL type of its own). What they must hold is checked by the
 * service (@vriddhi/rules/site-settings), with the same messages as REST.
 */

@ObjectType('Address', { description: "The firm's postal address" })
@InputType('AddressInput', { description: "The firm's postal address" })
export class AddressType {
  @Field({ description: 'Door number and street' }) street: string;
  @Field({ description: 'Town or city' }) town: string;
  @Field({ description: "District; '' when not given" }) district: string;
  @Field({ description: 'State' }) state: string;
  @Field({ description: 'PIN code: six digits' }) postalCode: string;
  @Field({ description: 'Country' }) country: string;
}

@ObjectType('MapPosition', { description: "The office on the map: its position and Google Maps' links" })
@InputType('MapPositionInput', { description: "The office on the map: its position and Google Maps' links" })
export class MapPositionType {
  @Field(() => Float, { description: 'Latitude, -90 to 90' }) latitude: number;
  @Field(() => Float, { description: 'Longitude, -180 to 180' }) longitude: number;
  @Field({ description: 'The map to open (https)' }) linkUrl: string;
  @Field({ description: 'The map the contact page shows: a Google Maps embed address (https://www.google.com/maps?…&output=embed)' }) embedUrl: string;
}

@ObjectType('Phone', { description: 'A phone number of the firm' })
@InputType('PhoneInput', { description: 'A phone number of the firm' })
export class PhoneType {
  @Field({ description: 'What the number is for, such as Office' }) label: string;
  @Field({ description: 'International form (+919443212345); on input, any way people write it (94432 12345 is read for India)' }) number: string;
}

@ObjectType('OpeningHours', { description: 'One line of opening hours' })
@InputType('OpeningHoursInput', { description: 'One line of opening hours' })
export class OpeningHoursType {
  @Field({ description: 'The days, such as Monday – Friday' }) days: string;
  @Field({ description: 'The days abbreviated, such as Mon – Fri' }) short: string;
  @Field({ description: 'The hours, such as 9:00 AM – 6:00 PM' }) hours: string;
  @Field({ description: 'Whether the office is closed on these days' }) closed: boolean;
}

@ObjectType('SocialLink', { description: "A profile of the firm's on a social network; shown only when it has a link" })
@InputType('SocialLinkInput', { description: "A profile of the firm's on a social network; shown only when it has a link" })
export class SocialLinkType {
  @Field({ description: 'Facebook, Instagram, YouTube, LinkedIn or X' }) name: string;
  @Field({ description: "The profile's address (https); '' when there is none" }) url: string;
}

@ObjectType('Stat', { description: 'One of the four figures on the home page' })
@InputType('StatInput', { description: 'One of the four figures on the home page' })
export class StatType {
  @Field({ description: 'The figure, such as 25+' }) value: string;
  @Field({ description: 'What it counts, such as Years of Experience' }) label: string;
}

@ObjectType('Testimonial', { description: "A client's words, shown on the home page" })
@InputType('TestimonialInput', { description: "A client's words, shown on the home page" })
export class TestimonialType {
  @Field({ description: "The client's name" }) name: string;
  @Field({ description: "Who the client is, such as Homeowner, Neyveli; '' when not given" }) position: string;
  @Field({ description: 'What the client said' }) content: string;
}

@ObjectType()
@InputType()
abstract class TeamMemberFields {
  @Field({ description: 'Name' }) name: string;
  @Field({ description: 'Role, such as Chief Structural Engineer' }) role: string;
  @Field({ description: "A line about them; '' when not given" }) bio: string;
  @Field(() => String, { nullable: true, description: 'Their photo (an uploaded image path); null when none' }) photoUrl: string | null;
}

@ObjectType('TeamMember', { description: 'A person of the firm on the About page' })
export class TeamMemberType extends TeamMemberFields {}

@InputType('TeamMemberInput', { description: 'A person of the firm on the About page' })
export class TeamMemberInput extends TeamMemberFields {}

@ObjectType('Reason', { description: 'A reason to choose the firm, on the About page' })
@InputType('ReasonInput', { description: 'A reason to choose the firm, on the About page' })
export class ReasonType {
  @Field({ description: 'The reason, such as On-time delivery' }) title: string;
  @Field({ description: 'A sentence about it' }) text: string;
}

@ObjectType('Milestone', { description: "A step in the firm's history, on the About page" })
@InputType('MilestoneInput', { description: "A step in the firm's history, on the About page" })
export class MilestoneType {
  @Field({ description: 'When, such as 2004 or Today' }) year: string;
  @Field({ description: 'What happened, in a few words' }) title: string;
  @Field({ description: 'A sentence about it' }) text: string;
}

@ObjectType()
@InputType()
abstract class AboutContentFields {
  @Field({ description: "The firm's story; paragraphs separated by a blank line" }) story: string;
  @Field({ description: 'The mission' }) mission: string;
  @Field({ description: 'The vision' }) vision: string;
  @Field(() => [ReasonType], { description: 'Why choose the firm, in order' }) reasons: ReasonType[];
  @Field(() => [MilestoneType], { description: "The firm's history, oldest first" }) milestones: MilestoneType[];
}

@ObjectType('AboutContent', { description: "The About page's texts" })
export class AboutContentType extends AboutContentFields {
  @Field(() => [TeamMemberType], { description: 'The team, in order' }) team: TeamMemberType[];
}

@InputType('AboutContentInput', { description: "The About page's texts" })
export class AboutContentInput extends AboutContentFields {
  @Field(() => [TeamMemberInput], { description: 'The team, in order' }) team: TeamMemberInput[];
}

@ObjectType('Credit', { description: 'The credit line at the foot of every page; hidden when it has no name' })
@InputType('CreditInput', { description: 'The credit line at the foot of every page; hidden when it has no name' })
export class CreditType {
  @Field({ description: "Who made the site; '' for none" }) name: string;
  @Field({ description: "Their address (https); '' for none" }) url: string;
}

@ObjectType()
@InputType()
abstract class SiteSettingsFields {
  @Field({ description: "The firm's name" }) firmName: string;
  @Field({ description: 'A short form of the name, for narrow places' }) shortName: string;
  @Field({ description: "A line under the name; '' for none" }) tagline: string;
  @Field({ description: 'What the firm does, in a sentence or two (pages and search engines show it)' }) description: string;
  @Field(() => Int, { description: 'The year the firm was founded' }) foundedYear: number;
  @Field(() => AddressType, { description: 'The postal address' }) address: AddressType;
  @Field(() => MapPositionType, { description: 'The office on the map' }) map: MapPositionType;
  @Field(() => [PhoneType], { description: 'Phone numbers, the first the main one (1 to 5)' }) phones: PhoneType[];
  @Field(() => [String], { description: 'E-mail addresses (up to 5)' }) emails: string[];
  @Field({ description: 'The WhatsApp number, in international form' }) whatsapp: string;
  @Field(() => [OpeningHoursType], { description: 'Opening hours, one line per group of days' }) hours: OpeningHoursType[];
  @Field(() => [SocialLinkType], { description: 'Social profiles' }) social: SocialLinkType[];
  @Field(() => [StatType], { description: 'The four figures on the home page' }) stats: StatType[];
  @Field(() => [TestimonialType], { description: 'Testimonials, in order' }) testimonials: TestimonialType[];
  @Field(() => CreditType, { description: 'The credit line' }) credit: CreditType;
}

@ObjectType('SiteSettings', { description: "The firm's details every page shows (REST: GET /api/settings)" })
export class SiteSettingsType extends SiteSettingsFields {
  @Field(() => AboutContentType, { description: "The About page's texts" }) about: AboutContentType;
  @Field(() => Int, { description: versionDescription('updateSiteSettings', 'GET /api/settings') }) version: number;
}

@InputType('SiteSettingsInput', { description: 'All the settings at once; each is checked, and every problem is answered at once (REST: PUT /api/settings)' })
export class SiteSettingsInput extends SiteSettingsFields {
  @Field(() => AboutContentInput, { description: "The About page's texts" }) about: AboutContentInput;
}
