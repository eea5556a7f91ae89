import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe tags of WCAG 2.1 levels A and AA (2.0's rules included). */
export const WCAG21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Best-practice rules (not WCAG, only "moderate" to axe) that fail the check whatever their impact. */
const LANDMARK_RULES = ['region', 'landmark-one-main', 'landmark-no-duplicate-main'];

interface A11yOptions {
  /** Only the rules carrying one of these tags; every rule axe has when left out. */
  tags?: string[];
  /** Also fail when content sits outside every landmark or the page has no single main landmark. */
  contentInLandmarks?: boolean;
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

/**
 * Waits for the entrance animations (the hero's words and buttons fade up): axe blends a fading
 * element's colours with what is behind it, so on a slow machine it would judge the contrast of a
 * button half-way in. Endless ones (a gentle float) are left running: they change no colour.
 */
async function entranceAnimationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe once on the page as it is now (its entrance animations done); fails on any violation of serious or critical impact (and,
 * with `contentInLandmarks`, on any of the landmark rules), listing them.
 */
export async function expectNoSeriousA11yViolations(page: Page, { tags, contentInLandmarks = false }: A11yOptions = {}): Promise<void> {
  await layOutEverything(page);
  await entranceAnimationsDone(page);
  const landmarkRules = contentInLandmarks ? LANDMARK_RULES : [];
  const { violations } = await new AxeBuilder({ page })
    .options({
      ...(tags && { runOnly: { type: 'tag', values: tags } }),
      // An enabled rule runs beside the tags' rules (axe's ruleShouldRun).
      rules: Object.fromEntries(landmarkRules.map((id) => [id, { enabled: true }])),
    })
    .analyze();
  const found = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || landmarkRules.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`);
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}
