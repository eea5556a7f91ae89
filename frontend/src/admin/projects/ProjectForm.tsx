import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { ProjectCategory } from '@/gql/graphql';
import type { ImageAssetLike } from '@/admin/ui/AdminImage';
import { FormCard } from '@/admin/ui/FormCard';
import { FormField } from '@/admin/ui/FormField';
import { TextField } from '@/admin/ui/TextField';
import { ImagePicker } from '@/admin/ui/ImagePicker';
import { MAX_EXTRA_PROJECT_IMAGES, MAX_UPLOAD_SIZE_TEXT } from '@vriddhi/rules';
import { MultiImagePicker, type ExistingImage } from '@/admin/ui/MultiImagePicker';
import { PointsEditor } from '@/admin/ui/PointsEditor';
import { PublishedSwitch } from '@/admin/ui/PublishedSwitch';
import { TAMIL_HINT, tamilLabel } from '@/admin/ui/tamil';
import { TamilTwin } from '@/admin/ui/TamilTwin';
import { useAdminForm } from '@/admin/ui/use-admin-form';
import { NewPhotosArranger } from './NewPhotosArranger';
import type { UploadProgress } from '@/admin/lib/upload-fetch';
import { LOCATION_FIELD, PROJECT_CATEGORIES, validateProject, YEAR_FIELD, type ProjectFormErrors, type ProjectFormValues } from './project-form-model';

interface ProjectFormProps {
  mode: 'create' | 'edit';
  initialValues: ProjectFormValues;
  /** Edit: the stored main image and extra images. */
  currentImage?: { src?: string | null; asset?: ImageAssetLike | null };
  existingImages?: ExistingImage[];
  /** Sends the form; resolves with server field errors to show, if any. */
  onSubmit: (values: ProjectFormValues) => Promise<ProjectFormErrors | void>;
  onCancel: () => void;
  progress: UploadProgress | null;
}

export const EXTRA_IMAGES_HINT = `Optional. Up to ${MAX_EXTRA_PROJECT_IMAGES} more photos, ${MAX_UPLOAD_SIZE_TEXT} each; bigger phone photos are shrunk for you.`;

export function ProjectForm({ mode, initialValues, currentImage, existingImages = [], onSubmit, onCancel, progress }: ProjectFormProps) {
  const { values, errors, submitting, changed, set, field, submit } = useAdminForm(
    initialValues,
    (current: ProjectFormValues) => validateProject(current, mode),
    onSubmit,
  );

  // The kept current images count towards the project's limit too (the server checks the same).
  const keptImages = existingImages.filter((image) => !values.removeImages.includes(image.path)).length;
  const extraSlots = Math.max(0, MAX_EXTRA_PROJECT_IMAGES - keptImages);

  return (
    <FormCard
      changed={changed}
      label={mode === 'create' ? 'Add project' : 'Edit project'}
      onSubmit={submit}
      onCancel={onCancel}
      submitting={submitting}
      submitLabel={mode === 'create' ? 'Add Project' : 'Update Project'}
      busyLabel={mode === 'create' ? 'Processing...' : 'Saving...'}
      progress={progress}
    >
      <TamilTwin>
        <TextField label="Title" {...field('title')} required placeholder="e.g. Villa at Vriddhachalam" />
        <TextField label={tamilLabel('Title')} {...field('ta.title')} lang="ta" helper={TAMIL_HINT} />
      </TamilTwin>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <FormField label="Category" error={errors.category}>
          {(describedBy) => (
            <NativeSelect.Root size="lg" disabled={submitting}>
              <NativeSelect.Field
                aria-describedby={describedBy}
                name="category"
                value={values.category}
                onChange={(event) => set('category', event.target.value as ProjectCategory)}
              >
                {PROJECT_CATEGORIES.map((category) => (
                  <option key={category.value} value={category.value}>
                    {category.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </FormField>
        <TextField label={YEAR_FIELD.label} {...field(YEAR_FIELD.name)} helper={YEAR_FIELD.helper} placeholder={YEAR_FIELD.placeholder} />
      </SimpleGrid>

      <TamilTwin>
        <TextField label="Details" {...field('details')} required rows={6} placeholder="Scope, size, materials, what the client asked for…" />
        <TextField label={tamilLabel('Details')} {...field('ta.details')} lang="ta" rows={6} />
      </TamilTwin>

      <TamilTwin>
        <TextField label={LOCATION_FIELD.label} {...field(LOCATION_FIELD.name)} helper={LOCATION_FIELD.helper} placeholder={LOCATION_FIELD.placeholder} />
        <TextField label={tamilLabel(LOCATION_FIELD.label)} {...field('ta.location')} lang="ta" />
      </TamilTwin>

      <TamilTwin stacked>
        <PointsEditor
          label="Key Features"
          {...field('features')}
          helper="Optional: shown as a numbered list on the project page."
          placeholder="e.g. Rainwater harvesting pit"
          noun="feature"
        />
        <PointsEditor label={tamilLabel('Key Features')} {...field('ta.features')} placeholder="" noun="Tamil feature" addLabel="Add Tamil feature" lang="ta" />
      </TamilTwin>

      <ImagePicker
        label="Project Image"
        {...field('image')}
        current={mode === 'edit' ? (currentImage ?? { src: null }) : undefined}
        required={mode === 'create'}
      />

      <MultiImagePicker
        label="Additional Images"
        {...field('images')}
        existing={existingImages}
        removed={values.removeImages}
        onRemovedChange={(paths) => set('removeImages', paths)}
        maxFiles={extraSlots}
        hint={EXTRA_IMAGES_HINT}
      />

      {mode === 'create' && (
        <NewPhotosArranger
          photos={values.image ? [values.image, ...values.images] : values.images}
          notes={values.photoNotes}
          onReorder={(photos) => {
            // The first is the cover, the project's main image; without a main image chosen yet, all are extras.
            if (!values.image) return set('images', photos);
            set('image', photos[0]);
            set('images', photos.slice(1));
          }}
          onNotesChange={(notes) => set('photoNotes', notes)}
          disabled={submitting}
        />
      )}

      <PublishedSwitch {...field('published')} />
    </FormCard>
  );
}
