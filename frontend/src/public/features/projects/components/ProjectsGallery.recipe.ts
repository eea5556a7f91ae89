/** The projects list's parts (ProjectsGallery.tsx), a config slot recipe (panda.config.ts): one class a part. */
export const projectsGalleryRecipe = {
  className: 'projects-gallery',
  slots: ['filters', 'count', 'list'],
  base: {
    filters: {
      display: 'flex',
      gap: '2.5',
      mb: { base: '8', md: '12' },
      overflowX: 'auto',
      justifyContent: { base: 'start', md: 'center' },
      mx: { base: '-5', md: '0' },
      px: { base: '5', md: '0' },
      pb: '1',
      scrollbarWidth: 'none',
    },
    count: { fontSize: 'xs', opacity: '0.75', fontWeight: 'semibold' },
    list: {
      display: 'grid',
      gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      gap: { base: '5', md: '7' },
      listStyleType: 'none',
      '&[hidden]': { display: 'none' },
    },
  },
};
