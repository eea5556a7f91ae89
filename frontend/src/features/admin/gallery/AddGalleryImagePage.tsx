import { useState } from 'react';
import { Alert } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '@/features/admin/ui/AdminPageHeader';
import { notifySuccess } from '@/features/admin/ui/toaster';
import { useGoBack } from '@/features/admin/ui/use-go-back';
import { useUploadProgress } from '@/features/admin/ui/use-upload-progress';
import { describeError, fieldErrors } from '@/lib/graphql-errors';
import { useCreateGalleryImage } from './api/create-gallery-image';
import { galleryServerErrors, type GalleryFormValues } from './gallery-form-model';
import { GalleryImageForm } from './GalleryImageForm';

const emptyValues: GalleryFormValues = { title: '', category: '', image: null };

export function AddGalleryImagePage() {
  const navigate = useNavigate();
  const goBack = useGoBack('/admin');
  const [createGalleryImage] = useCreateGalleryImage();
  const upload = useUploadProgress();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: GalleryFormValues) => {
    if (!values.image) return;
    upload.reset();
    setFailure(null);
    try {
      await createGalleryImage({
        variables: { input: { title: values.title.trim(), category: values.category }, image: values.image },
        context: upload.context,
      });
      notifySuccess('Image added successfully!');
      navigate('/admin');
    } catch (error) {
      setFailure(describeError(error, 'Failed to upload image'));
      return galleryServerErrors(fieldErrors(error));
    }
  };

  return (
    <>
      <AdminPageHeader title="Add Gallery Image" subtitle="Upload new images to your project gallery" />
      <GalleryImageForm
        mode="create"
        initialValues={emptyValues}
        onSubmit={submit}
        onCancel={goBack}
        progress={upload.progress}
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
