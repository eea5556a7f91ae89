/** A round floating button (FloatingActions.tsx), a config recipe (panda.config.ts): a circle, neither growing nor shrinking. */
export const floatingButtonRecipe = {
  className: 'fab',
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    flexGrow: 0,
    borderRadius: '9999px',
    color: 'white',
    boxShadow: '0 12px 24px -8px rgba(0, 0, 0, 0.35)',
    transition: 'transform 0.2s ease, box-shadow 0.2s ease, opacity 0.2s ease',
    _hover: { transform: 'translateY(-3px) scale(1.04)', boxShadow: '0 16px 28px -10px rgba(0, 0, 0, 0.45)' },
  },
  variants: {
    kind: {
      scrollTop: {
        w: { base: '10', md: '11' },
        h: { base: '10', md: '11' },
        bg: 'stone.800',
        animation: 'scale-in 0.2s ease-out',
        _hover: { bg: 'stone.900' },
        '&[hidden]': { display: 'none' },
      },
      call: { w: { base: '11', md: '12' }, h: { base: '11', md: '12' }, bg: 'brand.600' },
      whatsapp: { w: { base: '11', md: '12' }, h: { base: '11', md: '12' }, bg: '#179b4b' },
    },
  },
};
