/** The home stats card's parts (Stats.tsx), a config slot recipe (panda.config.ts): one class a part. */
export const statsRecipe = {
  className: 'stats',
  slots: ['root', 'list', 'item'],
  base: {
    root: { position: 'relative', zIndex: '1', mt: { base: '-20', md: '-24' } },
    // A grid with no gap (the cells' borders divide them).
    list: {
      listStyleType: 'none',
      display: 'grid',
      gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      bg: 'white',
      borderRadius: '2xl',
      boxShadow: 'xl',
      borderWidth: '1px',
      borderColor: 'border',
      overflow: 'hidden',
      animation: 'fade-up 0.7s 0.4s cubic-bezier(0.2, 0.7, 0.2, 1) both',
    },
    // Two columns of two rows, then one row of four: a border right of each cell but a row's last, below the first row.
    item: {
      display: 'flex',
      flexDirection: { base: 'column', md: 'row' },
      alignItems: { base: 'start', md: 'center' },
      gap: { base: '3', md: '4' },
      p: { base: '5', md: '7' },
      borderRightWidth: { base: '0', lg: '1px' },
      borderBottomWidth: '0',
      borderColor: 'border',
      '&:nth-child(odd)': { borderRightWidth: '1px' },
      '&:nth-child(n+4)': { borderRightWidth: { lg: '0' } },
      '&:nth-child(-n+2)': { borderBottomWidth: { base: '1px', lg: '0' } },
    },
  },
};
