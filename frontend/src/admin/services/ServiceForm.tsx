import type { ImageAssetLike } from '@/admin/ui/AdminImage';
import { FormCard } from '@/admin/ui/FormCard';
import { TextField } from '@/admin/ui/TextField';
import { ImagePicker } from '@/admin/ui/ImagePicker';
import { PointsEditor } from '@/admin/ui/PointsEditor';
import { PublishedSwitch } from '@/admin/ui/PublishedSwitch';
import { TAMIL_HINT, tamilLabel } from '@/admin/ui/tamil';
import { TamilTwin } from '@/admin/ui/TamilTwin';
import { useAdminForm } from '@/admin/ui/use-admin-form';
import type { UploadProgress } from '@/admin/lib/upload-fetch';
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
  const { submitting, changed, field, submit } = useAdminForm(initialValues, (current: ServiceFormValues) => validateService(current, mode), onSubmit);

  return (
    <FormCard
      changed={changed}
      label={mode === 'create' ? 'Add service' : 'Edit service'}
      onSubmit={submit}
      onCancel={onCancel}
      submitting={submitting}
      submitLabel={mode === 'create' ? 'Add Service' : 'Update Service'}
      busyLabel={mode === 'create' ? 'Processing...' : 'Updating...'}
      progress={progress}
    >
      <TamilTwin>
        <TextField label="Service Title" {...field('title')} required placeholder="e.g. Structural Design" />
        <TextField label={tamilLabel('Service Title')} {...field('ta.title')} lang="ta" helper={TAMIL_HINT} />
      </TamilTwin>

      <TamilTwin>
        <TextField label="Service Description" {...field('description')} required rows={5} placeholder="What the firm does for the client in this service" />
        <TextField label={tamilLabel('Service Description')} {...field('ta.description')} lang="ta" rows={5} />
      </TamilTwin>

      <ImagePicker
        label="Service Image"
        {...field('image')}
        current={mode === 'edit' ? (currentImage ?? { src: null }) : undefined}
        required={mode === 'create'}
      />

      <TamilTwin stacked>
        <PointsEditor
          label="Service Points"
          {...field('points')}
          helper="Key features shown with the service, one per point."
          placeholder="e.g. Site supervision"
          noun="point"
          required
        />
        <PointsEditor label={tamilLabel('Service Points')} {...field('ta.points')} placeholder="" noun="Tamil point" addLabel="Add Tamil point" lang="ta" />
      </TamilTwin>

      <PublishedSwitch {...field('published')} />
    </FormCard>
  );
}
