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
import { cx } from '@/styled-system/css';
import { Flex } from '@/styled-system/jsx';
import { galleryGrid } from '@/styled-system/recipes';

function EmptyGallery() {
  const { t } = useI18n();
  return <EmptyState headingLevel="h2" icon={<Icon name="Images" size={26} />} title={t('gallery.emptyTitle')} description={t('gallery.emptyText')} />;
}

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
  const classes = galleryGrid();

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
      <ul className={classes.grid}>
        {images.map((image) => (
          <li key={image.id} hidden={!shows(image.category)}>
            <a {...lightboxTileAttributes(image)} aria-label={t('gallery.open', { title: image.title })} className={cx(classes.tile, 'group')}>
              <ResponsiveImage
                image={image.image}
                src={image.imageUrl}
                alt={image.title}
                sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                className={classes.image}
              />
              <div className={classes.caption}>
                <div className={classes.zoom}>
                  <Icon name="ZoomIn" size={18} />
                </div>
                <Text className={classes.title}>{image.title}</Text>
                <Text className={classes.category}>{image.category}</Text>
              </div>
            </a>
          </li>
        ))}
      </ul>
      <Lightbox first={images.find((image) => shows(image.category)) ?? images[0]} />
    </div>
  );
}
