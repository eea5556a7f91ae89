import { PhotoDetailsBar } from '@/admin/photos/PhotoDetailsBar';
import { useNavigate, useParams } from 'react-router';
import { AdminEditScreen } from '@/admin/ui/AdminEditScreen';
import { notifyError } from '@/admin/ui/toaster';
import { useAdminSave } from '@/admin/ui/use-admin-save';
import { describeError, errorCode, fieldErrors } from '@/admin/lib/graphql-errors';
import { useAdminGalleryImage } from './api/get-admin-gallery-image';
import { useUpdateGalleryImage } from './api/update-gallery-image';
import { galleryInput, galleryServerErrors, type GalleryFormValues } from './gallery-form-model';
import { GalleryImageForm } from './GalleryImageForm';

const LIST = '/admin/allgalleryimages';

function updateFailure(error: unknown) {
  const detail = describeError(error, '');
  notifyError('Failed to update image', detail && detail !== 'Failed to update image' ? detail : undefined);
  return galleryServerErrors(fieldErrors(error));
}

export function EditGalleryImagePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useAdminGalleryImage(id);
  const [updateGalleryImage] = useUpdateGalleryImage();
  const { save, progress } = useAdminSave('Image updated successfully!');

  return (
    <AdminEditScreen
      title="Edit Gallery Image"
      subtitle="Update image details"
      record={data?.galleryImage}
      loading={loading}
      error={error}
      loadingLabel="Loading image…"
      failure={(caught) => ({ message: !caught || errorCode(caught) === 'NOT_FOUND' ? 'Image not found' : 'Failed to load image data' })}
      onBack={() => navigate(LIST)}
    >
      {(image) => {
        const submit = (values: GalleryFormValues) =>
          save(
            (context) => updateGalleryImage({ variables: { id: image.id, input: galleryInput(values), image: values.image ?? undefined }, context }),
            updateFailure,
          );
        return (
          <>
            <PhotoDetailsBar photo={image.image} title={image.title} />
            <GalleryImageForm
              key={image.id}
              mode="edit"
              initialValues={{ title: image.title, category: image.category, image: null, published: image.published }}
              currentImage={{ src: image.imageUrl, asset: image.image }}
              onSubmit={submit}
              onCancel={() => navigate(LIST)}
              progress={progress}
            />
          </>
        );
      }}
    </AdminEditScreen>
  );
}
