/** Brand tokens shared by the public theme and the admin theme. */
export const brandColors = {
  50: { value: '#fff5f5' },
  100: { value: '#fed7d7' },
  200: { value: '#feb2b2' },
  300: { value: '#fc8181' },
  400: { value: '#f56565' },
  500: { value: '#e53e3e' },
  600: { value: '#c53030' },
  700: { value: '#9b2c2c' },
  800: { value: '#822727' },
  900: { value: '#63171b' },
  950: { value: '#3b0d10' },
} as const;

export const brandFonts = {
  // The fallbacks are Arial with the web font's metrics (faces in backend/src/pages/page-assets.ts), so
  // text does not move when the web font arrives.
  heading: { value: "'Poppins', 'Poppins Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  body: { value: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
} as const;

/** Global rules both Chakra systems carry: the brand's focus ring and selection, headings' font, and the motion safety net. */
export const brandGlobalCss = {
  'h1, h2, h3, h4, h5, h6': { fontFamily: 'heading' },
  '::selection': { bg: 'brand.100', color: 'brand.900' },
  ':focus-visible': { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  // With reduced motion every animation jumps to its end state.
  '*, *::before, *::after': {
    '@media (prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationDelay: '0s !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const;
