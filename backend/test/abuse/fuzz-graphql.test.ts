import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import fc from 'fast-check';
import { getIntrospectionQuery } from 'graphql';
import {
  authorization,
  boundedHostileString,
  deepJson,
  hostileJsonValue,
  hostileString,
  hugeString,
  idLike,
  nastyString,
  odditiesOfContentType,
  percentEncode,
  PROTOTYPE_KEYS,
} from './support/arbitraries';
import { checkGraphQLResponse, checkKeptAlive, checkProperty, expectAlive, FailureLog, RequestCase, send, type RawRequest } from './support/http';
import { buildMultipart, fileArbitrary, filenameArbitrary, type MultipartSpec, type PartSpec } from './support/multipart';
import { useFuzzTarget, type Collection } from './support/fuzz-target';

/**
 * Property-based abuse of every query and mutation of schema.graphql, over POST JSON, GET and the
 * multipart request spec: whatever arrives, no 5xx, no error coded INTERNAL_SERVER_ERROR, and the
 * server stays up. Seeds are fixed per property; fast-check prints the seed and the shrunk request.
 */

/** A variable's declared type in one of the documents below. */
type VariableType =
  | 'ID!'
  | 'String'
  | 'String!'
  | 'ProjectCategory'
  | '[String!]'
  | 'Upload'
  | 'Upload!'
  | '[Upload!]'
  | 'CreateProjectInput!'
  | 'UpdateProjectInput!'
  | 'CreateGalleryImageInput!'
  | 'UpdateGalleryImageInput!'
  | 'CreateServiceInput!'
  | 'UpdateServiceInput!'
  | 'SiteSettingsInput!'
  | 'SubmitEnquiryInput!'
  | 'EnquiryStatus!';

interface Operation {
  name: string;
  document: string;
  variables: Record<string, VariableType>;
  collection?: Collection;
}

const IMAGE = 'image { url width height srcset variants { url width height } }';
const PROJECT_FIELDS = `id title category details description location features imageUrl images createdAt updatedAt ${IMAGE} extraImages { url } related { id title category }`;
const GALLERY_FIELDS = `id title category imageUrl createdAt updatedAt ${IMAGE}`;
const SERVICE_FIELDS = `id title description points position imageUrl createdAt updatedAt ${IMAGE}`;

/** A mutation that passes each variable as the argument of the same name, e.g. `mutation DeleteService($id: ID!) { deleteService(id: $id) }`. */
function mutation(name: string, variables: Record<string, VariableType>, fields: string | null, collection?: Collection): Operation {
  const declared = Object.entries(variables)
    .map(([variable, type]) => `$${variable}: ${type}`)
    .join(', ');
  const passed = Object.keys(variables)
    .map((variable) => `${variable}: $${variable}`)
    .join(', ');
  const selection = fields === null ? '' : ` { ${fields} }`;
  return { name, document: `mutation ${name[0].toUpperCase()}${name.slice(1)}(${declared}) { ${name}(${passed})${selection} }`, variables, collection };
}

/** Every query and mutation of schema.graphql, with all its arguments as variables. */
const OPERATIONS: Operation[] = [
  {
    name: 'projects',
    document: `query Projects($category: ProjectCategory) { projects(category: $category) { ${PROJECT_FIELDS} } }`,
    variables: { category: 'ProjectCategory' },
  },
  { name: 'project', document: `query Project($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`, variables: { id: 'ID!' }, collection: 'projects' },
  {
    name: 'galleryImages',
    document: `query Gallery($category: String) { galleryImages(category: $category) { ${GALLERY_FIELDS} } }`,
    variables: { category: 'String' },
  },
  {
    name: 'galleryImage',
    document: `query GalleryImage($id: ID!) { galleryImage(id: $id) { ${GALLERY_FIELDS} } }`,
    variables: { id: 'ID!' },
    collection: 'gallery',
  },
  { name: 'galleryCategories', document: 'query Categories { galleryCategories { id name } }', variables: {} },
  { name: 'services', document: `query Services { services { ${SERVICE_FIELDS} } }`, variables: {} },
  { name: 'service', document: `query Service($id: ID!) { service(id: $id) { ${SERVICE_FIELDS} } }`, variables: { id: 'ID!' }, collection: 'services' },
  { name: 'me', document: 'query Me { me { id email name role } }', variables: {} },
  {
    name: 'login',
    document: 'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token name email role } }',
    variables: { email: 'String!', password: 'String!' },
  },
  mutation('changePassword', { currentPassword: 'String!', newPassword: 'String!' }, 'token name email role'),
  mutation('updateMyAccount', { name: 'String!', email: 'String!', currentPassword: 'String' }, 'id name email lastSignInAt'),
  mutation('createProject', { input: 'CreateProjectInput!', image: 'Upload!', images: '[Upload!]' }, PROJECT_FIELDS, 'projects'),
  mutation(
    'updateProject',
    { id: 'ID!', input: 'UpdateProjectInput!', image: 'Upload', images: '[Upload!]', removeImages: '[String!]' },
    PROJECT_FIELDS,
    'projects',
  ),
  mutation('deleteProject', { id: 'ID!' }, null, 'projects'),
  mutation('createGalleryImage', { input: 'CreateGalleryImageInput!', image: 'Upload!' }, GALLERY_FIELDS, 'gallery'),
  mutation('updateGalleryImage', { id: 'ID!', input: 'UpdateGalleryImageInput!', image: 'Upload' }, GALLERY_FIELDS, 'gallery'),
  mutation('deleteGalleryImage', { id: 'ID!' }, null, 'gallery'),
  mutation('createService', { input: 'CreateServiceInput!', image: 'Upload!' }, SERVICE_FIELDS, 'services'),
  mutation('updateService', { id: 'ID!', input: 'UpdateServiceInput!', image: 'Upload' }, SERVICE_FIELDS, 'services'),
  mutation('deleteService', { id: 'ID!' }, null, 'services'),
  {
    name: 'siteSettings',
    document: 'query Settings { siteSettings { firmName whatsapp phones { label number } about { team { name photo { url } } } } }',
    variables: {},
  },
  mutation('updateSiteSettings', { input: 'SiteSettingsInput!', teamPhotos: '[Upload!]' }, 'firmName whatsapp phones { number }'),
  mutation('submitEnquiry', { input: 'SubmitEnquiryInput!' }, null),
  { name: 'enquiries', document: 'query Enquiries { enquiries { id name email phone subject message status createdAt } unreadEnquiryCount }', variables: {} },
  mutation('updateEnquiry', { id: 'ID!', status: 'EnquiryStatus!' }, 'id status'),
  mutation('deleteEnquiry', { id: 'ID!' }, null),
];
const QUERIES = OPERATIONS.filter((operation) => operation.document.startsWith('query'));
const UPLOAD_OPERATIONS = OPERATIONS.filter((operation) => Object.values(operation.variables).some((type) => type.includes('Upload')));

const CATEGORIES = ['RESIDENTIAL', 'COMMERCIAL', 'INDUSTRIAL', 'INFRASTRUCTURE'];
const GALLERY_CATEGORIES = ['Residential', 'Commercial', 'Infrastructure', 'Interiors', 'Construction Progress'];

/** Names, keywords and punctuation of this schema's documents, for token soup. */
const TOKENS = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ':',
  '!',
  '$',
  '=',
  '@',
  '|',
  '&',
  '...',
  ',',
  '#',
  '"',
  '"""',
  'query',
  'mutation',
  'subscription',
  'fragment',
  'on',
  'true',
  'false',
  'null',
  'schema',
  'extend',
  'type',
  'input',
  'enum',
  'directive',
  'scalar',
  ...OPERATIONS.map((operation) => operation.name),
  'id',
  'title',
  'related',
  'image',
  'variants',
  'url',
  'srcset',
  'points',
  'category',
  'input',
  'token',
  'details',
  'extraImages',
  '__typename',
  '__schema',
  '__type',
  'types',
  'fields',
  'name',
  'kind',
  'ofType',
  'Project',
  'Service',
  'GalleryImage',
  'ProjectCategory',
  'Upload',
  'ID',
  'String',
  'Int',
  'Boolean',
  'RESIDENTIAL',
  '@include(if: true)',
  '@skip(if: false)',
  '@deprecated',
  '@defer',
  '@stream',
  '$id',
  '$input',
  '$x: Int = 1',
  '"text"',
  '"\\u0000"',
  '"\\uD800"',
  '"""block"""',
  '0',
  '-1',
  '1e309',
  '0x10',
  '99999999999999999999999',
  '1.5',
];

describe('GraphQL abuse (fast-check)', () => {
  const target = useFuzzTarget();
  const failures = new FailureLog();
  let sent = 0;

  /** Sends one request and checks the answer; every 100 requests, the server must still be healthy. */
  async function exercise({ label, request }: RequestCase): Promise<void> {
    await failures.run(label, async () => {
      const response = await send(target.server.url, request);
      checkGraphQLResponse(request, response);
      checkKeptAlive(response);
      const data = (response.json as { data?: Record<string, { id?: unknown } | null> } | undefined)?.data;
      for (const [field, collection] of [
        ['createProject', 'projects'],
        ['createGalleryImage', 'gallery'],
        ['createService', 'services'],
      ] as const) {
        const id = data?.[field]?.id;
        if (typeof id === 'string') target.ids[collection].push(id);
      }
    });
    sent += 1;
    if (sent % 100 === 0) await expectAlive(target.server.url);
  }

  const auth = () =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(null).map(() => `Bearer ${target.token}`) },
      {
        weight: 2,
        arbitrary: authorization(
          () => target.token,
          () => target.forgedTokens,
        ),
      },
    );

  function headersWith(authValue: string | undefined, headers: Record<string, string>): Record<string, string> {
    return authValue === undefined ? headers : { ...headers, authorization: authValue };
  }

  /** A value of the declared type that the server should accept (as far as the type goes). */
  function validValue(type: VariableType, collection: Collection | undefined): fc.Arbitrary<unknown> {
    const text = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('Fuzzed title', 'A description.', 'admin@test.example') },
      { weight: 2, arbitrary: boundedHostileString },
    );
    const texts = fc.array(text, { maxLength: 5 });
    const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { freq: 3, nil: undefined });
    const object = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) =>
      fc.record(fields, { requiredKeys: [] }).map((value) => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)));
    switch (type) {
      case 'ID!':
        return idLike(() => (collection ? target.ids[collection] : []));
      case 'String':
      case 'String!':
        return text;
      case 'ProjectCategory':
        return fc.constantFrom(...CATEGORIES);
      case '[String!]':
        return texts;
      case 'Upload':
      case 'Upload!':
      case '[Upload!]':
        // JSON cannot carry a file: what a client that got the spec wrong sends.
        return fc.constantFrom(null, 'photo.jpg', {}, { uri: 'file:///etc/passwd' }, [], ['x']);
      case 'CreateProjectInput!':
        return object({ title: text, details: text, category: optional(fc.constantFrom(...CATEGORIES)), location: optional(text), features: optional(texts) });
      case 'UpdateProjectInput!':
        return object({
          title: optional(text),
          details: optional(text),
          category: optional(fc.constantFrom(...CATEGORIES)),
          location: optional(text),
          features: optional(texts),
        });
      case 'CreateGalleryImageInput!':
        return object({ title: text, category: fc.constantFrom(...GALLERY_CATEGORIES) });
      case 'UpdateGalleryImageInput!':
        return object({ title: optional(text), category: optional(fc.constantFrom(...GALLERY_CATEGORIES)) });
      case 'CreateServiceInput!':
        return object({ title: text, description: text, points: texts });
      case 'UpdateServiceInput!':
        return object({ title: optional(text), description: optional(text), points: optional(texts) });
      case 'SiteSettingsInput!':
        return object({
          firmName: optional(text),
          whatsapp: optional(fc.oneof(text, fc.constantFrom('98765 43210', '+91 4143 223456', '12345'))),
          phones: optional(fc.array(object({ label: text, number: text }), { maxLength: 6 })),
          social: optional(fc.array(object({ name: fc.constantFrom('Facebook', 'X', 'MySpace'), url: text }), { maxLength: 3 })),
          map: optional(object({ latitude: optional(fc.double()), longitude: optional(fc.double()), linkUrl: optional(text), embedUrl: optional(text) })),
        }).map((changes) => ({ ...structuredClone(DEFAULT_SITE_SETTINGS), ...changes }));
      case 'SubmitEnquiryInput!':
        return object({
          name: text,
          email: text,
          phone: optional(text),
          subject: text,
          message: text,
          website: optional(fc.constantFrom('', 'http://spam.example')),
        });
      case 'EnquiryStatus!':
        return fc.constantFrom('NEW', 'REPLIED', 'CLOSED', 'new', 'DELETED');
    }
  }

  /** The declared type's value, or one that is wrong in some way: null, wrong type, huge, deep, a huge list, extra fields. */
  function hostileValue(type: VariableType, collection: Collection | undefined): fc.Arbitrary<unknown> {
    return fc.oneof(
      { weight: 8, arbitrary: validValue(type, collection) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 2, arbitrary: hostileJsonValue },
      { weight: 1, arbitrary: hugeString(20_000, 90_000) },
      {
        weight: 1,
        arbitrary: fc
          .record({ length: fc.integer({ min: 1000, max: 20_000 }), item: fc.constantFrom('x', '', 'RESIDENTIAL', null) })
          .map(({ length, item }) => Array.from({ length }, () => item)),
      },
      { weight: 1, arbitrary: fc.integer({ min: 100, max: 3000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            validValue(type, collection),
            fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), nastyString), hostileJsonValue, { minKeys: 1, maxKeys: 3 }),
          )
          .map(([valid, extra]) =>
            valid !== null && typeof valid === 'object' && !Array.isArray(valid) ? withOwnKeys(valid as Record<string, unknown>, extra) : valid,
          ),
      },
    );
  }

  /** Variables for an operation: each one valid or hostile, some left out, unknown ones added. */
  function variablesFor(operation: Operation): fc.Arbitrary<Record<string, unknown>> {
    const entries = Object.entries(operation.variables).map(([name, type]) =>
      fc.tuple(fc.constant(name), fc.option(hostileValue(type, operation.collection), { freq: 10, nil: undefined })),
    );
    return fc
      .tuple(fc.tuple(...entries), fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), nastyString), hostileJsonValue, { maxKeys: 2 }))
      .map(([pairs, extra]) => withOwnKeys(Object.fromEntries(pairs.filter(([, value]) => value !== undefined)), extra));
  }

  it('every operation over POST JSON with hostile variables and tokens', async () => {
    const cases = fc
      .constantFrom(...OPERATIONS)
      .chain((operation) =>
        fc.record({
          operation: fc.constant(operation),
          variables: variablesFor(operation),
          operationName: fc.oneof(
            { weight: 6, arbitrary: fc.constant(undefined) },
            { weight: 2, arbitrary: fc.constant(operation.document.split(/[ (]/)[1]) },
            { weight: 1, arbitrary: fc.oneof(nastyString, fc.constantFrom(null, 'Other', '')) },
          ),
          auth: auth(),
        }),
      )
      .map(
        ({ operation, variables, operationName, auth: authValue }) =>
          new RequestCase(`POST ${operation.name}`, () => ({
            method: 'POST',
            path: '/graphql',
            headers: headersWith(authValue, { 'content-type': 'application/json' }),
            body: JSON.stringify({ query: operation.document, variables, ...(operationName === undefined ? {} : { operationName }) }),
          })),
      );
    await checkProperty('graphql post variables', fc.asyncProperty(cases, exercise), 450);
    await expectAlive(target.server.url);
  });

  it('every query over GET, with and without the CSRF preflight header, and mutations over GET', async () => {
    const cases = fc
      .record({
        operation: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERIES) }, { weight: 1, arbitrary: fc.constantFrom(...OPERATIONS) }),
        variablesSeed: fc.nat(),
        variablesForm: fc.constantFrom('json', 'json', 'json', 'broken', 'array', 'absent', 'twice'),
        extra: fc.array(
          fc.tuple(fc.oneof(fc.constantFrom('query', 'variables', 'operationName', 'extensions', 'id', ...PROTOTYPE_KEYS), nastyString), boundedHostileString),
          { maxLength: 3 },
        ),
        preflight: fc.constantFrom<Record<string, string>>(
          { 'apollo-require-preflight': 'true' },
          { 'apollo-require-preflight': 'true' },
          { 'x-apollo-operation-name': 'Fuzz' },
          {},
          { 'content-type': 'application/json' },
          { 'content-type': 'text/plain', 'apollo-require-preflight': '' },
        ),
        accept: fc.option(
          fc.constantFrom('application/json', 'application/graphql-response+json', 'text/html', 'multipart/mixed; deferSpec=20220824', '*/*;q=0'),
          { nil: undefined },
        ),
        auth: fc.option(auth(), { freq: 2, nil: undefined }),
      })
      .chain((value) => variablesFor(value.operation).map((variables) => ({ ...value, variables })))
      .map(({ operation, variables, variablesForm, extra, preflight, accept, auth: authValue }) => {
        const params: [string, string][] = [['query', operation.document]];
        const json = JSON.stringify(variables);
        if (variablesForm === 'json' || variablesForm === 'twice') params.push(['variables', json]);
        if (variablesForm === 'twice') params.push(['variables', '{}'], ['query', '{ __typename }']);
        if (variablesForm === 'broken') params.push(['variables', json.slice(0, Math.max(1, json.length >> 1))]);
        if (variablesForm === 'array') params.push(['variables', `[${json}]`]);
        params.push(...extra);
        const query = params
          .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
          .join('&')
          .slice(0, 12_000);
        return new RequestCase(`GET ${operation.name}`, () => ({
          method: 'GET',
          path: `/graphql?${query}`,
          headers: headersWith(authValue, { ...preflight, ...(accept ? { accept } : {}) }),
        }));
      });
    await checkProperty('graphql get', fc.asyncProperty(cases, exercise), 250);
    await expectAlive(target.server.url);
  });

  it('garbage and oversized query documents', async () => {
    const soup = fc
      .array(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...TOKENS) }, { weight: 1, arbitrary: nastyString }), { minLength: 1, maxLength: 120 })
      .map((tokens) => tokens.join(' '));
    const repeat = (unit: string, count: number, close = '') => unit.repeat(count) + close.repeat(count);
    const documents = fc.oneof(
      { weight: 6, arbitrary: soup },
      { weight: 1, arbitrary: fc.integer({ min: 50, max: 20_000 }).map((depth) => `{ ${repeat('project(id: "x") { related { ', depth, '} } ')} }`) },
      { weight: 1, arbitrary: fc.integer({ min: 50, max: 30_000 }).map((depth) => repeat('{', depth, '}')) },
      { weight: 1, arbitrary: fc.integer({ min: 50, max: 20_000 }).map((depth) => `{ project(id: ${repeat('[', depth, ']')}) { id } }`) },
      {
        weight: 1,
        arbitrary: fc.integer({ min: 50, max: 20_000 }).map((depth) => `query($v: ${repeat('[', depth, ']').replace(/\[\]/, '[String]')}) { __typename }`),
      },
      {
        weight: 1,
        arbitrary: fc
          .integer({ min: 50, max: 5000 })
          .map((count) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: projects { related { related { id } } }`).join(' ')} }`),
      },
      { weight: 1, arbitrary: fc.integer({ min: 50, max: 5000 }).map((count) => `{ __typename ${'@include(if: true) '.repeat(count)} }`) },
      {
        weight: 1,
        arbitrary: fc
          .integer({ min: 50, max: 3000 })
          .map(
            (count) =>
              `{ ...F0 } ${Array.from({ length: count }, (_, i) => `fragment F${i} on Query { ...F${i + 1} services { id } }`).join(' ')} fragment F${count} on Query { __typename }`,
          ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
          'fragment A on Query { ...A } { ...A }',
          '{ ...Missing }',
          'query A { me { id } } query A { me { id } }',
          'query { me { id } } query B { services { id } }',
          'subscription { projects { id } }',
          '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }',
          '{ __type(name: "Project") { fields { name args { name } } } }',
          getIntrospectionQuery({
            descriptions: true,
            specifiedByUrl: true,
            directiveIsRepeatable: true,
            schemaDescription: true,
            inputValueDeprecation: true,
          }),
        ),
      },
      { weight: 1, arbitrary: fc.integer({ min: 1000, max: 90_000 }).map((length) => `{ project(id: "${'x'.repeat(length)}") { id } }`) },
      {
        weight: 1,
        arbitrary: fc.integer({ min: 100, max: 20_000 }).map((count) => `{ projects(category: RESIDENTIAL${', category: RESIDENTIAL'.repeat(count)}) { id } }`),
      },
      { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((count) => `${'# comment\n'.repeat(count)}{ __typename }`) },
      {
        weight: 1,
        arbitrary: fc
          .integer({ min: 100, max: 5_000 })
          .map((count) => `query(${Array.from({ length: count }, (_, i) => `$v${i}: String`).join(' ')}) { __typename }`),
      },
    );
    const cases = fc.record({ document: documents, via: fc.constantFrom('post', 'post', 'get'), auth: fc.option(auth(), { nil: undefined }) }).map(
      ({ document, via, auth: authValue }) =>
        new RequestCase(`${via.toUpperCase()} garbage document`, () =>
          via === 'post'
            ? {
                method: 'POST',
                path: '/graphql',
                headers: headersWith(authValue, { 'content-type': 'application/json' }),
                body: JSON.stringify({ query: document }),
              }
            : {
                method: 'GET',
                path: `/graphql?query=${percentEncode(document).slice(0, 12_000)}`,
                headers: headersWith(authValue, { 'apollo-require-preflight': 'true' }),
              },
        ),
    );
    await checkProperty('graphql documents', fc.asyncProperty(cases, exercise), 250);
    await expectAlive(target.server.url);
  });

  it('broken JSON envelopes: query not a string, variables not an object, operationName mismatches, batches, extensions', async () => {
    const document = fc.constantFrom(...OPERATIONS).map((operation) => operation.document);
    const envelope: fc.Arbitrary<unknown> = fc.oneof(
      fc.record({ query: hostileJsonValue }),
      fc.record({ query: document, variables: fc.oneof(hostileJsonValue, fc.constantFrom('{"id":"x"}', '', '[]', 'null')) }),
      fc.record({ query: document, operationName: fc.oneof(hostileJsonValue, fc.constantFrom('Projects', 'Missing', 'Projects Me')) }),
      fc.record({
        query: fc.constant('query A { me { id } } query B { services { id } }'),
        operationName: fc.option(fc.constantFrom('A', 'B', 'C', ''), { nil: undefined }),
      }),
      fc.record({
        query: document,
        extensions: fc.oneof(
          hostileJsonValue,
          fc.record({
            persistedQuery: fc.record({
              version: hostileJsonValue,
              sha256Hash: fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }), hostileJsonValue),
            }),
          }),
        ),
      }),
      fc.record({ extensions: fc.constant({ persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } }) }),
      fc.array(fc.oneof(fc.record({ query: document }), hostileJsonValue), { maxLength: 20 }),
      fc.integer({ min: 100, max: 3000 }).map((count) => Array.from({ length: count }, () => ({ query: '{ __typename }' }))),
      fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'query', 'variables', 'id', 'doc'), nastyString), hostileJsonValue, { maxKeys: 4 }),
      hostileJsonValue,
    );
    const payload = fc.oneof(
      { weight: 8, arbitrary: envelope.map((value) => ({ type: 'application/json', body: JSON.stringify(value) ?? 'null' })) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(
            '{',
            '{"query":',
            '{"query":"{ me { id } }",}',
            "{'query':'{ me { id } }'}",
            '\u0000',
            '{"query":"\\ud800"}',
            '{"query":"{ me { id } }"}{"x":1}',
          )
          .map((body) => ({ type: 'application/json', body })),
      },
      { weight: 1, arbitrary: deepJson.map((body) => ({ type: 'application/json', body })) },
      {
        weight: 1,
        arbitrary: fc
          .integer({ min: 100, max: 20_000 })
          .map((depth) => ({ type: 'application/json', body: `{"query":"{ __typename }","variables":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}` })),
      },
      {
        weight: 1,
        arbitrary: hugeString(100_000, 200_000).map((text) => ({
          type: 'application/json',
          body: JSON.stringify({ query: `{ project(id: "${text}") { id } }` }),
        })),
      },
      { weight: 2, arbitrary: fc.tuple(odditiesOfContentType, fc.oneof(document, hostileString)).map(([type, body]) => ({ type, body })) },
      { weight: 1, arbitrary: document.map((body) => ({ type: 'application/graphql', body })) },
    );
    const cases = fc
      .record({
        payload,
        preflight: fc.boolean(),
        auth: fc.option(auth(), { nil: undefined }),
        method: fc.constantFrom('POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE'),
      })
      .map(
        ({ payload: { type, body }, preflight, auth: authValue, method }) =>
          new RequestCase(`${method} envelope`, () => ({
            method,
            path: '/graphql',
            headers: headersWith(authValue, { ...(type ? { 'content-type': type } : {}), ...(preflight ? { 'apollo-require-preflight': 'true' } : {}) }),
            body,
          })),
      );
    await checkProperty('graphql envelopes', fc.asyncProperty(cases, exercise), 250);
    await expectAlive(target.server.url);
  });

  it('multipart requests (GraphQL multipart request spec) with broken operations, maps and files', async () => {
    await checkProperty('graphql multipart', fc.asyncProperty(multipartCases(), exercise), 300);
    await expectAlive(target.server.url);
  });

  it('found no failures (with ABUSE_KEEP_GOING=1: all of them, one per kind and operation)', async () => {
    await expectAlive(target.server.url);
    if (failures.size > 0) throw new Error(`${failures.size} distinct GraphQL failures:${failures.report()}`);
  });

  /**
   * A multipart request per the spec (operations, map, then the files), valid to begin with: the
   * variables of an upload mutation with nulls where the files go. Then some of it is broken.
   */
  function multipartCases(): fc.Arbitrary<RequestCase> {
    const uploadPaths = (operation: Operation): string[] =>
      Object.entries(operation.variables).flatMap(([name, type]) =>
        type === '[Upload!]' ? [`variables.${name}.0`, `variables.${name}.1`] : type.startsWith('Upload') ? [`variables.${name}`] : [],
      );
    const mapPath = fc.oneof(
      fc.constantFrom('variables.image', 'variables.images.0', 'variables.images.1', 'variables.input', 'variables.input.title', 'variables.id'),
      fc.constantFrom(
        'variables',
        'query',
        'operationName',
        'variables.images.999999',
        'variables.images.-1',
        'variables.images.1e3',
        'variables.image.0',
        'variables..image',
        '',
        '.',
      ),
      fc.constantFrom(...PROTOTYPE_KEYS).map((key) => `variables.${key}.polluted`),
      fc.constantFrom('__proto__.polluted', 'variables.__proto__', 'constructor.prototype.polluted', 'variables.constructor.prototype.polluted'),
      fc.array(fc.constantFrom('variables', 'a', '0', 'images', '__proto__'), { minLength: 1, maxLength: 40 }).map((segments) => segments.join('.')),
      boundedHostileString,
    );
    const map = (paths: string[]): fc.Arbitrary<string> =>
      fc.oneof(
        { weight: 8, arbitrary: fc.constant(JSON.stringify(Object.fromEntries(paths.map((path, index) => [String(index), [path]])))) },
        {
          weight: 2,
          arbitrary: fc
            .dictionary(
              fc.oneof(fc.constantFrom('0', '1', '2', ...PROTOTYPE_KEYS), nastyString),
              fc.oneof(fc.array(mapPath, { maxLength: 4 }), hostileJsonValue),
              { maxKeys: 4 },
            )
            .map((value) => JSON.stringify(value)),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            '',
            '{',
            '[]',
            'null',
            '"0"',
            '{"0":"variables.image"}',
            '{"0":[]}',
            '{"0":[null]}',
            '{"0":["variables.image","variables.image"]}',
            '{"0":["variables.image"],"1":["variables.image"]}',
          ),
        },
        {
          weight: 1,
          arbitrary: fc
            .integer({ min: 30, max: 3000 })
            .map((count) => JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), ['variables.image']])))),
        },
      );
    return fc
      .constantFrom(...UPLOAD_OPERATIONS)
      .chain((operation) => {
        const paths = uploadPaths(operation);
        return fc.record({
          operation: fc.constant(operation),
          variables: variablesFor(operation),
          operations: fc.oneof(
            { weight: 8, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: fc.constantFrom('', '{', '[]', 'null', '"x"', '[{"query":"{ __typename }"}]', '{"query":null}') },
          ),
          map: map(paths),
          files: fc.array(
            fc.tuple(
              fc.oneof(
                { weight: 6, arbitrary: fc.constantFrom('0', '1') },
                { weight: 1, arbitrary: fc.oneof(fc.constantFrom('2', 'image', ...PROTOTYPE_KEYS), nastyString) },
              ),
              fileArbitrary(target.images),
            ),
            { minLength: 0, maxLength: 4 },
          ),
          order: fc.constantFrom('spec', 'spec', 'spec', 'files-first', 'map-first', 'reversed'),
          duplicateOperations: fc.oneof({ weight: 10, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
          preflight: fc.oneof({ weight: 8, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
          structure: fc.record({
            missingBoundary: fc.oneof({ weight: 15, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
            closing: fc.oneof({ weight: 10, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
            keep: fc.oneof({ weight: 10, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) }),
            newline: fc.oneof({ weight: 15, arbitrary: fc.constant('\r\n' as const) }, { weight: 1, arbitrary: fc.constant('\n' as const) }),
            filename: filenameArbitrary('photo.png'),
          }),
          auth: fc.oneof({ weight: 6, arbitrary: fc.constant(null).map(() => `Bearer ${target.token}`) }, { weight: 1, arbitrary: auth() }),
        });
      })
      .map(({ operation, variables, operations, map: mapText, files, order, duplicateOperations, preflight, structure, auth: authValue }) => {
        const withNulls = { ...variables };
        for (const path of uploadPaths(operation)) setNull(withNulls, path.split('.').slice(1));
        const operationsText = operations ?? JSON.stringify({ query: operation.document, variables: withNulls });
        const textParts: PartSpec[] = [
          { name: 'operations', data: Buffer.from(operationsText) },
          ...(duplicateOperations ? [{ name: 'operations', data: Buffer.from('{"query":"{ me { id } }"}') }] : []),
        ];
        const mapPart: PartSpec = { name: 'map', data: Buffer.from(mapText) };
        const fileParts: PartSpec[] = files.map(([name, file]) => ({
          name,
          filename: structure.filename === 'photo.png' ? file.filename : structure.filename,
          contentType: file.contentType,
          data: file.data,
        }));
        const parts =
          order === 'spec'
            ? [...textParts, mapPart, ...fileParts]
            : order === 'files-first'
              ? [...fileParts, ...textParts, mapPart]
              : order === 'map-first'
                ? [mapPart, ...textParts, ...fileParts]
                : [...fileParts, mapPart, ...textParts].reverse();
        const spec: MultipartSpec = {
          parts,
          declaredBoundary: structure.missingBoundary ? null : 'graphql-abuse-boundary',
          bodyBoundary: 'graphql-abuse-boundary',
          mediaType: 'multipart/form-data',
          newline: structure.newline,
          closing: structure.closing,
          preamble: '',
          keep: structure.keep,
        };
        return new RequestCase(`POST ${operation.name} (multipart)`, (): RawRequest => {
          const built = buildMultipart(spec);
          return {
            method: 'POST',
            path: '/graphql',
            headers: headersWith(authValue, { 'content-type': built.contentType, ...(preflight ? { 'apollo-require-preflight': 'true' } : {}) }),
            body: built.body,
          };
        });
      });
  }
});

/** Copies `extra` onto `target` as own keys, `__proto__` included (a plain assignment would set the prototype). */
function withOwnKeys(target: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...target };
  for (const [key, value] of Object.entries(extra)) Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Sets a null at a variables path such as ['images', '1'], creating lists as needed (the spec's placeholder for a file). */
function setNull(target: Record<string, unknown>, path: string[]): void {
  const [head, ...rest] = path;
  if (rest.length === 0) {
    target[head] = null;
    return;
  }
  const next = target[head];
  const container = next !== null && typeof next === 'object' ? (next as Record<string, unknown>) : /^\d+$/.test(rest[0]) ? [] : {};
  target[head] = container;
  setNull(container as Record<string, unknown>, rest);
}
