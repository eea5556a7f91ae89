/** The page shell's parts (PublicLayout.tsx), a config slot recipe (panda.config.ts): one class a part. */
export const pageShellRecipe = {
  className: 'page-shell',
  slots: ['skipLink', 'main'],
  base: {
    skipLink: {
      position: 'fixed',
      top: '3',
      left: '3',
      zIndex: 'skipNav',
      px: '4',
      py: '3',
      bg: 'brand.600',
      color: 'white',
      fontWeight: 'semibold',
      borderRadius: 'lg',
      boxShadow: 'lg',
      transform: 'translateY(-200%)',
      transition: 'transform 0.2s',
      _focus: { transform: 'translateY(0)' },
    },
    /**
     * Below the fixed header: its height (Header.tsx). No focus outline: `outline: none` in longhands, as
     * Panda's `outline: 'none'` writes a transparent 2px outline, offset.
     */
    main: { pt: { base: '4rem', lg: '4.75rem' }, minH: '60vh', outlineWidth: 'medium', outlineStyle: 'none', outlineColor: 'currentcolor' },
  },
};
