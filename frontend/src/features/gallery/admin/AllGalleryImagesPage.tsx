import { useCallback } from 'react';
import { Badge, Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminGalleryImagesQuery } from '../../../gql/graphql';
import { AdminImage } from '../../../lib/admin/AdminImage';
import { AdminPageHeader } from '../../../lib/admin/AdminPageHeader';
import { ConfirmDeleteDialog } from '../../../lib/admin/ConfirmDeleteDialog';
import { DeletingOverlay, ItemActions } from '../../../lib/admin/ItemActions';
import { EmptyState, ErrorState, LoadingState } from '../../../lib/admin/StatusViews';
import { useDeleteFlow } from '../../../lib/admin/use-delete-flow';
import { describeError } from '../../../lib/graphql-errors';
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

  let body;
  if (loading && !data) body = <LoadingState label="Loading gallery images…" />;
  else if (error && !data) body = <ErrorState message="Failed to load gallery images." />;
  else if (images.length === 0)
    body = (
      <EmptyState
        message="No images available."
        action={
          <Button asChild colorPalette="brand">
            <Link to="/admin/addgalleryimages">
              <Plus /> Add Gallery
            </Link>
          </Button>
        }
      />
    );
  else
    body = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, xl: 4 }} gap={{ base: '3', md: '5' }}>
        {images.map((image) => {
          const deleting = flow.isDeleting(image.id);
          return (
            <Box
              as="li"
              key={image.id}
              className="admin-card"
              position="relative"
              bg="white"
              borderRadius="xl"
              borderWidth="1px"
              borderColor="gray.200"
              overflow="hidden"
              shadow="xs"
              _hover={{ shadow: 'md' }}
              aria-busy={deleting || undefined}
            >
              <Box position="relative">
                <AdminImage
                  src={image.imageUrl}
                  asset={image.image}
                  sizes="(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 50vw"
                  alt={image.title}
                  w="full"
                  aspectRatio={1}
                  objectFit="cover"
                />
                <ItemActions
                  editTo={`/admin/editgalleryimage/${image.id}`}
                  itemLabel={image.title}
                  onDelete={() => flow.request(image)}
                  deleting={deleting}
                />
              </Box>
              <Stack gap="1" p="3">
                <Text fontWeight="semibold" fontSize="sm" lineClamp={1} title={image.title}>
                  {image.title}
                </Text>
                <Badge alignSelf="flex-start" colorPalette="purple" variant="subtle" size="sm">
                  {image.category}
                </Badge>
              </Stack>
              {deleting && <DeletingOverlay />}
            </Box>
          );
        })}
      </SimpleGrid>
    );

  return (
    <>
      <AdminPageHeader
        title="All Gallery Images"
        subtitle={data ? `${images.length} image${images.length === 1 ? '' : 's'} in the gallery` : undefined}
        actions={
          <Button asChild colorPalette="brand">
            <Link to="/admin/addgalleryimages">
              <Plus /> Add Gallery
            </Link>
          </Button>
        }
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
