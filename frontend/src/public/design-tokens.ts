import { brandColors, brandFonts, brandGlobalCss } from '@/shared/brand';

/*
 * The public site's design tokens, as plain data, read by the pages' build-time CSS (frontend/panda.config.ts),
 * which writes their values where styles name them (the fonts as Chakra's custom properties, --chakra-fonts-…).
 * The brand's colours and fonts are shared with the admin's Chakra system (src/shared/brand.ts).
 */

const token = <T extends string | number>(value: T) => ({ value });

/** Spacing in quarter-rems, like Chakra's default scale: 4 = 1rem. */
const spacing = Object.fromEntries(
  [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 72, 80, 96].map((n) => [
    String(n),
    token(`${n / 4}rem`),
  ]),
);

const sizes = {
  ...spacing,
  '3xs': token('14rem'),
  '2xs': token('16rem'),
  xs: token('20rem'),
  sm: token('24rem'),
  md: token('28rem'),
  lg: token('32rem'),
  xl: token('36rem'),
  '2xl': token('42rem'),
  '3xl': token('48rem'),
  '4xl': token('56rem'),
  '5xl': token('64rem'),
  '6xl': token('72rem'),
  '7xl': token('80rem'),
  '8xl': token('90rem'),
  max: token('max-content'),
  min: token('min-content'),
  fit: token('fit-content'),
  prose: token('60ch'),
  full: token('100%'),
  dvh: token('100dvh'),
  vw: token('100vw'),
  vh: token('100vh'),
};

/** Type scale (rem), the body at 1rem. Headings use the responsive steps in components/ui/recipes.ts. */
const fontSizes = {
  '2xs': token('0.625rem'),
  xs: token('0.75rem'),
  sm: token('0.875rem'),
  md: token('1rem'),
  lg: token('1.125rem'),
  xl: token('1.25rem'),
  '2xl': token('1.5rem'),
  '3xl': token('1.875rem'),
  '4xl': token('2.25rem'),
  '5xl': token('3rem'),
  '6xl': token('3.75rem'),
  '7xl': token('4.5rem'),
  '8xl': token('6rem'),
};

const fontWeights = {
  normal: token('400'),
  medium: token('500'),
  semibold: token('600'),
  bold: token('700'),
  extrabold: token('800'),
};

const radii = {
  none: token('0'),
  xs: token('0.125rem'),
  sm: token('0.25rem'),
  md: token('0.375rem'),
  lg: token('0.5rem'),
  xl: token('0.75rem'),
  '2xl': token('1rem'),
  '3xl': token('1.5rem'),
  '4xl': token('2rem'),
  full: token('9999px'),
};

const zIndex = {
  hide: token(-1),
  base: token(0),
  docked: token(10),
  dropdown: token(1000),
  sticky: token(1100),
  banner: token(1200),
  overlay: token(1300),
  modal: token(1400),
  popover: token(1500),
  skipNav: token(1600),
  toast: token(1700),
  tooltip: token(1800),
};

export const breakpoints = { sm: '480px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' };

// A warm neutral ("stone") that sits well next to the brand red.
const stone = {
  50: { value: '#fafaf9' },
  100: { value: '#f5f5f4' },
  200: { value: '#e7e5e4' },
  300: { value: '#d6d3d1' },
  400: { value: '#a8a29e' },
  500: { value: '#78716c' },
  600: { value: '#57534e' },
  700: { value: '#44403c' },
  800: { value: '#292524' },
  900: { value: '#1c1917' },
  950: { value: '#0c0a09' },
} as const;

export const globalCss = {
  html: {
    scrollPaddingTop: '6rem',
    textSizeAdjust: '100%',
  },
  body: {
    fontFamily: 'body',
    color: 'fg',
    bg: 'bg',
    lineHeight: '1.65',
    textRendering: 'optimizeLegibility',
  },
  ...brandGlobalCss,
};

export const tokens = {
  spacing,
  sizes,
  fontSizes,
  fontWeights,
  radii,
  zIndex,
  fonts: { ...brandFonts, mono: token('ui-monospace, SFMono-Regular, Menlo, Consolas, monospace') },
  lineHeights: { shorter: token(1.25), short: token(1.375), moderate: token(1.5), tall: token(1.625), taller: token(2) },
  letterSpacings: { tighter: token('-0.05em'), tight: token('-0.025em'), wide: token('0.025em'), wider: token('0.05em'), widest: token('0.1em') },
  colors: {
    transparent: { value: 'transparent' },
    current: { value: 'currentColor' },
    black: { value: '#09090b' },
    white: { value: '#ffffff' },
    whiteAlpha: {
      50: { value: 'rgba(255, 255, 255, 0.04)' },
      100: { value: 'rgba(255, 255, 255, 0.08)' },
      200: { value: 'rgba(255, 255, 255, 0.16)' },
      300: { value: 'rgba(255, 255, 255, 0.24)' },
      400: { value: 'rgba(255, 255, 255, 0.36)' },
      500: { value: 'rgba(255, 255, 255, 0.48)' },
      600: { value: 'rgba(255, 255, 255, 0.64)' },
      700: { value: 'rgba(255, 255, 255, 0.8)' },
      800: { value: 'rgba(255, 255, 255, 0.9)' },
    },
    blackAlpha: {
      50: { value: 'rgba(0, 0, 0, 0.04)' },
      100: { value: 'rgba(0, 0, 0, 0.08)' },
      200: { value: 'rgba(0, 0, 0, 0.16)' },
      300: { value: 'rgba(0, 0, 0, 0.24)' },
      400: { value: 'rgba(0, 0, 0, 0.36)' },
      500: { value: 'rgba(0, 0, 0, 0.48)' },
      600: { value: 'rgba(0, 0, 0, 0.64)' },
      700: { value: 'rgba(0, 0, 0, 0.8)' },
      800: { value: 'rgba(0, 0, 0, 0.9)' },
    },
    brand: brandColors,
    stone,
    gray: stone,
    green: {
      50: { value: '#f0fdf4' },
      200: { value: '#bbf7d0' },
      700: { value: '#15803d' },
      800: { value: '#166534' },
      900: { value: '#14532d' },
    },
    whatsapp: { value: '#25d366' },
    amber: { value: '#f59e0b' },
  },
  shadows: {
    xs: { value: '0 1px 2px rgba(28, 25, 23, 0.06)' },
    sm: { value: '0 1px 3px rgba(28, 25, 23, 0.08), 0 1px 2px rgba(28, 25, 23, 0.04)' },
    md: { value: '0 6px 16px -4px rgba(28, 25, 23, 0.1), 0 2px 6px -2px rgba(28, 25, 23, 0.06)' },
    lg: { value: '0 16px 32px -12px rgba(28, 25, 23, 0.18), 0 4px 10px -4px rgba(28, 25, 23, 0.06)' },
    xl: { value: '0 28px 56px -16px rgba(28, 25, 23, 0.28)' },
  },
};

export const semanticTokens = {
  colors: {
    bg: {
      DEFAULT: { value: '{colors.white}' },
      subtle: { value: '{colors.stone.50}' },
      muted: { value: '{colors.stone.100}' },
      emphasized: { value: '{colors.stone.200}' },
      dark: { value: '{colors.stone.900}' },
      darker: { value: '{colors.stone.950}' },
    },
    fg: {
      DEFAULT: { value: '{colors.stone.900}' },
      muted: { value: '{colors.stone.600}' },
      subtle: { value: '{colors.stone.500}' },
      inverted: { value: '{colors.white}' },
    },
    border: {
      DEFAULT: { value: '{colors.stone.200}' },
      muted: { value: '{colors.stone.100}' },
      emphasized: { value: '{colors.stone.300}' },
    },
    brand: {
      solid: { value: '{colors.brand.600}' },
      contrast: { value: '{colors.white}' },
      fg: { value: '{colors.brand.700}' },
      subtle: { value: '{colors.brand.50}' },
      muted: { value: '{colors.brand.100}' },
      emphasized: { value: '{colors.brand.200}' },
      focusRing: { value: '{colors.brand.500}' },
      border: { value: '{colors.brand.600}' },
    },
  },
  radii: {
    l1: { value: '{radii.sm}' },
    l2: { value: '{radii.md}' },
    l3: { value: '{radii.lg}' },
  },
};

export const keyframes = {
  'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
  'fade-up': { from: { opacity: '0', transform: 'translateY(24px)' }, to: { opacity: '1', transform: 'translateY(0)' } },
  'scale-in': { from: { opacity: '0', transform: 'scale(0.96)' }, to: { opacity: '1', transform: 'scale(1)' } },
  'slide-down': { from: { opacity: '0', transform: 'translateY(-8px)' }, to: { opacity: '1', transform: 'translateY(0)' } },
  float: { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-10px)' } },
};
