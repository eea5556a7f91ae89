import { adminPath } from '@vriddhi/rules';
import { PhotoDetailsBar } from '@/admin/photos/PhotoDetailsBar';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AdminEditScreen } from '@/admin/ui/AdminEditScreen';
import { notifyError } from '@/admin/ui/toaster';
import { SaveConflictFrame } from '@/admin/ui/SaveConflictFrame';
import { useAdminSave } from '@/admin/ui/use-admin-save';
import { useSaveConflict } from '@/admin/ui/use-save-conflict';
import { VersionedFormStart, type FormStart } from '@/admin/ui/VersionedFormStart';
import { describeError, errorCode, fieldErrors } from '@/admin/lib/graphql-errors';
import { useAdminGalleryImage } from './api/get-admin-gallery-image';
import { useUpdateGalleryImage } from './api/update-gallery-image';
import { galleryFormValues, galleryInput, galleryServerErrors, type GalleryFormValues } from './gallery-form-model';
import { GalleryImageForm } from './GalleryImageForm';

const LIST = adminPath('allGalleryImages');

function updateFailure(error: unknown) {
  const detail = describeError(error, '');
  notifyError('Failed to update image', detail && detail !== 'Failed to update image' ? detail : undefined);
  return galleryServerErrors(fieldErrors(error));
}

export function EditGalleryImagePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, loading, error, refetch } = useAdminGalleryImage(id);
  const [updateGalleryImage] = useUpdateGalleryImage();
  const { save, progress } = useAdminSave('Image updated successfully!');
  const conflict = useSaveConflict<GalleryFormValues>();
  const latest = async () => {
    const { data: fresh } = await refetch();
    if (!fresh?.galleryImage) throw new Error('The photo is no longer there');
    return { version: fresh.galleryImage.version, values: galleryFormValues(fresh.galleryImage) };
  };

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
        const submit = (start: FormStart<GalleryFormValues>) => (values: GalleryFormValues) =>
          save(
            (context) =>
              updateGalleryImage({
                variables: { id: image.id, input: galleryInput(values), image: values.image ?? undefined, version: start.version },
                context,
              }),
            (caught) => (conflict.caught(caught, start.based, values) ? {} : updateFailure(caught)),
            () => ({ to: adminPath('editGalleryImage', image.id), viewOnSite: values.published ? '/gallery' : null }),
          );
        return (
          <>
            <PhotoDetailsBar photo={image.image} title={image.title} />
            <SaveConflictFrame conflict={conflict} what="this photo" onReload={() => void conflict.reload(latest)}>
              <VersionedFormStart key={`${image.id}:${conflict.formKey}:${location.key}`} record={image} formValues={galleryFormValues} conflict={conflict}>
                {(start) => (
                  <GalleryImageForm
                    mode="edit"
                    initialValues={start.initialValues}
                    currentImage={{ src: image.imageUrl, asset: image.image }}
                    onSubmit={submit(start)}
                    onCancel={() => navigate(LIST)}
                    progress={progress}
                  />
                )}
              </VersionedFormStart>
            </SaveConflictFrame>
          </>
        );
      }}
    </AdminEditScreen>
  );
}
