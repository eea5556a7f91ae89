import { defineConfig, definePreset } from '@pandacss/dev';
import presetBase from '@pandacss/preset-base';
import { cssVar } from '@pandacss/shared';
import { projectCardRecipe } from './src/public/components/project-card/ProjectCard.recipe';
import { projectsGalleryRecipe } from './src/public/features/projects/components/ProjectsGallery.recipe';
import { ctaBandRecipe } from './src/public/components/sections/CtaBand.recipe';
import { pageHeroRecipe } from './src/public/components/sections/PageHero.recipe';
import { floatingButtonRecipe } from './src/public/layout/FloatingActions.recipe';
import { pageShellRecipe } from './src/public/layout/PublicLayout.recipe';
import { lightboxRecipe } from './src/public/features/gallery/components/Lightbox.recipe';
import { galleryGridRecipe } from './src/public/features/gallery/components/GalleryGrid.recipe';
import { serviceItemRecipe } from './src/public/features/services/components/ServiceList.recipe';
import { siteFooterRecipe } from './src/public/layout/Footer.recipe';
import { siteHeaderRecipe } from './src/public/layout/Header.recipe';
import { heroRecipe } from './src/public/features/home/components/Hero.recipe';
import { statsRecipe } from './src/public/features/home/components/Stats.recipe';
import { aboutTeaserRecipe } from './src/public/features/home/components/AboutTeaser.recipe';
import { servicesOverviewRecipe } from './src/public/features/home/components/ServicesOverview.recipe';
import { testimonialsRecipe } from './src/public/features/testimonials/components/TestimonialsCarousel.recipe';
import {
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  inputRecipe,
  stretchedLinkRecipe,
  textareaRecipe,
} from './src/public/components/ui/recipes';
import { breakpoints, globalCss, keyframes, semanticTokens, tokens } from './src/public/design-tokens';

type Styles = { [key: string]: unknown };
interface Recipe {
  base: Styles;
  variants?: { [name: string]: { [value: string]: Styles } };
}

/** A custom property set to nothing (Panda's own spelling), so that `var(--x)` in a gradient adds no position. */
const NOTHING = '/*-*/ /*-*/';
const gradientPositions = { '--gradient-from-position': NOTHING, '--gradient-via-position': NOTHING, '--gradient-to-position': NOTHING };

const isCondition = (key: string) => key.startsWith('_') || key.startsWith('@') || key.includes('&');

/**
 * Panda writes a recipe's base in a layer below its variants, so a condition of the base (a Tamil
 * button's `height: auto`) would lose to a variant's plain value (its size's height), where Chakra's
 * CSS let it win by specificity. Each variant carries the base's conditions, under its own.
 */
function withBaseConditionsInVariants<R extends Recipe>(recipe: R): R {
  const conditions = Object.entries(recipe.base).filter(([key]) => isCondition(key));
  if (!recipe.variants || conditions.length === 0) return recipe;
  const withConditions = (styles: Styles): Styles => ({
    ...styles,
    ...Object.fromEntries(conditions.map(([key, value]) => [key, { ...(value as Styles), ...(styles[key] as Styles | undefined) }])),
  });
  const variants = Object.fromEntries(
    Object.entries(recipe.variants).map(([name, values]) => [
      name,
      Object.fromEntries(Object.entries(values).map(([value, styles]) => [value, withConditions(styles)])),
    ]),
  );
  return { ...recipe, variants };
}

type TokenTree = { [key: string]: unknown };
type TokenNode = { value?: unknown; DEFAULT?: { value?: unknown } } | undefined;

/** A token's value by its path (`['colors', 'fg', 'muted']`), with the tokens it names resolved; undefined if there is none. */
function tokenValue(path: readonly string[]): string | undefined {
  for (const tree of [semanticTokens, tokens] as TokenTree[]) {
    const node = path.reduce<unknown>((branch, key) => (branch as TokenTree | undefined)?.[key], tree) as TokenNode;
    const value = node?.value ?? node?.DEFAULT?.value;
    if (value !== undefined) return String(value).replace(/\{([\w.]+)\}/g, (reference, name: string) => tokenValue(name.split('.')) ?? reference);
  }
  return undefined;
}

/**
 * Where a style names a token (`p="4"`, `color="fg.muted"`), the CSS holds the token's value (`padding:1rem`),
 * not `var(--chakra-spacing-4)` and a declaration of it: a fifth less CSS on a page, in its first round trip.
 * The public pages have one theme, so no token changes at run time, but for the fonts: a Tamil page sets
 * its own (i18n/locale-css.ts), so fonts stay custom properties.
 */
function valueForTokenReference(path: string[], options: Parameters<typeof cssVar>[1]) {
  const variable = cssVar(path.join('-'), options);
  const value = path[0] === 'fonts' ? undefined : tokenValue(path);
  return value === undefined ? variable : { var: variable.var, ref: value };
}

/*
 * The public pages' CSS, made at build time (`panda codegen` writes the typed style functions and JSX
 * into src/styled-system; `panda cssgen` the stylesheet the server renderer inlines, per page, only the
 * rules that page uses: server/page-css.ts). Chakra's conditions and font variables (--chakra-fonts-…),
 * like the admin's Chakra system.
 */
export default defineConfig({
  // Only our own tokens and Panda's base utilities and conditions (no Panda palette, hence `eject`), less the
  // base's global rule that gives every element the 33 custom properties of its composable utilities
  // (filters, transforms…): the pages use only the gradients' positions, and no element sets its own, so
  // the root's defaults are inherited. Custom properties set on every element make the browser compute
  // each element's style afresh (none can reuse its siblings'): a longer style recalculation on a phone.
  eject: true,
  presets: [definePreset({ ...presetBase, globalCss: { ':root': gradientPositions } })],
  preflight: false,
  include: ['./src/public/**/*.{ts,tsx}'],
  exclude: ['./src/public/islands/**'],
  outdir: 'src/styled-system',
  jsxFramework: 'react',
  prefix: { cssVar: 'chakra' },
  cssVarRoot: ':where(html, .chakra-theme)',
  minify: true,
  lightningcss: true,
  // Where the -webkit- prefixes the firm's visitors' phones still need come from.
  browserslist: ['defaults', 'safari >= 15', 'ios_saf >= 15'],
  globalCss,
  conditions: {
    extend: {
      tamil: 'html:lang(ta) &',
      // Chakra's meanings (the admin's, and the pages' before they moved here): hover only where there is a
      // pointer that hovers (a tap on a phone leaves no card lifted), never on a disabled control. Without
      // Chakra's and Panda's `[data-hover]`, `[data-focus-visible]`… alternatives: those attributes are set by
      // the admin's Ark UI components, and nothing on the public pages sets them (each was ~40 bytes of a
      // rule, on every page, 50 times on the home page).
      hover: ['@media (hover: hover)', '&:hover:not(:disabled)'],
      groupHover: '.group:hover:not(:disabled) &',
      active: '&:active:not(:disabled)',
      focus: '&:focus',
      focusVisible: '&:focus-visible',
      focusWithin: '&:focus-within',
      disabled: '&:is(:disabled, [aria-disabled=true])',
    },
  },
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    keyframes,
    recipes: {
      button: withBaseConditionsInVariants(buttonRecipe),
      heading: withBaseConditionsInVariants(headingRecipe),
      pageContainer: withBaseConditionsInVariants(containerRecipe),
      input: inputRecipe,
      textarea: textareaRecipe,
      badge: withBaseConditionsInVariants(badgeRecipe),
      stretchedLink: stretchedLinkRecipe,
      floatingButton: floatingButtonRecipe,
    },
    slotRecipes: {
      projectCard: projectCardRecipe,
      siteHeader: siteHeaderRecipe,
      siteFooter: siteFooterRecipe,
      galleryGrid: galleryGridRecipe,
      serviceItem: serviceItemRecipe,
      pageHero: pageHeroRecipe,
      ctaBand: ctaBandRecipe,
      lightbox: lightboxRecipe,
      pageShell: pageShellRecipe,
      projectsGallery: projectsGalleryRecipe,
      hero: heroRecipe,
      stats: statsRecipe,
      aboutTeaser: aboutTeaserRecipe,
      servicesOverview: servicesOverviewRecipe,
      testimonials: testimonialsRecipe,
    },
  },
  // Every variant of the primitives, whichever a page picks at run time.
  staticCss: { recipes: '*' },
  hooks: { 'tokens:created': ({ configure }) => configure({ formatCssVar: valueForTokenReference }) },
});
