import type { ReactNode } from 'react';
import { Button, HStack, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import type { ImageAssetLike } from '@/admin/ui/AdminImage';
import { FormCard } from '@/admin/ui/FormCard';
import { FormField } from '@/admin/ui/FormField';
import { TextField } from '@/admin/ui/TextField';
import { ImagePicker } from '@/admin/ui/ImagePicker';
import { PublishedSwitch } from '@/admin/ui/PublishedSwitch';
import { useAdminForm } from '@/admin/ui/use-admin-form';
import type { UploadProgress } from '@/admin/lib/upload-fetch';
import { useGalleryCategories } from './api/get-gallery-categories';
import { validateGallery, type GalleryFormErrors, type GalleryFormValues } from './gallery-form-model';

interface GalleryImageFormProps {
  mode: 'create' | 'edit';
  initialValues: GalleryFormValues;
  currentImage?: { src?: string | null; asset?: ImageAssetLike | null };
  onSubmit: (values: GalleryFormValues) => Promise<GalleryFormErrors | void>;
  onCancel: () => void;
  progress: UploadProgress | null;
  /** An inline failure (Add Gallery shows it inside the form). */
  failure?: ReactNode;
}

export function GalleryImageForm({ mode, initialValues, currentImage, onSubmit, onCancel, progress, failure }: GalleryImageFormProps) {
  const categories = useGalleryCategories();
  const names = (categories.data?.galleryCategories ?? []).map((category) => ({ key: category.id, name: category.name }));
  // Edit keeps the stored value even when it is no longer in the list.
  if (initialValues.category && !names.some((category) => category.name === initialValues.category)) {
    names.unshift({ key: `current-${initialValues.category}`, name: initialValues.category });
  }
  const validate = (current: GalleryFormValues) =>
    validateGallery(
      current,
      mode,
      names.map((category) => category.name),
    );
  const { values, errors, submitting, set, field, submit } = useAdminForm(initialValues, validate, onSubmit);

  const categoriesLoading = categories.loading && !categories.data;

  return (
    <FormCard
      label={mode === 'create' ? 'Add gallery image' : 'Edit gallery image'}
      onSubmit={submit}
      onCancel={onCancel}
      submitting={submitting}
      submitLabel={mode === 'create' ? 'Add to Gallery' : 'Update Image'}
      busyLabel={mode === 'create' ? 'Processing...' : 'Updating...'}
      progress={progress}
      failure={failure}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <TextField label="Image Title" {...field('title')} required placeholder="e.g. Living room interior" />

        <FormField label="Category" error={errors.category} required>
          {(describedBy) => (
            <>
              <NativeSelect.Root size="lg" disabled={submitting || categoriesLoading}>
                <NativeSelect.Field
                  aria-describedby={describedBy}
                  name="category"
                  value={values.category}
                  onChange={(event) => set('category', event.target.value)}
                >
                  <option value="" disabled>
                    {categoriesLoading ? 'Loading categories…' : 'Select a category'}
                  </option>
                  {names.map((category) => (
                    <option key={category.key} value={category.name}>
                      {category.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {categories.error && !categories.data && (
                <HStack gap="2" mt="1">
                  <Text fontSize="sm" color="fg.error">
                    Could not load the categories.
                  </Text>
                  <Button size="xs" variant="outline" onClick={() => void categories.refetch().catch(() => undefined)}>
                    <RefreshCw /> Retry
                  </Button>
                </HStack>
              )}
            </>
          )}
        </FormField>
      </SimpleGrid>

      <ImagePicker
        label="Gallery Image"
        {...field('image')}
        current={mode === 'edit' ? (currentImage ?? { src: null }) : undefined}
        required={mode === 'create'}
      />

      <PublishedSwitch {...field('published')} />
    </FormCard>
  );
}
