import type { DefaultContext } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { AFTER_SAVE } from './LeaveGuard';
import { notifySaved } from './toaster';
import { useUploadProgress } from './use-upload-progress';

/** A random Idempotency-Key (crypto.randomUUID needs https; the site also runs on plain http in an office). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether the server answered (a refusal it made), as opposed to an answer lost on the way. */
export function serverAnswered(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error);
}

/** Where a save leaves the admin: the item (or its list), and its public page, offered in the toast. */
export interface AfterSave {
  to: string;
  viewOnSite?: string | null;
}

/**
 * Saving an admin form: runs the write with upload progress, then toasts `successMessage` and opens
 * what `after` names for the write's answer (the saved item: the admin keeps their place); on failure hands the error to `onFailure`, whose answer (the field messages) goes
 * back to the form. Every save sends an Idempotency-Key: trying again after a lost answer (a phone's
 * connection dropping mid-upload) sends the same key, so an add the server did make is not made
 * twice; after an answer the server gave, the next try is a new request with a new key.
 */
export function useAdminSave(successMessage: string) {
  const navigate = useNavigate();
  const upload = useUploadProgress();
  const idempotencyKey = useRef<string | null>(null);

  const save = async <Result, Errors>(
    write: (context: DefaultContext) => Promise<Result>,
    onFailure: (error: unknown) => Errors,
    after: (result: Result) => AfterSave,
  ): Promise<Errors | undefined> => {
    upload.reset();
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const result = await write({ ...upload.context, headers: { 'Idempotency-Key': idempotencyKey.current } });
      idempotencyKey.current = null;
      const { to, viewOnSite } = after(result);
      notifySaved(successMessage, viewOnSite);
      navigate(to, { state: AFTER_SAVE });
      return undefined;
    } catch (error) {
      if (serverAnswered(error)) idempotencyKey.current = null;
      return onFailure(error);
    }
  };

  return { save, progress: upload.progress };
}
