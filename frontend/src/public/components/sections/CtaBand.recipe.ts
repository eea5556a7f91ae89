/** The call-to-action band's panel (CtaBand.tsx), a config slot recipe (panda.config.ts): one class a part. */
export const ctaBandRecipe = {
  className: 'cta-band',
  slots: ['panel', 'grid'],
  base: {
    /** The red panel: rounded, with a faint grid fading in from the right. */
    panel: {
      position: 'relative',
      overflow: 'hidden',
      borderRadius: '3xl',
      px: { base: '6', md: '12', lg: '16' },
      py: { base: '10', md: '14' },
      color: 'white',
      bgGradient: 'to-br',
      gradientFrom: 'brand.600',
      gradientTo: 'brand.800',
      boxShadow: 'xl',
    },
    grid: {
      position: 'absolute',
      inset: '0',
      opacity: '0.16',
      bgImage: 'linear-gradient(rgba(255,255,255,0.5) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.5) 1px, transparent 1px)',
      bgSize: '40px 40px',
      maskImage: 'linear-gradient(to left, black, transparent 70%)',
    },
  },
};
