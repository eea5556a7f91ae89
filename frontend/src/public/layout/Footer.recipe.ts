/** The site footer's parts (Footer.tsx), a config slot recipe (panda.config.ts): one class a part. */
export const siteFooterRecipe = {
  className: 'site-footer',
  slots: ['columns', 'heading', 'list', 'link', 'listLink', 'contactIcon', 'hoursRow', 'socialLink', 'bottomRow'],
  base: {
    columns: {
      display: 'grid',
      gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      columnGap: { base: '6', lg: '12' },
      rowGap: { base: '10', lg: '12' },
    },
    heading: {
      fontFamily: 'heading',
      fontWeight: 'semibold',
      fontSize: 'md',
      color: 'white',
      mb: '5',
      pb: '3',
      position: 'relative',
      // Two columns on a phone: a long Tamil word ("இணைப்புகள்") fits them a size smaller, not cut in two.
      _tamil: { fontSize: { base: 'sm', sm: 'md' } },
      _after: { content: '""', position: 'absolute', left: '0', bottom: '0', w: '8', h: '2px', bg: 'brand.500', borderRadius: 'full' },
    },
    list: { display: 'flex', flexDirection: 'column', gap: '2.5', listStyleType: 'none' },
    /** A link of the footer: light grey, white on hover. */
    link: { color: 'stone.300', transition: 'color 0.2s', _hover: { color: 'white' } },
    /** A link of the footer's lists, after a chevron. */
    listLink: { display: 'inline-flex', alignItems: 'center', gap: '1.5', color: 'stone.300', transition: 'color 0.2s', _hover: { color: 'white' } },
    contactIcon: { color: 'brand.400', flexShrink: 0 },
    hoursRow: { display: 'flex', justifyContent: 'space-between', gap: '4', pb: '2.5', borderBottomWidth: '1px', borderColor: 'whiteAlpha.100' },
    socialLink: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      flexGrow: '0',
      w: '10',
      h: '10',
      borderRadius: '9999px',
      bg: 'whiteAlpha.100',
      color: 'stone.200',
      transition: 'background-color 0.2s, color 0.2s, transform 0.2s',
      _hover: { bg: 'brand.600', color: 'white', transform: 'translateY(-2px)' },
    },
    /** Rights and credit: stacked on a phone, one row clear of the floating buttons from md. */
    bottomRow: {
      display: 'flex',
      flexDirection: { base: 'column', md: 'row' },
      alignItems: { base: 'start', md: 'center' },
      justifyContent: 'space-between',
      pr: { md: '16' },
      gap: '3',
      color: 'stone.400',
      fontSize: 'sm',
    },
  },
};
