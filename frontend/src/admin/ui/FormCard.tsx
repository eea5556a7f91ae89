import { useRef, type FormEvent, type ReactNode } from 'react';
import { Button, Flex, Stack, chakra } from '@chakra-ui/react';
import type { UploadProgress } from '@/admin/lib/upload-fetch';
import { LeaveGuard } from './LeaveGuard';
import { UploadProgressBar } from './UploadProgressBar';
import { PreparingPhotosProvider, usePreparingCount } from './photo-preparation';
import { PREPARING_PHOTO_TEXT } from './prepare-photo';

interface FormCardProps {
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
  submitLabel: string;
  busyLabel: string;
  submitting: boolean;
  onCancel: () => void;
  progress?: UploadProgress | null;
  /** An inline failure shown above the buttons. */
  failure?: ReactNode;
  label: string;
  /** Something typed or chosen is not saved yet: leaving asks first (LeaveGuard). */
  changed?: boolean;
}

/** The white card that holds a form. */
const formCard = {
  noValidate: true,
  bg: 'white',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'gray.200',
  shadow: 'sm',
  p: { base: '4', md: '8' },
  maxW: '3xl',
} as const;

/** The white card every admin form sits in, with the upload bar and the Cancel / submit row. */
export function FormCard({ onSubmit, children, submitLabel, busyLabel, submitting, onCancel, progress, failure, label, changed = false }: FormCardProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // A photo still being converted or shrunk would be left out: the form waits for it.
  const [preparingPhotos, reportPreparing] = usePreparingCount();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || preparingPhotos > 0) return;
    await onSubmit();
    // Take the admin to the first field that needs attention (long forms on a phone).
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!invalid) return;
      invalid.focus({ preventScroll: true });
      const target = invalid.closest('[data-part="root"]') ?? invalid.parentElement ?? invalid;
      target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    });
  };

  return (
    <chakra.form ref={formRef} aria-label={label} onSubmit={handleSubmit} {...formCard}>
      <Stack gap="6">
        <PreparingPhotosProvider value={reportPreparing}>{children}</PreparingPhotosProvider>
        {submitting && <UploadProgressBar progress={progress ?? null} />}
        {failure}
        <Flex gap="3" justify="flex-end" direction={{ base: 'column-reverse', sm: 'row' }} pt="4" borderTopWidth="1px" borderColor="gray.100">
          <Button variant="outline" onClick={onCancel} disabled={submitting} size="lg">
            Cancel
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            loading={submitting || preparingPhotos > 0}
            loadingText={submitting ? busyLabel : PREPARING_PHOTO_TEXT}
            size="lg"
            minW="40"
          >
            {submitLabel}
          </Button>
        </Flex>
      </Stack>
      <LeaveGuard when={changed} />
    </chakra.form>
  );
}
