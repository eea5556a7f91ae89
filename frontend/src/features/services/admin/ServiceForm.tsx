import { useState } from 'react';
import { Box, Button, Flex, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Check, Plus, X } from 'lucide-react';
import type { ImageAssetLike } from '../../../lib/admin/AdminImage';
import { FormCard } from '../../../lib/admin/FormCard';
import { FormField } from '../../../lib/admin/FormField';
import { ImagePicker } from '../../../lib/admin/ImagePicker';
import { isBlank } from '../../../lib/admin/text';
import type { UploadProgress } from '../../../lib/upload-fetch';
import { validateService, type ServiceField, type ServiceFormErrors, type ServiceFormValues } from './service-form-model';

interface ServiceFormProps {
  mode: 'create' | 'edit';
  initialValues: ServiceFormValues;
  currentImage?: { src?: string | null; asset?: ImageAssetLike | null };
  onSubmit: (values: ServiceFormValues) => Promise<ServiceFormErrors | void>;
  onCancel: () => void;
  progress: UploadProgress | null;
}

export function ServiceForm({ mode, initialValues, currentImage, onSubmit, onCancel, progress }: ServiceFormProps) {
  const [values, setValues] = useState<ServiceFormValues>(initialValues);
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [point, setPoint] = useState('');

  const set = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key as ServiceField]: undefined }));
  };

  const addPoint = () => {
    // A blank point is not added (spec §5).
    if (isBlank(point)) return;
    set('points', [...values.points, point.trim()]);
    setPoint('');
  };

  const submit = async () => {
    const found = validateService(values, mode);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      const serverErrors = await onSubmit(values);
      if (serverErrors) setErrors(serverErrors);
    } finally {
      setSubmitting(false);
    }
  };

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

      <FormField
        label="Service Points"
        error={errors.points}
        helper="Key features shown with the service, one per point."
        required
      >
        {(describedBy) => (
          <Flex gap="2" w="full">
            <Input
              aria-describedby={describedBy}
              name="point"
              size="lg"
              value={point}
              onChange={(event) => setPoint(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  addPoint();
                }
              }}
              placeholder="e.g. Site supervision"
              enterKeyHint="enter"
              disabled={submitting}
            />
            <Button size="lg" variant="outline" colorPalette="brand" onClick={addPoint} disabled={submitting}>
              <Plus /> Add
            </Button>
          </Flex>
        )}
      </FormField>

      {values.points.length > 0 && (
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="2" id="service-points-heading">
            {values.points.length} point{values.points.length === 1 ? '' : 's'}
          </Text>
          <Stack as="ul" gap="2" listStyleType="none" aria-labelledby="service-points-heading">
            {values.points.map((text, index) => (
              <Flex
                as="li"
                key={`${index}-${text}`}
                align="center"
                gap="3"
                px="3"
                py="2"
                bg="gray.50"
                borderWidth="1px"
                borderColor="gray.200"
                borderRadius="md"
              >
                <Box color="teal.600" flexShrink={0} aria-hidden>
                  <Check size={16} />
                </Box>
                <Text flex="1" fontSize="sm" wordBreak="break-word">
                  {text}
                </Text>
                <IconButton
                  aria-label={`Remove point: ${text}`}
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  disabled={submitting}
                  onClick={() =>
                    set(
                      'points',
                      values.points.filter((_, i) => i !== index),
                    )
                  }
                >
                  <X />
                </IconButton>
              </Flex>
            ))}
          </Stack>
        </Box>
      )}
    </FormCard>
  );
}
