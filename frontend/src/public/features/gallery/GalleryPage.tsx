import { ListingPage } from '@/public/components/sections/ListingPage';
import type { PublicGalleryImagesQuery } from '@/gql/graphql';
import { GalleryGrid } from './components/GalleryGrid';

/** `images`: null when they could not be read (answered 503). */
export function GalleryPage({ images }: { images: PublicGalleryImagesQuery['galleryImages'] | null }) {
  return (
    <ListingPage
      title="Gallery"
      metaDescription="Photos of homes, commercial buildings, interiors and sites built by our team in Vriddhachalam and Cuddalore District."
      eyebrow="On Site"
      lead="A look at our sites, finished buildings and interiors. Tap any photo to see it full screen."
      listLabel="Photos"
    >
      <GalleryGrid images={images} />
    </ListingPage>
  );
}
