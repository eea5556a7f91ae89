import { adminPath } from '@vriddhi/rules';
import { PhotoDetailsBar } from '@/admin/photos/PhotoDetailsBar';
import { useParams } from 'react-router';
import { AdminEditScreen } from '@/admin/ui/AdminEditScreen';
import { notifyError } from '@/admin/ui/toaster';
import { SaveConflictFrame } from '@/admin/ui/SaveConflictFrame';
import { useRecordEditor } from '@/admin/ui/use-record-editor';
import { VersionedFormStart, type FormStart } from '@/admin/ui/VersionedFormStart';
import { describeError, errorCode, fieldErrors } from '@/admin/lib/graphql-errors';
import { useAdminGalleryImage } from './api/get-admin-gallery-image';
import { useUpdateGalleryImage } from './api/update-gallery-image';
import { galleryFormValues, galleryInput, galleryServerErrors, type GalleryFormValues } from './gallery-form-model';
import { GalleryImageForm } from './GalleryImageForm';

function updateFailure(error: unknown) {
  const detail = describeError(error, '');
  notifyError('Failed to update image', detail && detail !== 'Failed to update image' ? detail : undefined);
  return galleryServerErrors(fieldErrors(error));
}

export function EditGalleryImagePage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useAdminGalleryImage(id);
  const [updateGalleryImage] = useUpdateGalleryImage();
  const { save, progress, conflict, toList, reloadLatest, formKey } = useRecordEditor({
    list: 'allGalleryImages',
    saved: 'Image updated successfully!',
    reread: async () => (await refetch()).data?.galleryImage,
    formValues: galleryFormValues,
    gone: 'The photo is no longer there',
  });

  return (
    <AdminEditScreen
      title="Edit Gallery Image"
      subtitle="Update image details"
      record={data?.galleryImage}
      loading={loading}
      error={error}
      loadingLabel="Loading image…"
      failure={(caught) => ({ message: !caught || errorCode(caught) === 'NOT_FOUND' ? 'Image not found' : 'Failed to load image data' })}
      onBack={toList}
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
            <SaveConflictFrame conflict={conflict} what="this photo" onReload={reloadLatest}>
              <VersionedFormStart key={formKey(image)} record={image} formValues={galleryFormValues} conflict={conflict}>
                {(start) => (
                  <GalleryImageForm
                    mode="edit"
                    initialValues={start.initialValues}
                    currentImage={{ src: image.imageUrl, asset: image.image }}
                    onSubmit={submit(start)}
                    onCancel={toList}
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
