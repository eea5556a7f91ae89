import { ListingPage } from '@/public/components/sections/ListingPage';
import type { PublicGalleryImagesQuery } from '@/gql/graphql';
import { GalleryGrid } from './components/GalleryGrid';
import { useI18n } from '@/public/i18n/context';

/** `images`: null when they could not be read (answered 503). */
export function GalleryPage({ images }: { images: PublicGalleryImagesQuery['galleryImages'] | null }) {
  const { t } = useI18n();
  return (
    <ListingPage
      title={t('gallery.title')}
      metaDescription={t('gallery.metaDescription')}
      eyebrow={t('gallery.eyebrow')}
      lead={t('gallery.lead')}
      listLabel={t('gallery.listLabel')}
    >
      <GalleryGrid images={images} />
    </ListingPage>
  );
}
