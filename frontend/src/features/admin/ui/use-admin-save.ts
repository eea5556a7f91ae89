import type { DefaultContext } from '@apollo/client';
import { useNavigate } from 'react-router';
import { notifySuccess } from './toaster';
import { useUploadProgress } from './use-upload-progress';

/**
 * Saving an admin form: runs the write with upload progress, then toasts `successMessage` and returns
 * to the dashboard; on failure hands the error to `onFailure`, whose answer (the field messages) goes
 * back to the form.
 */
export function useAdminSave(successMessage: string) {
  const navigate = useNavigate();
  const upload = useUploadProgress();

  const save = async <Errors>(write: (context: DefaultContext) => Promise<unknown>, onFailure: (error: unknown) => Errors): Promise<Errors | undefined> => {
    upload.reset();
    try {
      await write(upload.context);
      notifySuccess(successMessage);
      navigate('/admin');
      return undefined;
    } catch (error) {
      return onFailure(error);
    }
  };

  return { save, progress: upload.progress };
}
