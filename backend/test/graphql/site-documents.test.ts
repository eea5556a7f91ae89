import fs from 'node:fs';
import path from 'node:path';
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type NamedTypeNode,
} from 'graphql';
import { Upload } from 'graphql-upload-minimal';
import { estimateCost, GRAPHQL_LIMITS, validationLimits } from '../../src/graphql/limits';
import { createSchema } from '../../src/graphql/schema';

const FRONTEND_SRC = path.resolve(__dirname, '../../../frontend/src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every operation and fragment the site and the admin send, as written in their `graphql(...)` calls. */
function frontendDefinitions(): DefinitionNode[] {
  return sourceFiles(FRONTEND_SRC).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/graphql\(`([^`]*)`\)/g)].flatMap((match) => parse(match[1]).definitions),
  );
}

/** An operation with the fragments it uses, directly or through other fragments. */
function withFragments(operation: DefinitionNode, fragments: Map<string, FragmentDefinitionNode>): DocumentNode {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
}

describe('the documents the site and the admin send', () => {
  let schema: GraphQLSchema;
  const definitions = frontendDefinitions();
  const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);

  beforeAll(async () => {
    schema = await createSchema();
  });

  it('are found in the frontend source', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  it.each(operations.map((operation) => [operation.kind === Kind.OPERATION_DEFINITION ? operation.name?.value : '?', operation]))(
    '%s stays within every limit, with room to spare on cost',
    (_name, operation) => {
      const document = withFragments(operation, fragments);
      expect(validate(schema, document, validationLimits())).toEqual([]);
      // Variables are not known here; the cost of these documents does not depend on them.
      const cost = estimateCost(schema, { query: document, variables: placeholderVariables(schema, operation) });
      expect(cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost / 2);
    },
  );
});

/** A value of the right shape for each declared variable, so the estimate can coerce them. */
function placeholderVariables(schema: GraphQLSchema, operation: DefinitionNode): Record<string, unknown> {
  if (operation.kind !== Kind.OPERATION_DEFINITION) return {};
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      placeholder(typeFromAST(schema, definition.type as NamedTypeNode) as GraphQLInputType),
    ]),
  );
}

function placeholder(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [];
  if (isEnumType(nullable)) return nullable.getValues()[0].name;
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, placeholder(field.type)]),
    );
  }
  if (nullable.name === 'Upload') return new Upload();
  if (nullable.name === 'Boolean') return true;
  return nullable.name === 'Int' || nullable.name === 'Float' ? 1 : 'x';
}
