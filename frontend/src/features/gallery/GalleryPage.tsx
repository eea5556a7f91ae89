import { ListingPage } from '@/components/sections/ListingPage';
import { GalleryGrid } from './components/GalleryGrid';

export function GalleryPage() {
  return (
    <ListingPage
      title="Gallery"
      metaDescription="Photos of homes, commercial buildings, interiors and sites built by our team in Vriddhachalam and Cuddalore District."
      eyebrow="On Site"
      lead="A look at our sites, finished buildings and interiors. Tap any photo to see it full screen."
      listLabel="Photos"
    >
      <GalleryGrid />
    </ListingPage>
  );
}
