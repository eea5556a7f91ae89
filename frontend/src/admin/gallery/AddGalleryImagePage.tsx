import { useState } from 'react';
import { Alert } from '@chakra-ui/react';
import { AdminPageHeader } from '@/admin/ui/AdminPageHeader';
import { useAdminSave } from '@/admin/ui/use-admin-save';
import { useGoBack } from '@/admin/ui/use-go-back';
import { describeError, fieldErrors } from '@/admin/lib/graphql-errors';
import { useCreateGalleryImage } from './api/create-gallery-image';
import { galleryInput, galleryServerErrors, type GalleryFormValues } from './gallery-form-model';
import { GalleryImageForm } from './GalleryImageForm';

const emptyValues: GalleryFormValues = { title: '', category: '', image: null, published: true };

export function AddGalleryImagePage() {
  const goBack = useGoBack('/admin');
  const [createGalleryImage] = useCreateGalleryImage();
  const { save, progress } = useAdminSave('Image added successfully!');
  // Shown above the form rather than as a toast: an upload's failure is worth reading in full.
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: GalleryFormValues) => {
    if (!values.image) return;
    const image = values.image;
    setFailure(null);
    return save(
      (context) => createGalleryImage({ variables: { input: galleryInput(values), image }, context }),
      (error) => {
        setFailure(describeError(error, 'Failed to upload image'));
        return galleryServerErrors(fieldErrors(error));
      },
    );
  };

  return (
    <>
      <AdminPageHeader title="Add Gallery Image" subtitle="Upload new images to your project gallery" />
      <GalleryImageForm
        mode="create"
        initialValues={emptyValues}
        onSubmit={submit}
        onCancel={goBack}
        progress={progress}
        failure={
          failure && (
            <Alert.Root status="error" borderRadius="lg" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )
        }
      />
    </>
  );
}
