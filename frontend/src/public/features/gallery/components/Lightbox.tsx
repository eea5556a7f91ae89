import { Icon } from '@/public/components/icons/Icon';
import { altOf, imagePreview, imageSource, ResponsiveImage, type ImageAssetLike } from '@/public/components/image/ResponsiveImage';
import { Text } from '@/public/components/ui';
import { useI18n } from '@/public/i18n/context';
import { css, cx } from '@/styled-system/css';
import { Box, Flex } from '@/styled-system/jsx';
import { circle } from '@/styled-system/patterns';

export interface LightboxItem {
  id: string;
  title: string;
  category?: string | null;
  imageUrl?: string | null;
  image?: ImageAssetLike | null;
}

/**
 * The attributes of a thumbnail that opens `item` in the lightbox: a link to the full image (what it is
 * without JavaScript) carrying what the lightbox island shows, read from `data-*`.
 */
export function lightboxTileAttributes(item: LightboxItem) {
  const source = imageSource(item.image, item.imageUrl);
  const { preview, colour } = source.missing ? { preview: null, colour: null } : imagePreview(item.image);
  return {
    href: source.src,
    'data-lightbox-item': '',
    'data-island-control': '',
    'data-title': item.title,
    'data-alt': altOf(item.image, item.title),
    'data-caption': item.image?.caption?.trim() || undefined,
    'data-category': item.category?.trim() || undefined,
    'data-srcset': source.srcSet,
    'data-width': source.width,
    'data-height': source.height,
    'data-preview': preview ?? undefined,
    'data-colour': colour ?? undefined,
  };
}

/** The previous and next buttons: round, frosted, halfway down either side; `hidden` when there is one image only. */
const navButton = circle({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  size: { base: '11', md: '14' },
  bg: 'whiteAlpha.200',
  color: 'white',
  backdropFilter: 'blur(6px)',
  transition: 'background-color 0.2s',
  _hover: { bg: 'whiteAlpha.300' },
  zIndex: 1,
  '&[hidden]': { display: 'none' },
});

/** The dialog itself: the whole screen, dark, the image centred. */
const viewer = css({
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
});

/**
 * Full-screen image viewer, rendered closed: a modal `<dialog>` that the lightbox island
 * (Lightbox.behaviour.ts, beside it) fills with the chosen image and opens. It traps focus, closes on a click,
 * the × button or Esc, and gives focus back to the thumbnail that opened it; arrow keys and the
 * previous/next buttons move between images. `first` only gives the closed dialog a valid image.
 */
export function Lightbox({ first }: { first: LightboxItem }) {
  const { t } = useI18n();
  return (
    <dialog data-lightbox="" aria-modal="true" aria-labelledby="lightbox-title" className={viewer}>
      <button
        type="button"
        data-lightbox-close=""
        aria-label={t('gallery.close')}
        className={circle({
          size: '12',
          position: 'absolute',
          top: { base: '3', md: '5' },
          right: { base: '3', md: '5' },
          bg: 'whiteAlpha.200',
          color: 'white',
          _hover: { bg: 'brand.600' },
          zIndex: 2,
        })}
      >
        <Icon name="X" size={26} />
      </button>

      <button type="button" data-lightbox-previous="" aria-label={t('gallery.previous')} className={cx(navButton, css({ left: { base: '2', md: '6' } }))}>
        <Icon name="ChevronLeft" size={28} />
      </button>
      <button type="button" data-lightbox-next="" aria-label={t('gallery.next')} className={cx(navButton, css({ right: { base: '2', md: '6' } }))}>
        <Icon name="ChevronRight" size={28} />
      </button>

      <Flex data-lightbox-figure="" direction="column" align="center" maxW="full" maxH="full" animation="scale-in 0.25s ease-out">
        <ResponsiveImage
          data-lightbox-image=""
          image={first.image}
          src={first.imageUrl}
          alt={first.title}
          sizes="100vw"
          maxW="min(100%, 1400px)"
          maxH="calc(100dvh - 10rem)"
          w="auto"
          h="auto"
          objectFit="contain"
          borderRadius="lg"
          boxShadow="xl"
          bg="transparent"
        />
        <Box mt="4" textAlign="center" color="white" px="12">
          <Text id="lightbox-title" fontFamily="heading" fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }}>
            {first.title}
          </Text>
          <Text data-lightbox-caption="" hidden={!first.image?.caption?.trim()} fontSize="sm" color="whiteAlpha.900" mt="1" maxW="2xl" mx="auto">
            {first.image?.caption?.trim()}
          </Text>
          <Text fontSize="sm" color="whiteAlpha.700">
            <Text as="span" data-lightbox-category="" textTransform="capitalize">
              {first.category}
            </Text>
            <span data-lightbox-separator="" hidden>
              {' · '}
            </span>
            <span data-lightbox-counter="" />
          </Text>
        </Box>
      </Flex>
    </dialog>
  );
}
