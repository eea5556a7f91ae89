import { useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '@/features/admin/ui/AdminPageHeader';
import { ErrorState, LoadingState } from '@/features/admin/ui/StatusViews';
import { notifyError, notifySuccess } from '@/features/admin/ui/toaster';
import { useUploadProgress } from '@/features/admin/ui/use-upload-progress';
import { describeError, errorCode, fieldErrors } from '@/lib/graphql-errors';
import { useAdminGalleryImage } from './api/get-admin-gallery-image';
import { useUpdateGalleryImage } from './api/update-gallery-image';
import { galleryServerErrors, type GalleryFormValues } from './gallery-form-model';
import { GalleryImageForm } from './GalleryImageForm';

const LIST = '/admin/allgalleryimages';

export function EditGalleryImagePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useAdminGalleryImage(id);
  const [updateGalleryImage] = useUpdateGalleryImage();
  const upload = useUploadProgress();
  const image = data?.galleryImage;

  const header = <AdminPageHeader title="Edit Gallery Image" subtitle="Update image details" />;

  if (loading && !image) {
    return (
      <>
        {header}
        <LoadingState label="Loading image…" />
      </>
    );
  }
  if (error || !image) {
    const notFound = !error || errorCode(error) === 'NOT_FOUND';
    return (
      <>
        {header}
        <ErrorState message={notFound ? 'Image not found' : 'Failed to load image data'} onBack={() => navigate(LIST)} />
      </>
    );
  }

  const submit = async (values: GalleryFormValues) => {
    upload.reset();
    try {
      await updateGalleryImage({
        variables: {
          id: image.id,
          input: { title: values.title.trim(), category: values.category },
          image: values.image ?? undefined,
        },
        context: upload.context,
      });
      notifySuccess('Image updated successfully!');
      navigate('/admin');
    } catch (caught) {
      const detail = describeError(caught, '');
      notifyError('Failed to update image', detail && detail !== 'Failed to update image' ? detail : undefined);
      return galleryServerErrors(fieldErrors(caught));
    }
  };

  return (
    <>
      {header}
      <GalleryImageForm
        key={image.id}
        mode="edit"
        initialValues={{ title: image.title, category: image.category, image: null }}
        currentImage={{ src: image.imageUrl, asset: image.image }}
        onSubmit={submit}
        onCancel={() => navigate(LIST)}
        progress={upload.progress}
      />
    </>
  );
}
