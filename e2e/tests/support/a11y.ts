import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe tags of WCAG 2.1 levels A and AA (2.0's rules included). */
export const WCAG21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface A11yOptions {
  /** Only the rules carrying one of these tags; every rule axe has when left out. */
  tags?: string[];
}

/**
 * The public pages lay out what is below the first screen only as it comes near (content-visibility:
 * auto, frontend/src/public/server/Document.tsx). axe reads colours from the layout, so there it would
 * see the dark footer's text on no background at all: the whole page is laid out for it first, as a
 * visitor scrolling to each part would see it.
 */
async function layOutEverything(page: Page): Promise<void> {
  await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
}

/** Runs axe on the page as it is now; fails on any violation of serious or critical impact, listing them. */
export async function expectNoSeriousA11yViolations(page: Page, { tags }: A11yOptions = {}): Promise<void> {
  await layOutEverything(page);
  const builder = new AxeBuilder({ page });
  if (tags) builder.withTags(tags);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Fails when content sits outside every landmark or the page has no single main landmark, whatever
 * axe's impact (these rules are best practice, not WCAG, and only "moderate").
 */
export async function expectContentInLandmarks(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(['region', 'landmark-one-main', 'landmark-no-duplicate-main']).analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}`).join('\n')}`);
  expect(found, `content outside landmarks on ${page.url()}`).toEqual([]);
}
