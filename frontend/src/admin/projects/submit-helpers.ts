import { notifyError } from '@/admin/ui/toaster';
import { describeError, fieldErrors } from '@/admin/lib/graphql-errors';
import { projectServerErrors, type ProjectFormErrors } from './project-form-model';

/** A failed save: a toast with the server's reason (or `fallback`), and the field messages for the form. */
export function projectFailure(fallback: string) {
  return (error: unknown): ProjectFormErrors => {
    notifyError(describeError(error, fallback));
    return projectServerErrors(fieldErrors(error));
  };
}
