import { Icon } from '@/public/components/icons/Icon';
import { useLocation } from 'react-router';
import { EmptyState } from '@/public/components/feedback/States';
import { ResponsiveImage } from '@/public/components/image/ResponsiveImage';
import { ButtonAnchor, Text } from '@/public/components/ui';
import type { PublicGalleryImagesQuery } from '@/gql/graphql';
import { ALL_IMAGES, galleryFilterSearch, readGalleryFilter } from './gallery-filter';
import { Lightbox, lightboxTileAttributes } from './Lightbox';
import { useI18n } from '@/public/i18n/context';
import { IslandMessages } from '@/public/i18n/IslandMessages';
import { Box, Flex, Grid, styled } from '@/styled-system/jsx';
import { flex } from '@/styled-system/patterns';

function EmptyGallery() {
  const { t } = useI18n();
  return <EmptyState headingLevel="h2" icon={<Icon name="Images" size={26} />} title={t('gallery.emptyTitle')} description={t('gallery.emptyText')} />;
}

/** Title and category over the bottom of a thumbnail, on a dark fade. */
const captionOverlay = flex({
  position: 'absolute',
  inset: '0',
  direction: 'column',
  justify: 'end',
  align: 'start',
  p: { base: '3', md: '4' },
  bgGradient: 'to-t',
  gradientFrom: 'rgba(12,10,9,0.8)',
  gradientVia: 'rgba(12,10,9,0.1)',
  gradientTo: 'transparent',
  color: 'white',
  textAlign: 'start',
  opacity: { base: 1, md: 0 },
  transition: 'opacity 0.3s',
  _groupHover: { opacity: 1 },
  _groupFocusVisible: { opacity: 1 },
});

/**
 * The gallery grid with a category filter and the lightbox. Rendered on the server for the address's
 * `?category=`: every image is in the page, those of other categories `hidden`, each chip is a link to
 * its filtered address and each thumbnail a link to the full image, so it all works without script. The
 * gallery island (GalleryGrid.island.ts) then filters in place (the chips' `aria-pressed`, the tiles, the
 * address, without a reload) and opens the lightbox.
 */
export function GalleryGrid({ images: given }: { images: PublicGalleryImagesQuery['galleryImages'] | null }) {
  const { pathname, search } = useLocation();
  const { t, path } = useI18n();
  // Images that could not be read show the empty gallery, not an error (the page is answered 503).
  const images = given ?? [];
  const categories = [...new Set(images.map((i) => i.category.trim()).filter(Boolean))].sort();
  const filter = readGalleryFilter(new URLSearchParams(search).get('category'), categories);
  const shows = (category: string) => filter === ALL_IMAGES || category.trim() === filter;

  if (images.length === 0) return <EmptyGallery />;

  return (
    <div data-island="GalleryGrid">
      <IslandMessages ids={{ counter: 'gallery.counter' }} fill={['index', 'count']} />
      {categories.length > 1 && (
        <Flex
          role="group"
          aria-label={t('gallery.filter')}
          gap="2.5"
          mb={{ base: '8', md: '10' }}
          overflowX="auto"
          justify={{ base: 'start', md: 'center' }}
          mx={{ base: '-5', md: '0' }}
          px={{ base: '5', md: '0' }}
          pb="1"
        >
          {[ALL_IMAGES, ...categories].map((c) => (
            <ButtonAnchor
              key={c}
              href={`${path(pathname)}${galleryFilterSearch(search, c)}`}
              role="button"
              variant="chip"
              aria-pressed={c === filter}
              data-filter={c}
              data-island-control=""
              flexShrink={0}
              textTransform="capitalize"
            >
              {c === ALL_IMAGES ? t('gallery.all') : c}
            </ButtonAnchor>
          ))}
        </Flex>
      )}
      <Grid as="ul" listStyleType="none" css={{ '& > li[hidden]': { display: 'none' } }} columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '5' }}>
        {images.map((image) => (
          <li key={image.id} hidden={!shows(image.category)}>
            <styled.a
              {...lightboxTileAttributes(image)}
              aria-label={t('gallery.open', { title: image.title })}
              className="group"
              position="relative"
              display="block"
              w="full"
              aspectRatio="1"
              borderRadius="xl"
              overflow="hidden"
              bg="bg.muted"
              cursor="zoom-in"
              boxShadow="sm"
              transition="box-shadow 0.25s"
              _hover={{ boxShadow: 'lg' }}
            >
              <ResponsiveImage
                image={image.image}
                src={image.imageUrl}
                alt={image.title}
                sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                w="full"
                h="full"
                objectFit="cover"
                transition="transform 0.6s cubic-bezier(0.2, 0.7, 0.2, 1)"
                _groupHover={{ transform: 'scale(1.07)' }}
              />
              <div className={captionOverlay}>
                <Box
                  position="absolute"
                  top="3"
                  right="3"
                  w="9"
                  h="9"
                  borderRadius="full"
                  bg="whiteAlpha.300"
                  display={{ base: 'none', md: 'flex' }}
                  alignItems="center"
                  justifyContent="center"
                >
                  <Icon name="ZoomIn" size={18} />
                </Box>
                <Text fontWeight="semibold" fontSize={{ base: 'xs', md: 'sm' }} lineClamp={1} textWrap="wrap">
                  {image.title}
                </Text>
                <Text fontSize="xs" color="whiteAlpha.800" textTransform="capitalize" display={{ base: 'none', md: 'block' }}>
                  {image.category}
                </Text>
              </div>
            </styled.a>
          </li>
        ))}
      </Grid>
      <Lightbox first={images.find((image) => shows(image.category)) ?? images[0]} />
    </div>
  );
}
