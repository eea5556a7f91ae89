import { Input, Textarea } from '@chakra-ui/react';
import type { ImageAssetLike } from '@/features/admin/ui/AdminImage';
import { FormCard } from '@/features/admin/ui/FormCard';
import { FormField } from '@/features/admin/ui/FormField';
import { ImagePicker } from '@/features/admin/ui/ImagePicker';
import { PointsEditor } from '@/features/admin/ui/PointsEditor';
import { useAdminForm } from '@/features/admin/ui/use-admin-form';
import type { UploadProgress } from '@/lib/upload-fetch';
import { validateService, type ServiceFormErrors, type ServiceFormValues } from './service-form-model';

interface ServiceFormProps {
  mode: 'create' | 'edit';
  initialValues: ServiceFormValues;
  currentImage?: { src?: string | null; asset?: ImageAssetLike | null };
  onSubmit: (values: ServiceFormValues) => Promise<ServiceFormErrors | void>;
  onCancel: () => void;
  progress: UploadProgress | null;
}

export function ServiceForm({ mode, initialValues, currentImage, onSubmit, onCancel, progress }: ServiceFormProps) {
  const { values, errors, submitting, set, submit } = useAdminForm(initialValues, (current: ServiceFormValues) => validateService(current, mode), onSubmit);

  return (
    <FormCard
      label={mode === 'create' ? 'Add service' : 'Edit service'}
      onSubmit={submit}
      onCancel={onCancel}
      submitting={submitting}
      submitLabel={mode === 'create' ? 'Add Service' : 'Update Service'}
      busyLabel={mode === 'create' ? 'Processing...' : 'Updating...'}
      progress={progress}
    >
      <FormField label="Service Title" error={errors.title} required>
        {(describedBy) => (
          <Input
            aria-describedby={describedBy}
            name="title"
            size="lg"
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            placeholder="e.g. Structural Design"
            disabled={submitting}
          />
        )}
      </FormField>

      <FormField label="Service Description" error={errors.description} required>
        {(describedBy) => (
          <Textarea
            aria-describedby={describedBy}
            name="description"
            rows={5}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            placeholder="What the firm does for the client in this service"
            disabled={submitting}
          />
        )}
      </FormField>

      <ImagePicker
        label="Service Image"
        file={values.image}
        onFileChange={(file) => set('image', file)}
        error={errors.image}
        current={mode === 'edit' ? (currentImage ?? { src: null }) : undefined}
        required={mode === 'create'}
        disabled={submitting}
      />

      <PointsEditor
        label="Service Points"
        helper="Key features shown with the service, one per point."
        placeholder="e.g. Site supervision"
        noun="point"
        points={values.points}
        onChange={(points) => set('points', points)}
        error={errors.points}
        required
        disabled={submitting}
      />
    </FormCard>
  );
}
