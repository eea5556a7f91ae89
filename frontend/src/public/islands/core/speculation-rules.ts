import { SPECULATION_RULES } from '@vriddhi/rules/inline-scripts';

/** Prerenders a public page while the pointer rests on a link to it (the rules: packages/rules inline-scripts.ts). */
export function addSpeculationRules(): void {
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = SPECULATION_RULES;
  document.head.append(rules);
}
