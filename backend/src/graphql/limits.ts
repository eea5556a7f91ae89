import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  getNullableType,
  getVariableValues,
  GraphQLError,
  isListType,
  Kind,
  type DocumentNode,
  type SelectionNode,
  type GraphQLOutputType,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { PAGE_SIZE } from '@vriddhi/rules';
import { VARIANT_WIDTHS } from '../storage';
import { BoundedMap } from './bounded-map';
import { canonicalJson } from './normalised-documents';

/**
 * The bounds every GraphQL request must stay within, anonymous or not. Each one fails closed: a
 * request that cannot be measured is refused, never run unchecked. The README's "Limits" lists them.
 */
export const GRAPHQL_LIMITS = {
  /** Lexical tokens in the query document, checked while parsing (stops huge and deeply nested documents early). */
  maxTokens: 1000,
  /** Nested fields, counted through fragments (e.g. project → related → … → id). */
  maxDepth: 8,
  /** Aliased fields in one operation, counted through fragments. */
  maxAliases: 15,
  /** Directives in one operation. */
  maxDirectives: 10,
  /** Estimated cost: every field costs 1, and a list field costs its maximum length times its children. */
  maxCost: 25_000,
  /** Fields the cost estimate may visit after expanding fragments; past it the query is refused. */
  maxCostNodes: 5_000,
  /** Bytes of a response body; a larger answer is replaced by an error. */
  maxResponseBytes: 4 * 1024 * 1024,
} as const;

/**
 * The maximum length assumed for each list of objects when estimating a query's cost. These are
 * generous bounds for a small firm's content (a list longer than its bound is still answered in
 * full; the response size cap stays the backstop). A list field missing here costs DEFAULT_LIST_SIZE.
 */
export const LIST_SIZES: Readonly<Record<string, number>> = {
  'Query.projects': 200,
  'Query.galleryImages': 300,
  'Query.galleryCategories': 50,
  'Query.services': 50,
  // The lists that grow with use come a page at a time (the old plain lists are bounded the same).
  'Query.enquiries': PAGE_SIZE.max,
  'Query.users': PAGE_SIZE.max,
  'BackupList.backups': PAGE_SIZE.max,
  'EnquiryPage.items': PAGE_SIZE.max,
  'ActivityPage.items': PAGE_SIZE.max,
  'UserPage.items': PAGE_SIZE.max,
  'BackupPage.items': PAGE_SIZE.max,
  'Project.related': 4,
  'Project.extraImages': 19,
  'ImageAsset.variants': VARIANT_WIDTHS.length,
};
export const DEFAULT_LIST_SIZE = 100;

function listSize(parentType: string, fieldName: string, type: GraphQLOutputType): number {
  // Introspection answers are bounded by the schema itself: its lists count as single items.
  if (!isListType(getNullableType(type)) || parentType.startsWith('__') || fieldName.startsWith('__')) return 1;
  return LIST_SIZES[`${parentType}.${fieldName}`] ?? DEFAULT_LIST_SIZE;
}

/** 1 for the field itself, plus its children's cost times the list's maximum length (1 for a single object). */
export const listAwareEstimator: ComplexityEstimator = ({ type, field, childComplexity }) => 1 + listSize(type.name, field.name, field.type) * childComplexity;

function tooMuch(message: string, limit: Record<string, number>): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit, http: { status: 400 } } });
}

/** GraphQL Armor's rules report through the validation context instead of throwing (which Apollo would turn into a 500). */
function reportTo(context: ValidationContext | null, error: GraphQLError, limit: Record<string, number>): void {
  const refusal = tooMuch(error.message.replace(/^Syntax Error: /, ''), limit);
  if (!context) throw refusal; // not reached with validation rules; refuse rather than let it through
  context.reportError(refusal);
}

/** Introspection fields in an operation, counted through fragments (each fragment once, then remembered). */
function countIntrospection(selections: readonly SelectionNode[], context: ValidationContext, fragments: Map<string, number>): number {
  let count = 0;
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__schema' || selection.name.value === '__type') count += 1;
      else if (selection.selectionSet) count += countIntrospection(selection.selectionSet.selections, context, fragments);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countIntrospection(selection.selectionSet.selections, context, fragments);
    } else {
      const name = selection.name.value;
      if (!fragments.has(name)) {
        fragments.set(name, 0); // a cycle counts nothing here; graphql-js reports it
        const fragment = context.getFragment(name);
        fragments.set(name, fragment ? countIntrospection(fragment.selectionSet.selections, context, fragments) : 0);
      }
      count += fragments.get(name)!;
    }
  }
  return count;
}

/** One introspection field per operation: each answers the whole schema (about 160 kB), which aliases would multiply. */
const oneIntrospectionField: ValidationRule = (context) => ({
  OperationDefinition(node) {
    const found = countIntrospection(node.selectionSet.selections, context, new Map());
    if (found > 1) {
      context.reportError(tooMuch(`Introspection limit of 1 exceeded, found ${found}.`, { maxIntrospectionFields: 1 }));
    }
  },
});

/**
 * How often each root field of `selections` is asked for, through fragments: each fragment's counts
 * are found once, then remembered, so fragments that spread each other twice over are counted, not
 * expanded. `__typename` (even aliased as another field's name) changes nothing and is left out.
 */
function rootFieldCounts(selections: readonly SelectionNode[], context: ValidationContext, fragments: Map<string, Map<string, number>>): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (name: string, count: number) => counts.set(name, (counts.get(name) ?? 0) + count);
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') add(selection.name.value, 1);
      continue;
    }
    let inner: Map<string, number>;
    if (selection.kind === Kind.INLINE_FRAGMENT) inner = rootFieldCounts(selection.selectionSet.selections, context, fragments);
    else {
      const name = selection.name.value;
      if (!fragments.has(name)) {
        fragments.set(name, new Map()); // a cycle counts nothing here; graphql-js reports it
        const fragment = context.getFragment(name);
        if (fragment) fragments.set(name, rootFieldCounts(fragment.selectionSet.selections, context, fragments));
      }
      inner = fragments.get(name)!;
    }
    for (const [name, count] of inner) add(name, count);
  }
  return counts;
}

/** "createService twice, deleteService": each field once, in the order asked. */
function describeFields(counts: ReadonlyMap<string, number>): string {
  return [...counts].map(([name, count]) => (count === 1 ? name : `${name} ${count === 2 ? 'twice' : `${count} times`}`)).join(', ');
}

/**
 * One change (mutation field) per operation. graphql-js runs an operation's mutation fields one
 * after another and keeps each one's work, but a failed non-null field turns the whole answer into
 * `data: null`: two createService, the second invalid, kept the first while the client was told
 * both failed. Refused up front instead, so nothing runs; each change goes in a request of its own.
 */
const oneChangePerOperation: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'mutation') return;
    const counts = rootFieldCounts(node.selectionSet.selections, context, new Map());
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    if (total > 1) {
      context.reportError(
        tooMuch(`Send one change per request: this one asks for ${total} (${describeFields(counts)}), so nothing was done`, {
          maxMutationFields: 1,
        }),
      );
    }
  },
});

/** The schema has no subscription type; graphql-js would only notice while executing (an internal error). */
const noSubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription') context.reportError(new GraphQLError('Subscriptions are not supported by this API', { nodes: [node] }));
  },
});

export function validationLimits(): ValidationRule[] {
  const common = { exposeLimits: true, propagateOnRejection: false } as const;
  return [
    noSubscriptions,
    oneIntrospectionField,
    oneChangePerOperation,
    maxDepthRule({
      ...common,
      n: GRAPHQL_LIMITS.maxDepth,
      flattenFragments: true,
      onReject: [(context, error) => reportTo(context, error, { maxDepth: GRAPHQL_LIMITS.maxDepth })],
    }),
    maxAliasesRule({
      ...common,
      n: GRAPHQL_LIMITS.maxAliases,
      // Aliases of __typename count too (GraphQL Armor leaves them out by default).
      allowList: [],
      onReject: [(context, error) => reportTo(context, error, { maxAliases: GRAPHQL_LIMITS.maxAliases })],
    }),
    maxDirectivesRule({
      ...common,
      n: GRAPHQL_LIMITS.maxDirectives,
      onReject: [(context, error) => reportTo(context, error, { maxDirectives: GRAPHQL_LIMITS.maxDirectives })],
    }),
  ];
}

/** The estimated cost of an operation; throws a GraphQLError when it cannot be estimated within the node bound. */
export function estimateCost(schema: GraphQLSchema, options: Omit<Parameters<typeof getComplexity>[0], 'schema' | 'estimators' | 'maxQueryNodes'>): number {
  return getComplexity({ ...options, schema, estimators: [listAwareEstimator], maxQueryNodes: GRAPHQL_LIMITS.maxCostNodes });
}

/**
 * Refuses operations whose estimated cost exceeds the limit. Runs once the operation and its
 * variables are known; any failure to estimate (too many fields after expanding fragments,
 * variables that do not fit their types) refuses the request with that reason.
 */
export function costLimit(schema: GraphQLSchema): ApolloServerPlugin {
  const { maxCost, maxCostNodes } = GRAPHQL_LIMITS;
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation }) {
          // Coerced once with graphql-js's own error cap first: the estimate's coercion has none, and
          // a list of thousands of bad items would cost a second of CPU in error objects alone.
          const coerced = getVariableValues(schema, operation?.variableDefinitions ?? [], request.variables ?? {}, { maxErrors: 10 });
          if (coerced.errors) {
            throw new GraphQLError(coerced.errors[0].message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
          }
          let cost: number;
          try {
            // Keyed by the coerced variables: only the declared ones, of their declared types.
            cost = knownCost(document, request.operationName, coerced.coerced, () =>
              estimateCost(schema, { operationName: request.operationName, query: document, variables: request.variables }),
            );
          } catch (error) {
            if (error instanceof GraphQLError && /maximum allowed number of nodes/.test(error.message)) {
              throw tooMuch(`Query is too large to estimate: it expands to more than ${maxCostNodes} fields`, { maxCostNodes });
            }
            throw tooMuch('Query could not be checked against the cost limit', { maxCost });
          }
          if (cost > maxCost) {
            throw tooMuch(`Query is too expensive: estimated cost ${cost} exceeds the limit of ${maxCost}`, { maxCost });
          }
        },
      };
    },
  };
}

/**
 * Estimated costs by document, operation name and variables: Apollo keeps one parsed document per
 * distinct query text, so a query asked again (a third party's, a page's) is estimated once, not per request.
 */
const estimatedCosts = new WeakMap<DocumentNode, BoundedMap<number>>();

function knownCost(document: DocumentNode, operationName: string | null | undefined, variables: unknown, estimate: () => number): number {
  let costs = estimatedCosts.get(document);
  if (!costs) estimatedCosts.set(document, (costs = new BoundedMap<number>(64, 64 * 1024, (key) => 2 * key.length)));
  const key = `${operationName ?? ''}\n${canonicalJson(variables ?? null)}`;
  const known = costs.get(key);
  if (known !== undefined) return known;
  const cost = estimate();
  costs.set(key, cost);
  return cost;
}
