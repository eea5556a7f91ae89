import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { versionDescription } from '../../entities/record-version';

/*
 * The settings as GraphQL types. Each class is both the answer's type and the input's (TypeGraphQL
 * lets one class be both), so the two cannot drift apart; where the answer has more (a team member's
 * photo sizes), both extend one class of the shared fields (not a GraphQL type of its own). What they must hold is checked by the
 * service (@vriddhi/rules/site-settings), with the same messages as REST.
 */

/*
 * The Tamil texts of each group (its `ta`, @vriddhi/rules/site-settings): the same fields' names,
 * each null where the firm wrote no Tamil (visitors then read the English). On input, replaced with the
 * settings as a whole: null or blank is none. A save that carries no `ta` anywhere (a client written
 * before Tamil) keeps the stored Tamil texts (SettingsService).
 */
const TA = 'The texts in Tamil; null or a field null where there is none (siteSettings(locale: TA) answers the English there)';
const tamil = (what: string) => ({ nullable: true, description: `${what} in Tamil; null: none (the English is shown)` });

@ObjectType('AddressTamil', { description: 'The postal address in Tamil (the PIN code has none)' })
@InputType('AddressTamilInput', { description: 'The postal address in Tamil (the PIN code has none)' })
export class AddressTamil {
  @Field(() => String, tamil('Door number and street')) street?: string | null;
  @Field(() => String, tamil('Town or city')) town?: string | null;
  @Field(() => String, tamil('District')) district?: string | null;
  @Field(() => String, tamil('State')) state?: string | null;
  @Field(() => String, tamil('Country')) country?: string | null;
}

@ObjectType('PhoneTamil', { description: "A phone number's label in Tamil" })
@InputType('PhoneTamilInput', { description: "A phone number's label in Tamil" })
export class PhoneTamil {
  @Field(() => String, tamil('What the number is for')) label?: string | null;
}

@ObjectType('OpeningHoursTamil', { description: 'A line of opening hours in Tamil' })
@InputType('OpeningHoursTamilInput', { description: 'A line of opening hours in Tamil' })
export class OpeningHoursTamil {
  @Field(() => String, tamil('The days')) days?: string | null;
  @Field(() => String, tamil('The days abbreviated')) short?: string | null;
  @Field(() => String, tamil('The hours')) hours?: string | null;
}

@ObjectType('StatTamil', { description: "A home page figure's label in Tamil" })
@InputType('StatTamilInput', { description: "A home page figure's label in Tamil" })
export class StatTamil {
  @Field(() => String, tamil('What the figure counts')) label?: string | null;
}

@ObjectType('TestimonialTamil', { description: "A client's words in Tamil (the name has none)" })
@InputType('TestimonialTamilInput', { description: "A client's words in Tamil (the name has none)" })
export class TestimonialTamil {
  @Field(() => String, tamil('Who the client is')) position?: string | null;
  @Field(() => String, tamil('What the client said')) content?: string | null;
}

@ObjectType('TeamMemberTamil', { description: "A team member's role and line in Tamil (the name has none)" })
@InputType('TeamMemberTamilInput', { description: "A team member's role and line in Tamil (the name has none)" })
export class TeamMemberTamil {
  @Field(() => String, tamil('The role')) role?: string | null;
  @Field(() => String, tamil('A line about them')) bio?: string | null;
}

@ObjectType('ReasonTamil', { description: 'A reason to choose the firm, in Tamil' })
@InputType('ReasonTamilInput', { description: 'A reason to choose the firm, in Tamil' })
export class ReasonTamil {
  @Field(() => String, tamil('The reason')) title?: string | null;
  @Field(() => String, tamil('A sentence about it')) text?: string | null;
}

@ObjectType('MilestoneTamil', { description: "A step in the firm's history, in Tamil" })
@InputType('MilestoneTamilInput', { description: "A step in the firm's history, in Tamil" })
export class MilestoneTamil {
  @Field(() => String, tamil('When (such as இன்று for Today)')) year?: string | null;
  @Field(() => String, tamil('What happened')) title?: string | null;
  @Field(() => String, tamil('A sentence about it')) text?: string | null;
}

@ObjectType('AboutContentTamil', { description: "The About page's own texts in Tamil (its lists' items have theirs)" })
@InputType('AboutContentTamilInput', { description: "The About page's own texts in Tamil (its lists' items have theirs)" })
export class AboutContentTamil {
  @Field(() => String, tamil("The firm's story (paragraphs separated by a blank line)")) story?: string | null;
  @Field(() => String, tamil('The mission')) mission?: string | null;
  @Field(() => String, tamil('The vision')) vision?: string | null;
}

@ObjectType('SiteSettingsTamil', { description: "The firm's own texts in Tamil (its groups and lists' items have theirs)" })
@InputType('SiteSettingsTamilInput', { description: "The firm's own texts in Tamil (its groups and lists' items have theirs)" })
export class SiteSettingsTamil {
  @Field(() => String, tamil("The firm's name")) firmName?: string | null;
  @Field(() => String, tamil('The short form of the name')) shortName?: string | null;
  @Field(() => String, tamil('The line under the name')) tagline?: string | null;
  @Field(() => String, tamil('What the firm does')) description?: string | null;
}

@ObjectType('Address', { description: "The firm's postal address" })
@InputType('AddressInput', { description: "The firm's postal address" })
export class AddressType {
  @Field({ description: 'Door number and street' }) street: string;
  @Field({ description: 'Town or city' }) town: string;
  @Field({ description: "District; '' when not given" }) district: string;
  @Field({ description: 'State' }) state: string;
  @Field({ description: 'PIN code: six digits' }) postalCode: string;
  @Field({ description: 'Country' }) country: string;
  @Field(() => AddressTamil, { nullable: true, description: TA }) ta?: AddressTamil | null;
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
  @Field(() => PhoneTamil, { nullable: true, description: TA }) ta?: PhoneTamil | null;
}

@ObjectType('OpeningHours', { description: 'One line of opening hours' })
@InputType('OpeningHoursInput', { description: 'One line of opening hours' })
export class OpeningHoursType {
  @Field({ description: 'The days, such as Monday – Friday' }) days: string;
  @Field({ description: 'The days abbreviated, such as Mon – Fri' }) short: string;
  @Field({ description: 'The hours, such as 9:00 AM – 6:00 PM' }) hours: string;
  @Field({ description: 'Whether the office is closed on these days' }) closed: boolean;
  @Field(() => OpeningHoursTamil, { nullable: true, description: TA }) ta?: OpeningHoursTamil | null;
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
  @Field(() => StatTamil, { nullable: true, description: TA }) ta?: StatTamil | null;
}

@ObjectType('Testimonial', { description: "A client's words, shown on the home page" })
@InputType('TestimonialInput', { description: "A client's words, shown on the home page" })
export class TestimonialType {
  @Field({ description: "The client's name" }) name: string;
  @Field({ description: "Who the client is, such as Homeowner, Neyveli; '' when not given" }) position: string;
  @Field({ description: 'What the client said' }) content: string;
  @Field(() => TestimonialTamil, { nullable: true, description: TA }) ta?: TestimonialTamil | null;
}

@ObjectType()
@InputType()
abstract class TeamMemberFields {
  @Field({ description: 'Name' }) name: string;
  @Field({ description: 'Role, such as Chief Structural Engineer' }) role: string;
  @Field({ description: "A line about them; '' when not given" }) bio: string;
  @Field(() => String, { nullable: true, description: 'Their photo (an uploaded image path); null when none' }) photoUrl: string | null;
  @Field(() => TeamMemberTamil, { nullable: true, description: TA }) ta?: TeamMemberTamil | null;
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
  @Field(() => ReasonTamil, { nullable: true, description: TA }) ta?: ReasonTamil | null;
}

@ObjectType('Milestone', { description: "A step in the firm's history, on the About page" })
@InputType('MilestoneInput', { description: "A step in the firm's history, on the About page" })
export class MilestoneType {
  @Field({ description: 'When, such as 2004 or Today' }) year: string;
  @Field({ description: 'What happened, in a few words' }) title: string;
  @Field({ description: 'A sentence about it' }) text: string;
  @Field(() => MilestoneTamil, { nullable: true, description: TA }) ta?: MilestoneTamil | null;
}

@ObjectType()
@InputType()
abstract class AboutContentFields {
  @Field({ description: "The firm's story; paragraphs separated by a blank line" }) story: string;
  @Field({ description: 'The mission' }) mission: string;
  @Field({ description: 'The vision' }) vision: string;
  @Field(() => [ReasonType], { description: 'Why choose the firm, in order' }) reasons: ReasonType[];
  @Field(() => [MilestoneType], { description: "The firm's history, oldest first" }) milestones: MilestoneType[];
  @Field(() => AboutContentTamil, { nullable: true, description: TA }) ta?: AboutContentTamil | null;
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
  @Field(() => SiteSettingsTamil, { nullable: true, description: TA }) ta?: SiteSettingsTamil | null;
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
