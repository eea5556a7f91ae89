import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const MAX_DEPTH = 8;
export const MAX_COMPLEXITY = 1000;

function depthOf(selectionSet: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue; // introspection has its own shape
      deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, fragments, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      if (seen.has(name) || !fragments[name]) continue; // cycles are reported by graphql-js itself
      deepest = Math.max(deepest, depthOf(fragments[name].selectionSet, fragments, new Set(seen).add(name)));
    }
  }
  return deepest;
}

/** Refuses queries nested deeper than `max` fields (e.g. project → related → related → …). */
export function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, fragments, new Set());
        if (depth > max) {
          context.reportError(new GraphQLError(`Query is too deep: depth ${depth} exceeds the limit of ${max}`, { nodes: [node] }));
        }
      },
    };
  };
}

/** Refuses queries whose estimated cost exceeds `max` (aliases and lists of relations add up). */
export function complexityLimit(schema: GraphQLSchema, max: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let complexity: number;
          try {
            complexity = getComplexity({
              schema,
              operationName: request.operationName,
              query: document,
              variables: request.variables,
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch {
            // Missing or invalid variables: execution stops at them with BAD_USER_INPUT before any
            // resolver runs, so there is no cost to bound (thrown from here it would become a 500).
            return;
          }
          if (complexity > max) {
            throw new GraphQLError(`Query is too complex: cost ${complexity} exceeds the limit of ${max}`, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
