import type { ImageAssetLike } from '@/features/admin/ui/AdminImage';
import { FormCard } from '@/features/admin/ui/FormCard';
import { TextField } from '@/features/admin/ui/TextField';
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
      <TextField
        label="Service Title"
        name="title"
        value={values.title}
        onChange={(value) => set('title', value)}
        error={errors.title}
        required
        placeholder="e.g. Structural Design"
        disabled={submitting}
      />

      <TextField
        label="Service Description"
        name="description"
        value={values.description}
        onChange={(value) => set('description', value)}
        error={errors.description}
        required
        rows={5}
        placeholder="What the firm does for the client in this service"
        disabled={submitting}
      />

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
