import { BROKEN_TEXT_MESSAGE } from '@vriddhi/rules';
import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import { graphqlUpload, multipartForm, request, type FilePart } from '../support/factories';
import { storedState } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

/** Half of 🏠 (U+1F3E0 is \ud83c\udfe0): what a careless shortening of a text leaves behind. */
const HALF = '\ud83c';
const LOW_HALF = '\udfe0';
const ENQUIRY = { name: 'Arun Kumar', email: 'arun@example.com', phone: '+91 98765 43210', subject: 'Estimate', message: 'A 30 x 40 plot.' };

/**
 * A lone UTF-16 surrogate is refused in every text the site keeps, through every way in (REST JSON,
 * form fields, GraphQL variables and the query text itself), with a 400 naming the field, and
 * nothing is kept: neither in the settings' jsonb (which PostgreSQL refuses) nor, as U+FFFD, in a
 * text column.
 */
describe('texts with half a character', () => {
  let server: TestServer;
  let token: string;
  let png: FilePart;
  useAdminServer((started) => ({ server, token, png } = started));

  const settings = () => structuredClone(DEFAULT_SITE_SETTINGS);

  it('are refused in the settings over REST, naming the fields', async () => {
    const before = await storedState(server);
    const body = settings();
    body.tagline = `Builders ${HALF}`;
    body.about.team = [{ name: `Ravi ${LOW_HALF}`, role: 'Engineer', bio: '', photoUrl: null }];
    const { status, body: answer } = await request<{ errors: Record<string, string> }>(server, 'PUT', '/api/settings', { token, json: body });
    expect(status).toBe(400);
    expect(answer.errors).toEqual({ tagline: BROKEN_TEXT_MESSAGE, 'about.team.0.name': BROKEN_TEXT_MESSAGE });
    expect(await storedState(server)).toEqual(before);
  });

  it('are refused in the settings through GraphQL variables, naming the field', async () => {
    const before = await storedState(server);
    const result = await server.graphql(
      'mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { firmName } }',
      {
        input: { ...settings(), firmName: `Sri ${HALF}Vriddhi` },
      },
      token,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: BROKEN_TEXT_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', fields: { firmName: BROKEN_TEXT_MESSAGE } },
    });
    expect(await storedState(server)).toEqual(before);
  });

  it('are refused in an enquiry (a text column), over REST and GraphQL, and nothing is kept', async () => {
    const before = await storedState(server);
    const rest = await request<{ errors: Record<string, string> }>(server, 'POST', '/api/enquiries', { json: { ...ENQUIRY, message: `Call me ${HALF}` } });
    expect([rest.status, rest.body.errors]).toEqual([400, { message: BROKEN_TEXT_MESSAGE }]);
    const graphql = await server.graphql('mutation($input: SubmitEnquiryInput!) { submitEnquiry(input: $input) }', {
      input: { ...ENQUIRY, name: `Arun${LOW_HALF}` },
    });
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: BROKEN_TEXT_MESSAGE } });
    expect(await storedState(server)).toEqual(before);
  });

  it('are refused in a project created over REST multipart (a JSON list in a form field) and GraphQL multipart, with no file left', async () => {
    const before = await storedState(server);
    const form = multipartForm(
      { title: 'House', category: 'residential', details: 'Two storeys', features: JSON.stringify(['Garden', `Roof ${HALF}`]) },
      { image: png },
    );
    const rest = await request<{ errors: Record<string, string> }>(server, 'POST', '/api/projects', { token, form });
    expect([rest.status, rest.body.errors]).toEqual([400, { 'features.1': BROKEN_TEXT_MESSAGE }]);
    const graphql = await graphqlUpload(
      server,
      'mutation($input: CreateProjectInput!, $image: Upload!) { createProject(input: $input, image: $image) { id } }',
      { input: { title: `House ${HALF}`, details: 'Two storeys' } },
      { image: png },
      token,
    );
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { title: BROKEN_TEXT_MESSAGE } });
    expect(await storedState(server)).toEqual(before);
  });

  it('are refused in the query text itself, by the GraphQL parser, as the GraphQL spec says', async () => {
    const before = await storedState(server);
    const literal = await server.graphql(
      `mutation { submitEnquiry(input: { name: "Arun${HALF}", email: "a@example.com", phone: "9876543210", subject: "S", message: "M" }) }`,
    );
    expect(literal.status).toBe(400);
    expect(literal.errors?.[0]).toMatchObject({
      message: 'Syntax Error: Invalid character within String: U+D83C.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    const escaped = await server.graphql(
      'mutation { submitEnquiry(input: { name: "Arun\\uD83C", email: "a@example.com", phone: "9876543210", subject: "S", message: "M" }) }',
    );
    expect(escaped.status).toBe(400);
    expect(escaped.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(await storedState(server)).toEqual(before);
  });

  it('are kept when whole: a character outside the BMP is one character like any other', async () => {
    const rest = await request<{ data: { name: string } }>(server, 'POST', '/api/enquiries', { json: { ...ENQUIRY, name: 'Arun 🏠' } });
    expect(rest.status).toBe(201);
    const body = settings();
    body.tagline = 'Builders 🏠';
    const saved = await request<{ data: { tagline: string } }>(server, 'PUT', '/api/settings', { token, json: body });
    expect([saved.status, saved.body.data.tagline]).toEqual([200, 'Builders 🏠']);
  });
});
