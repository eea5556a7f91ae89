/*
 * The public site's styled primitives as plain recipes (base, variants, defaults), registered as Panda's
 * config recipes (panda.config.ts: one class per variant) and bound to elements in index.ts. `_tamil`
 * styles Tamil pages only (src/public/i18n/locale-css.ts has what is not tied to one component).
 */

/** Buttons and button-styled links. */
export const buttonRecipe = {
  className: 'btn',
  base: {
    display: 'inline-flex',
    appearance: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    userSelect: 'none',
    position: 'relative',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: 'lg',
    fontFamily: 'heading',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    cursor: 'pointer',
    flexShrink: '0',
    textDecoration: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: '0.2s',
    transitionTimingFunction: 'ease-out',
    _hover: { textDecoration: 'none' },
    _active: { transform: 'translateY(1px)' },
    _focusVisible: { outline: '3px solid', outlineColor: 'brand.400', outlineOffset: '2px' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed', boxShadow: 'none' },
    '& svg': { flexShrink: '0' },
    // Tamil labels are long: they wrap onto a second line rather than run out of the button.
    _tamil: { whiteSpace: 'normal', height: 'auto', minHeight: '11', paddingBlock: '2', textAlign: 'center', lineHeight: '1.4' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'brand.600',
        color: 'white',
        boxShadow: '0 10px 24px -12px rgba(197, 48, 48, 0.75)',
        _hover: { bg: 'brand.700', transform: 'translateY(-1px)' },
      },
      outline: {
        bg: 'transparent',
        borderColor: 'brand.600',
        color: 'brand.700',
        _hover: { bg: 'brand.50' },
      },
      white: {
        bg: 'white',
        color: 'brand.700',
        boxShadow: '0 10px 24px -12px rgba(0, 0, 0, 0.5)',
        _hover: { bg: 'stone.100', transform: 'translateY(-1px)' },
      },
      outlineLight: {
        bg: 'whiteAlpha.100',
        borderColor: 'whiteAlpha.600',
        color: 'white',
        _hover: { bg: 'whiteAlpha.200', borderColor: 'white' },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg',
        _hover: { bg: 'bg.muted' },
      },
      dark: {
        bg: 'stone.900',
        color: 'white',
        _hover: { bg: 'stone.800', transform: 'translateY(-1px)' },
      },
      chip: {
        borderRadius: 'full',
        borderWidth: '1px',
        borderColor: 'border.emphasized',
        bg: 'white',
        color: 'fg.muted',
        fontFamily: 'body',
        fontWeight: 'medium',
        // Only on chips that are not pressed: a pressed chip keeps its white text on red under the pointer.
        '&:not([aria-pressed=true]):hover': { borderColor: 'brand.400', color: 'brand.700' },
        '&[aria-pressed=true]': {
          bg: 'brand.600',
          borderColor: 'brand.600',
          color: 'white',
          boxShadow: '0 8px 18px -10px rgba(197, 48, 48, 0.8)',
        },
      },
    },
    size: {
      sm: { h: '9', minW: '9', px: '3.5', fontSize: 'sm', '& svg': { width: '4', height: '4' } },
      md: { h: '11', minW: '11', px: '5', fontSize: 'sm', '& svg': { width: '4', height: '4' } },
      lg: { h: '12', minW: '12', px: '6', fontSize: 'md', '& svg': { width: '5', height: '5' } },
      xl: { h: '14', minW: '14', px: '7', fontSize: 'md', '& svg': { width: '5', height: '5' } },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' } as const,
};

/** The typography scale for headings; `size` picks a step, responsive by itself. */
export const headingRecipe = {
  className: 'heading',
  base: {
    fontFamily: 'heading',
    fontWeight: 'bold',
    color: 'inherit',
    letterSpacing: '-0.015em',
    textWrap: 'balance',
    // Tamil letters are tall and its words long: room between lines, no tight tracking, wrapping anywhere.
    _tamil: { letterSpacing: '0', lineHeight: '1.4', overflowWrap: 'anywhere' },
  },
  variants: {
    size: {
      display: {
        fontSize: { base: '2.3rem', sm: '2.6rem', md: '3.4rem', xl: '3.85rem' },
        lineHeight: '1.08',
        letterSpacing: '-0.03em',
        _tamil: { fontSize: { base: '1.75rem', sm: '2rem', md: '2.5rem', xl: '2.9rem' }, lineHeight: '1.35', letterSpacing: '0' },
      },
      '3xl': {
        fontSize: { base: '2rem', md: '2.75rem', lg: '3rem' },
        lineHeight: '1.12',
        letterSpacing: '-0.025em',
        _tamil: { fontSize: { base: '1.6rem', md: '2.1rem', lg: '2.4rem' }, lineHeight: '1.35', letterSpacing: '0' },
      },
      '2xl': {
        fontSize: { base: '1.75rem', md: '2.25rem', lg: '2.5rem' },
        lineHeight: '1.18',
        letterSpacing: '-0.02em',
        _tamil: { fontSize: { base: '1.4rem', md: '1.8rem', lg: '2rem' }, lineHeight: '1.4', letterSpacing: '0' },
      },
      xl: { fontSize: { base: '1.4rem', md: '1.75rem' }, lineHeight: '1.25', _tamil: { fontSize: { base: '1.25rem', md: '1.5rem' }, lineHeight: '1.4' } },
      lg: {
        fontSize: { base: '1.2rem', md: '1.3rem' },
        lineHeight: '1.3',
        fontWeight: 'semibold',
        _tamil: { fontSize: { base: '1.1rem', md: '1.2rem' }, lineHeight: '1.45' },
      },
      md: { fontSize: '1.125rem', lineHeight: '1.35', fontWeight: 'semibold', letterSpacing: '-0.01em' },
      sm: { fontSize: '1rem', lineHeight: '1.4', fontWeight: 'semibold', letterSpacing: '0' },
    },
  },
  defaultVariants: { size: 'xl' } as const,
};

export const containerRecipe = {
  className: 'container',
  base: {
    position: 'relative',
    w: '100%',
    mx: 'auto',
    px: { base: '5', md: '8' },
  },
  variants: {
    size: {
      sm: { maxWidth: '3xl' },
      md: { maxWidth: '5xl' },
      lg: { maxWidth: '7xl' },
    },
  },
  defaultVariants: { size: 'lg' } as const,
};

const fieldBase = {
  display: 'block',
  width: '100%',
  minWidth: '0',
  appearance: 'none',
  bg: 'white',
  color: 'fg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.emphasized',
  borderRadius: 'lg',
  fontSize: 'md',
  px: '4',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: '0.15s',
  _placeholder: { color: 'fg.subtle' },
  _hover: { borderColor: 'stone.400' },
  _focusVisible: {
    // The border and ring show focus. (`outline: 'none'` would be Panda's 2px transparent outline.)
    outlineStyle: 'none',
    outlineWidth: 'medium',
    outlineColor: 'currentcolor',
    borderColor: 'brand.500',
    boxShadow: '0 0 0 3px rgba(229, 62, 62, 0.25)',
  },
  '&:user-invalid': { borderColor: 'brand.500' },
} as const;

export const inputRecipe = {
  className: 'input',
  base: { ...fieldBase, height: '12' },
};

export const textareaRecipe = {
  className: 'textarea',
  base: { ...fieldBase, py: '3', minH: '36', resize: 'vertical', lineHeight: '1.6' },
};

export const badgeRecipe = {
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'full',
    px: '2.5',
    py: '0.5',
    fontSize: 'xs',
    fontWeight: 'semibold',
    letterSpacing: '0.02em',
    lineHeight: '1.5',
    whiteSpace: 'nowrap',
    textTransform: 'capitalize',
    _tamil: { whiteSpace: 'normal' },
  },
  variants: {
    variant: {
      brand: { bg: 'brand.600', color: 'white' },
      subtle: { bg: 'brand.50', color: 'brand.700' },
      light: { bg: 'whiteAlpha.800', color: 'fg', backdropFilter: 'blur(6px)' },
      dark: { bg: 'whiteAlpha.100', color: 'white', borderWidth: '1px', borderColor: 'whiteAlpha.300' },
    },
  },
  defaultVariants: { variant: 'subtle' } as const,
};

/** A link whose `::before` covers its nearest positioned ancestor (StretchedLink). */
export const stretchedLinkRecipe = {
  className: 'stretched-link',
  base: {
    position: 'static',
    _before: { content: '""', cursor: 'inherit', display: 'block', position: 'absolute', top: '0', left: '0', zIndex: '0', width: '100%', height: '100%' },
  },
};
