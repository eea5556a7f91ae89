/**
 * A service's parts (ServiceList.tsx), a config slot recipe (panda.config.ts): one class a part. Services
 * alternate their image's side: the item's `data-side="right"` moves the photo and its dotted backdrop
 * (an attribute, not a variant: a variant's class would be written on every part of every item).
 */
export const serviceItemRecipe = {
  className: 'service-item',
  slots: ['article', 'media', 'dots', 'frame', 'image', 'number', 'description', 'points', 'point', 'pointIcon'],
  base: {
    article: { display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '1fr 1fr' }, gap: { base: '8', lg: '16' }, alignItems: 'center' },
    media: {
      position: 'relative',
      pb: { base: '4', md: '6' },
      pl: { base: '4', md: '6' },
      '[data-side=right] &': { order: { lg: 1 }, pl: '0', pr: { base: '4', md: '6' } },
    },
    dots: {
      position: 'absolute',
      bottom: '0',
      w: '70%',
      h: '70%',
      borderRadius: '3xl',
      bg: 'brand.50',
      bgImage: 'radial-gradient(token(colors.brand.200) 1.5px, transparent 1.5px)',
      bgSize: '18px 18px',
      left: '0',
      '[data-side=right] &': { left: 'auto', right: '0' },
    },
    frame: { position: 'relative', borderRadius: '3xl', overflow: 'hidden', boxShadow: 'xl', aspectRatio: '4 / 3', bg: 'bg.muted' },
    image: { w: 'full', h: 'full', objectFit: 'cover' },
    number: { fontFamily: 'heading', fontWeight: 'bold', fontSize: 'sm', color: 'brand.600', letterSpacing: '0.12em', mb: '3' },
    description: { mt: '4', color: 'fg.muted', fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.8', whiteSpace: 'pre-line' },
    points: { display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '3', listStyleType: 'none' },
    point: { display: 'flex', gap: '2.5', alignItems: 'start', fontSize: 'sm', fontWeight: 'medium' },
    pointIcon: { color: 'brand.600', mt: '0.5', flexShrink: 0 },
  },
};
