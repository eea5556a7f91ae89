import { adminPath } from '@vriddhi/rules';
import { Badge, Stack, Text } from '@chakra-ui/react';
import type { AdminGalleryImagesQuery } from '@/gql/graphql';
import { AdminListPage, countOf } from '@/admin/ui/AdminListPage';
import { describeError } from '@/admin/lib/graphql-errors';
import { useAdminGalleryImages } from './api/get-admin-gallery-images';
import { useDeleteGalleryImage } from './api/delete-gallery-image';
import { useUpdateGalleryImage } from './api/update-gallery-image';
import { useReorderGalleryImages } from './api/reorder-gallery-images';
import { GalleryBatchActions } from './GalleryBatchActions';
import { listReorder } from '@/admin/ui/use-list-reorder';
import { IN_TRASH, TRASH_NOTE } from '@/admin/ui/trash-notes';

type GalleryItem = AdminGalleryImagesQuery['galleryImages'][number];

export function AllGalleryImagesPage() {
  const { data, loading, error } = useAdminGalleryImages();
  const deleteGalleryImage = useDeleteGalleryImage();
  const [updateGalleryImage] = useUpdateGalleryImage();
  const reorder = useReorderGalleryImages();

  return (
    <AdminListPage<GalleryItem>
      title="All Gallery Images"
      summary={(count) => `${countOf(count, 'image')} in the gallery`}
      addLink={{ to: adminPath('addGalleryImage'), label: 'Add Gallery' }}
      items={data?.galleryImages}
      loading={loading}
      error={error}
      messages={{ loading: 'Loading gallery images…', error: 'Failed to load gallery images.', empty: 'No images available.' }}
      tamilNoun="gallery image"
      columns={{ base: 2, md: 3, xl: 4 }}
      gap={{ base: '3', md: '5' }}
      reorder={listReorder('The order the photos are shown in on the gallery page. Photos added later come first until you change it again.', reorder)}
      batch={(ids, done) => <GalleryBatchActions ids={ids} onDone={done} />}
      deletion={{
        remove: async (image) => (await deleteGalleryImage(image.id)).data?.deleteGalleryImage === true,
        successMessage: 'Image deleted successfully',
        successDetail: IN_TRASH,
        failureMessage: (caught) => ({ title: 'Failed to delete image', description: describeError(caught, '') || undefined }),
        dialogTitle: 'Delete image?',
        dialogMessage: (title) => `"${title}" will be removed from the gallery. ${TRASH_NOTE}`,
      }}
      quick={{
        setPublished: (image, published) => updateGalleryImage({ variables: { id: image.id, input: { published } } }),
        link: (image) => (image.published ? { to: '/gallery', label: 'View on site', external: true } : null),
      }}
      card={(image) => ({
        image: { src: image.imageUrl, asset: image.image, sizes: '(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 50vw', aspectRatio: 1 },
        editTo: adminPath('editGalleryImage', image.id),
        body: (
          <Stack gap="1" p="3">
            <Text fontWeight="semibold" fontSize="sm" lineClamp={1} title={image.title}>
              {image.title}
            </Text>
            <Badge alignSelf="flex-start" colorPalette="purple" variant="subtle" size="sm">
              {image.category}
            </Badge>
          </Stack>
        ),
      })}
    />
  );
}
