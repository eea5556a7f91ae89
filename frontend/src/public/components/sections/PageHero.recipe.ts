/** The inner pages' title band (PageHero.tsx), a config slot recipe (panda.config.ts): one class a part. */
export const pageHeroRecipe = {
  className: 'page-hero',
  slots: ['root', 'crumbs', 'crumb', 'crumbLink', 'eyebrow', 'description', 'bar'],
  base: {
    root: {
      position: 'relative',
      overflow: 'hidden',
      bg: 'stone.950',
      color: 'white',
      pt: { base: '14', md: '20' },
      pb: { base: '12', md: '16' },
      bgImage:
        'radial-gradient(ellipse 60% 80% at 85% 0%, rgba(229,62,62,0.32), transparent 65%), linear-gradient(rgba(255,255,255,0.05) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.05) 1px, transparent 1px)',
      bgSize: 'auto, 48px 48px, 48px 48px',
    },
    crumbs: { display: 'flex', listStyleType: 'none', alignItems: 'center', gap: '1.5', flexWrap: 'wrap', fontSize: 'sm', color: 'whiteAlpha.700' },
    crumb: { display: 'flex', alignItems: 'center', gap: '1.5' },
    crumbLink: { color: 'whiteAlpha.800', _hover: { color: 'white', textDecoration: 'underline' } },
    eyebrow: { fontSize: 'xs', fontWeight: 'bold', letterSpacing: '0.16em', textTransform: 'uppercase', color: 'brand.300', mb: '3' },
    description: { mt: '4', fontSize: { base: 'md', md: 'lg' }, color: 'whiteAlpha.800', maxW: '2xl' },
    bar: {
      position: 'absolute',
      insetX: '0',
      bottom: '0',
      h: '1',
      bgGradient: 'to-r',
      gradientFrom: 'brand.600',
      gradientVia: 'brand.400',
      gradientTo: 'transparent',
    },
  },
};
