/** A round button: centred content, neither growing nor shrinking (Panda's `circle` pattern). */
const circle = (size: unknown) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: size,
  height: size,
  borderRadius: '9999px',
});

/** The previous and next buttons: round, frosted, halfway down either side; `hidden` when there is one image only. */
const navButton = {
  ...circle({ base: '11', md: '14' }),
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bg: 'whiteAlpha.200',
  color: 'white',
  backdropFilter: 'blur(6px)',
  transition: 'background-color 0.2s',
  _hover: { bg: 'whiteAlpha.300' },
  zIndex: 1,
  '&[hidden]': { display: 'none' },
};

/** The lightbox's parts (Lightbox.tsx), a config slot recipe (panda.config.ts): one class a part. */
export const lightboxRecipe = {
  className: 'lightbox',
  slots: ['viewer', 'close', 'previous', 'next'],
  base: {
    /** The dialog itself: the whole screen, dark, the image centred. */
    viewer: {
      position: 'fixed',
      inset: '0',
      w: '100%',
      h: '100%',
      maxW: 'none',
      maxH: 'none',
      m: '0',
      border: '0',
      zIndex: 'modal',
      bg: 'rgba(12, 10, 9, 0.94)',
      color: 'white',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      overflow: 'hidden',
      p: { base: '4', md: '10' },
      animation: 'fade-in 0.2s ease-out',
      cursor: 'zoom-out',
      '&[open]': { display: 'flex' },
      '&::backdrop': { background: 'transparent' },
    },
    close: {
      ...circle('12'),
      position: 'absolute',
      top: { base: '3', md: '5' },
      right: { base: '3', md: '5' },
      bg: 'whiteAlpha.200',
      color: 'white',
      _hover: { bg: 'brand.600' },
      zIndex: 2,
    },
    previous: { ...navButton, left: { base: '2', md: '6' } },
    next: { ...navButton, right: { base: '2', md: '6' } },
  },
};
