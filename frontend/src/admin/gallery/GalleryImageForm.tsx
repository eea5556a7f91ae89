import type { ReactNode } from 'react';
import type { ImageAssetLike } from '@/admin/ui/AdminImage';
import { FormCard } from '@/admin/ui/FormCard';
import { TextField } from '@/admin/ui/TextField';
import { ImagePicker } from '@/admin/ui/ImagePicker';
import { PublishedSwitch } from '@/admin/ui/PublishedSwitch';
import { TAMIL_HINT, tamilLabel } from '@/admin/ui/tamil';
import { TamilTwin } from '@/admin/ui/TamilTwin';
import { useAdminForm } from '@/admin/ui/use-admin-form';
import type { UploadProgress } from '@/admin/lib/upload-fetch';
import { GalleryCategoryField, useGalleryCategoryNames } from './GalleryCategoryField';
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
  const categoryList = useGalleryCategoryNames(initialValues.category);
  const { names } = categoryList;
  const validate = (current: GalleryFormValues) =>
    validateGallery(
      current,
      mode,
      names.map((category) => category.name),
    );
  const { submitting, changed, field, submit } = useAdminForm(initialValues, validate, onSubmit);

  return (
    <FormCard
      changed={changed}
      label={mode === 'create' ? 'Add gallery image' : 'Edit gallery image'}
      onSubmit={submit}
      onCancel={onCancel}
      submitting={submitting}
      submitLabel={mode === 'create' ? 'Add to Gallery' : 'Update Image'}
      busyLabel={mode === 'create' ? 'Processing...' : 'Updating...'}
      progress={progress}
      failure={failure}
    >
      <TamilTwin>
        <TextField label="Image Title" {...field('title')} required placeholder="e.g. Living room interior" />
        <TextField label={tamilLabel('Image Title')} {...field('ta.title')} lang="ta" helper={TAMIL_HINT} />
      </TamilTwin>

      <GalleryCategoryField {...field('category')} list={categoryList} />

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
