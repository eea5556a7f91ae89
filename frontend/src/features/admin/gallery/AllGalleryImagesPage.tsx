import { useCallback } from 'react';
import { Badge, Stack, Text } from '@chakra-ui/react';
import type { AdminGalleryImagesQuery } from '@/gql/graphql';
import { AddLink, AdminCard, AdminCardList } from '@/features/admin/ui/AdminCardList';
import { AdminPageHeader } from '@/features/admin/ui/AdminPageHeader';
import { ConfirmDeleteDialog } from '@/features/admin/ui/ConfirmDeleteDialog';
import { useDeleteFlow } from '@/features/admin/ui/use-delete-flow';
import { describeError } from '@/lib/graphql-errors';
import { useAdminGalleryImages } from './api/get-admin-gallery-images';
import { useDeleteGalleryImage } from './api/delete-gallery-image';

type GalleryItem = AdminGalleryImagesQuery['galleryImages'][number];

export function AllGalleryImagesPage() {
  const { data, loading, error } = useAdminGalleryImages();
  const deleteGalleryImage = useDeleteGalleryImage();

  const remove = useCallback(
    async (image: GalleryItem) => (await deleteGalleryImage(image.id)).data?.deleteGalleryImage === true,
    [deleteGalleryImage],
  );
  const failureMessage = useCallback((caught: unknown) => {
    const detail = describeError(caught, '');
    return { title: 'Failed to delete image', description: detail || undefined };
  }, []);
  const flow = useDeleteFlow<GalleryItem>({ remove, successMessage: 'Image deleted successfully', failureMessage });

  const images = data?.galleryImages ?? [];

  const body = (
    <AdminCardList
      loading={loading && !data}
      failed={!!error && !data}
      empty={images.length === 0}
      loadingLabel="Loading gallery images…"
      errorMessage="Failed to load gallery images."
      emptyMessage="No images available."
      addLink={{ to: '/admin/addgalleryimages', label: 'Add Gallery' }}
      columns={{ base: 2, md: 3, xl: 4 }}
      gap={{ base: '3', md: '5' }}
    >
      {images.map((image) => (
        <AdminCard
          key={image.id}
          title={image.title}
          image={{ src: image.imageUrl, asset: image.image, sizes: '(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 50vw', aspectRatio: 1 }}
          editTo={`/admin/editgalleryimage/${image.id}`}
          onDelete={() => flow.request(image)}
          deleting={flow.isDeleting(image.id)}
        >
          <Stack gap="1" p="3">
            <Text fontWeight="semibold" fontSize="sm" lineClamp={1} title={image.title}>
              {image.title}
            </Text>
            <Badge alignSelf="flex-start" colorPalette="purple" variant="subtle" size="sm">
              {image.category}
            </Badge>
          </Stack>
        </AdminCard>
      ))}
    </AdminCardList>
  );

  return (
    <>
      <AdminPageHeader
        title="All Gallery Images"
        subtitle={data ? `${images.length} image${images.length === 1 ? '' : 's'} in the gallery` : undefined}
        actions={<AddLink to="/admin/addgalleryimages" label="Add Gallery" />}
      />
      {body}
      <ConfirmDeleteDialog
        open={!!flow.pending}
        title="Delete image?"
        message={`"${flow.pending?.title ?? ''}" will be removed from the gallery. This cannot be undone.`}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
    </>
  );
}
