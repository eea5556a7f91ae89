import './setup-dom';
import { GraphQLError } from 'graphql';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_SETTINGS, formatPhone, normalizePhone, SOCIAL_NETWORKS, type SiteSettings } from '@vriddhi/rules/site-settings';
import { SettingsPage } from '@/admin/settings/SettingsPage';
import { adminSiteSettingsQuery, updateSiteSettingsMutation } from '@/admin/settings/api/site-settings';
import { logIn, renderPage, resetAdminState, type Mocks, MUTATION_DELAY_MS } from './helpers';

beforeEach(() => {
  resetAdminState();
  logIn();
});

/** A group of Tamil texts as the GraphQL API answers it: every field, null where the firm wrote none. */
function tamilAnswered(typename: string, fields: string[], group: object | undefined) {
  if (!group) return null;
  return { __typename: typename, ...Object.fromEntries(fields.map((field) => [field, (group as Record<string, string>)[field] ?? null])) };
}

/** The settings as the GraphQL API answers them, at `version`: every object named by its type. */
function answered(settings: SiteSettings, version = 1) {
  const named = <T extends object>(typename: string, value: T) => ({ __typename: typename, ...value });
  const ta = (typename: string, fields: string[]) => (item: { ta?: object }) => ({ ta: tamilAnswered(typename, fields, item.ta) });
  return named('SiteSettings', {
    ...settings,
    ...ta('SiteSettingsTamil', ['firmName', 'shortName', 'tagline', 'description'])(settings),
    address: named('Address', { ...settings.address, ...ta('AddressTamil', ['street', 'town', 'district', 'state', 'country'])(settings.address) }),
    map: named('MapPosition', settings.map),
    phones: settings.phones.map((phone) => named('Phone', { ...phone, ...ta('PhoneTamil', ['label'])(phone) })),
    hours: settings.hours.map((line) => named('OpeningHours', { ...line, ...ta('OpeningHoursTamil', ['days', 'short', 'hours'])(line) })),
    social: settings.social.map((link) => named('SocialLink', link)),
    stats: settings.stats.map((stat) => named('Stat', { ...stat, ...ta('StatTamil', ['label'])(stat) })),
    testimonials: settings.testimonials.map((item) => named('Testimonial', { ...item, ...ta('TestimonialTamil', ['position', 'content'])(item) })),
    about: named('AboutContent', {
      ...settings.about,
      ...ta('AboutContentTamil', ['story', 'mission', 'vision'])(settings.about),
      team: settings.about.team.map((member) => named('TeamMember', { ...member, photo: null, ...ta('TeamMemberTamil', ['role', 'bio'])(member) })),
      reasons: settings.about.reasons.map((reason) => named('Reason', { ...reason, ...ta('ReasonTamil', ['title', 'text'])(reason) })),
      milestones: settings.about.milestones.map((milestone) =>
        named('Milestone', { ...milestone, ...ta('MilestoneTamil', ['year', 'title', 'text'])(milestone) }),
      ),
    }),
    credit: named('Credit', settings.credit),
    version,
  });
}

/** What the form sends for the stored defaults, Tamil with English: every social network has a row (empty: not shown). */
const DEFAULTS_AS_SENT: SiteSettings = {
  ...structuredClone(DEFAULT_SITE_SETTINGS),
  social: SOCIAL_NETWORKS.map((name) => ({ name, url: DEFAULT_SITE_SETTINGS.social.find((link) => link.name === name)?.url ?? '' })),
};

const loaded = { request: { query: adminSiteSettingsQuery }, result: { data: { siteSettings: answered(DEFAULT_SITE_SETTINGS) } } };
const renderSettings = (mocks: Mocks) => renderPage(<SettingsPage />, '/admin/settings', '/admin/settings', { mocks });
/** A section of the form (queries inside one section: the whole long form makes role queries slow). */
const section = (id: string) => within(document.getElementById(id)!);
const whatsappField = () => section('settings-contact').getByRole('textbox', { name: /^WhatsApp number/ });
const pinField = () => section('settings-address').getByRole('textbox', { name: /^PIN code/ });
const saveButton = () => screen.getByText('Save Settings').closest('button')!;

/** The settings are on screen. */
const loadedOnScreen = () => screen.findByDisplayValue(DEFAULT_SITE_SETTINGS.firmName);

/** Replaces a field's text in one input event, as pasting does (typing key by key re-renders the long form each time: slow in jsdom). */
async function typeInto(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(input);
  input.focus();
  await user.paste(text);
}

test('loads the settings in sections, with how the phone numbers will look and dial', async () => {
  renderSettings([loaded]);
  expect(await loadedOnScreen()).toBeInTheDocument();
  for (const title of ['The firm', 'Phones, WhatsApp and e-mail', 'Address and map', 'Opening hours and social links', 'Home page', 'About page']) {
    expect(screen.getByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
  }
  const contact = section('settings-contact');
  expect(contact.getByRole('link', { name: 'tel:+919443212345' })).toHaveAttribute('href', 'tel:+919443212345');
  expect(contact.getAllByText('+91 94432 12345').length).toBeGreaterThan(0);
  expect(screen.getByText('All changes saved.')).toBeInTheDocument();
});

test('the WhatsApp preview follows what is typed, and shows nothing for a number that is not one', async () => {
  renderSettings([loaded]);
  await loadedOnScreen();
  await typeInto(whatsappField(), '098765 43210');
  const chat = section('settings-contact').getByRole('link', { name: 'https://wa.me/919876543210' });
  expect(within(chat.closest('div')!).getByText('+91 98765 43210')).toBeInTheDocument();
  await typeInto(whatsappField(), '12345');
  expect(section('settings-contact').queryByRole('link', { name: /wa\.me/ })).not.toBeInTheDocument();
  expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
});

test('checks every field by the server rules before sending, and points at each problem', async () => {
  renderSettings([loaded]);
  const user = userEvent.setup();
  await user.clear(await loadedOnScreen());
  await typeInto(pinField(), '6060');
  await typeInto(whatsappField(), '12345');
  await user.click(saveButton());
  expect(await screen.findByText('Firm name is required')).toBeInTheDocument();
  expect(pinField()).toHaveAccessibleDescription('PIN code must be six digits, like 606001');
  expect(whatsappField()).toHaveAccessibleDescription(/WhatsApp number is not a phone number we can call/);
  expect(await screen.findByText('Some settings need attention.')).toBeInTheDocument();
});

test('testimonials are added, moved and removed; the page keeps their order', async () => {
  renderSettings([loaded]);
  const user = userEvent.setup();
  const [first, second] = DEFAULT_SITE_SETTINGS.testimonials;
  await loadedOnScreen();
  const home = () => section('settings-home');
  await user.click(home().getByRole('button', { name: `Move down: ${first.name}` }));
  const names = () =>
    home()
      .getAllByRole('textbox', { name: /^Client's name/ })
      .map((input) => (input as HTMLInputElement).value);
  expect(names().slice(0, 2)).toEqual([second.name, first.name]);
  await user.click(home().getByRole('button', { name: `Remove: ${second.name}` }));
  expect(names()).not.toContain(second.name);
  await user.click(home().getByRole('button', { name: 'Add testimonial' }));
  expect(names().at(-1)).toBe('');
  expect(home().getByRole('button', { name: `Move up: ${first.name}` })).toBeDisabled();
});

test('saves the checked, normalised settings, then says so and keeps the screen', async () => {
  const changed: SiteSettings = { ...DEFAULTS_AS_SENT, whatsapp: '+919876543210' };
  const { router } = renderSettings([
    loaded,
    {
      request: { query: updateSiteSettingsMutation, variables: { input: changed, version: 1 } },
      result: { data: { updateSiteSettings: answered(changed, 2) } },
      delay: MUTATION_DELAY_MS,
    },
  ]);
  const user = userEvent.setup();
  await loadedOnScreen();
  await typeInto(whatsappField(), '98765 43210');
  await user.click(saveButton());
  expect((await screen.findByText('Saving...')).closest('button')).toBeDisabled();
  expect(await screen.findByText('Settings saved!')).toBeInTheDocument();
  expect(whatsappField()).toHaveValue('+91 98765 43210');
  expect(screen.getByText('All changes saved.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin/settings');
});

test("shows the server's field messages at their fields", async () => {
  const refusal = new GraphQLError('Some settings are not valid', {
    extensions: { code: 'BAD_USER_INPUT', fields: { 'input.map.embedUrl': 'Map embed link must be a Google Maps address' } },
  });
  renderSettings([
    loaded,
    { request: { query: updateSiteSettingsMutation, variables: { input: DEFAULTS_AS_SENT, version: 1 } }, result: { errors: [refusal] } },
  ]);
  const user = userEvent.setup();
  await loadedOnScreen();
  await user.click(saveButton());
  expect(await screen.findByText('Failed to save settings.')).toBeInTheDocument();
  expect(section('settings-address').getByRole('textbox', { name: /^Map embed link/ })).toHaveAccessibleDescription(
    /Map embed link must be a Google Maps address/,
  );
  expect(screen.getByText('All changes saved.')).toBeInTheDocument();
});

test('a team photo is chosen on the form and sent with the settings, by the member it belongs to', async () => {
  const sent: unknown[] = [];
  renderSettings([
    loaded,
    {
      request: {
        query: updateSiteSettingsMutation,
        variables: (variables: Record<string, unknown>) => {
          sent.push(variables.teamPhotos);
          return true;
        },
      },
      result: { data: { updateSiteSettings: answered(DEFAULTS_AS_SENT, 2) } },
    },
  ]);
  const user = userEvent.setup();
  await loadedOnScreen();
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'divya.jpg', { type: 'image/jpeg' });
  const pickers = section('settings-about').getAllByLabelText(/^Photo \(optional\)/);
  await user.upload(pickers[2], photo);
  await user.click(saveButton());
  expect(await screen.findByText('Settings saved!')).toBeInTheDocument();
  expect(sent.at(-1)).toEqual([null, null, photo, null]);
});

test('a save refused because someone else saved first says so; reloading brings their changes in and keeps what was typed', async () => {
  const theirs: SiteSettings = { ...structuredClone(DEFAULT_SITE_SETTINGS), tagline: 'Homes that last' };
  const both: SiteSettings = { ...DEFAULTS_AS_SENT, tagline: 'Homes that last', whatsapp: '+919876543210' };
  const sent: unknown[] = [];
  renderSettings([
    loaded,
    {
      request: { query: updateSiteSettingsMutation, variables: { input: { ...DEFAULTS_AS_SENT, whatsapp: '+919876543210' }, version: 1 } },
      result: {
        errors: [new GraphQLError('Someone else saved these settings a moment ago. Reload them to see their changes.', { extensions: { code: 'CONFLICT' } })],
      },
    },
    { request: { query: adminSiteSettingsQuery }, result: { data: { siteSettings: answered(theirs, 2) } } },
    {
      request: {
        query: updateSiteSettingsMutation,
        variables: (variables: Record<string, unknown>) => {
          sent.push(variables);
          return true;
        },
      },
      result: { data: { updateSiteSettings: answered(both, 3) } },
    },
  ]);
  const user = userEvent.setup();
  await loadedOnScreen();
  await typeInto(whatsappField(), '98765 43210');
  await user.click(saveButton());

  const notice = await screen.findByRole('alert');
  expect(within(notice).getByText('Someone else saved these settings a moment ago')).toBeInTheDocument();
  expect(saveButton()).toBeDisabled();
  expect(whatsappField()).toHaveValue('98765 43210');
  await user.click(within(notice).getByRole('button', { name: 'Reload, keeping my changes' }));

  // Their tagline, my WhatsApp number: still to be saved.
  expect(await screen.findByDisplayValue('Homes that last')).toBeInTheDocument();
  expect(whatsappField()).toHaveValue('98765 43210');
  expect(screen.queryByText('Someone else saved these settings a moment ago')).not.toBeInTheDocument();
  expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  await user.click(saveButton());
  expect(await screen.findByText('Settings saved!')).toBeInTheDocument();
  expect(sent.at(-1)).toEqual({ input: both, version: 2 });
});

test('shows saved numbers as the site does, and says at once when a typed number cannot be called', async () => {
  renderSettings([loaded]);
  await loadedOnScreen();
  expect(whatsappField()).toHaveValue(formatPhone(normalizePhone(DEFAULT_SITE_SETTINGS.whatsapp)!));
  await typeInto(whatsappField(), '98765');
  expect(await screen.findByText(/This is not a number that can be chatted with yet/)).toBeInTheDocument();
});

test('each text a visitor reads has its Tamil beside it: a Tamil text typed is sent, one cleared is sent as none (the English shows)', async () => {
  const tagline = 'உறுதியான வீடுகள்';
  const sent: { input: SiteSettings }[] = [];
  renderSettings([
    loaded,
    {
      request: {
        query: updateSiteSettingsMutation,
        variables: (variables: Record<string, unknown>) => {
          sent.push(variables as { input: SiteSettings });
          return true;
        },
      },
      result: { data: { updateSiteSettings: answered(DEFAULTS_AS_SENT, 2) } },
    },
  ]);
  const user = userEvent.setup();
  await loadedOnScreen();
  const firm = section('settings-firm');
  expect(firm.getByRole('textbox', { name: /^Firm name in Tamil/ })).toHaveValue(DEFAULT_SITE_SETTINGS.ta!.firmName);
  expect(firm.getByRole('textbox', { name: /^Firm name in Tamil/ })).toHaveAttribute('lang', 'ta');
  const firstReason = DEFAULT_SITE_SETTINGS.about.reasons[0];
  expect(section('settings-about').getAllByRole('textbox', { name: /^Reason in Tamil/ })[0]).toHaveValue(firstReason.ta!.title);

  await typeInto(firm.getByRole('textbox', { name: /^Tagline in Tamil/ }), `  ${tagline} `);
  await user.clear(section('settings-contact').getAllByRole('textbox', { name: /^Label in Tamil/ })[0]);
  await user.click(saveButton());
  expect(await screen.findByText('Settings saved!')).toBeInTheDocument();

  const { input } = sent.at(-1)!;
  expect(input.ta).toEqual({ ...DEFAULT_SITE_SETTINGS.ta, tagline });
  expect(input.phones[0]).toEqual({ label: DEFAULT_SITE_SETTINGS.phones[0].label, number: DEFAULT_SITE_SETTINGS.phones[0].number, ta: {} });
  expect(input.about.reasons[0].ta).toEqual(firstReason.ta);
});
