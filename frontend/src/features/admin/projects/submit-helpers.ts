import { describeError, fieldErrors } from '@/lib/graphql-errors';
import { projectServerErrors, type ProjectFormErrors } from './project-form-model';

/** The toast text and field messages of a failed project write. */
export function projectFailure(error: unknown, fallback: string): { message: string; fields: ProjectFormErrors } {
  return { message: describeError(error, fallback), fields: projectServerErrors(fieldErrors(error)) };
}
