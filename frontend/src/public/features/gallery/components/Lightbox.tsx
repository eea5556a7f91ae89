import { Icon } from '@/public/components/icons/Icon';
import { altOf, imagePreview, imageSource, ResponsiveImage, type ImageAssetLike } from '@/public/components/image/ResponsiveImage';
import { Text } from '@/public/components/ui';
import { useI18n } from '@/public/i18n/context';
import { Box, Flex } from '@/styled-system/jsx';
import { lightbox } from '@/styled-system/recipes';

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

/**
 * Full-screen image viewer, rendered closed: a modal `<dialog>` that the lightbox island
 * (Lightbox.behaviour.ts, beside it) fills with the chosen image and opens. It traps focus, closes on a click,
 * the × button or Esc, and gives focus back to the thumbnail that opened it; arrow keys and the
 * previous/next buttons move between images. `first` only gives the closed dialog a valid image.
 */
export function Lightbox({ first }: { first: LightboxItem }) {
  const { t } = useI18n();
  const classes = lightbox();
  return (
    <dialog data-lightbox="" aria-modal="true" aria-labelledby="lightbox-title" className={classes.viewer}>
      <button type="button" data-lightbox-close="" aria-label={t('gallery.close')} className={classes.close}>
        <Icon name="X" size={26} />
      </button>

      <button type="button" data-lightbox-previous="" aria-label={t('gallery.previous')} className={classes.previous}>
        <Icon name="ChevronLeft" size={28} />
      </button>
      <button type="button" data-lightbox-next="" aria-label={t('gallery.next')} className={classes.next}>
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
          <Text data-lightbox-caption="" hidden={!first.image?.caption?.trim()} fontSize="sm" color="white" mt="1" maxW="2xl" mx="auto">
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
