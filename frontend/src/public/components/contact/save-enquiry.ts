import type { ContactFormValues } from './whatsapp';

/**
 * How long the save may take. WhatsApp opens after it, and browsers let a page open a tab only for a
 * few seconds after the click (longer, and the confirmation's link to the chat is the way there).
 */
export const SAVE_TIMEOUT_MS = 3000;

export type FieldMessages = Partial<Record<keyof ContactFormValues, string>>;

/** What became of the save: kept, refused with a message per field, refused for sending too often, or not done (offline, a server error, too slow). */
export type SaveOutcome = { kind: 'saved' } | { kind: 'invalid'; errors: FieldMessages } | { kind: 'limited' } | { kind: 'failed' };

const FIELDS: readonly (keyof ContactFormValues)[] = ['name', 'email', 'phone', 'subject', 'message'];

/** The messages of a 400 answer (`{ message, errors: { field: message } }`) that belong to the form's fields. */
function fieldMessages(body: unknown): FieldMessages {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const messages: FieldMessages = {};
  if (typeof errors !== 'object' || errors === null) return messages;
  for (const field of FIELDS) {
    const message = (errors as Record<string, unknown>)[field];
    if (typeof message === 'string') messages[field] = message;
  }
  return messages;
}

/** Sends the enquiry to POST /api/enquiries, giving up after SAVE_TIMEOUT_MS. Never throws. */
export async function saveEnquiry(values: ContactFormValues, website: string, timeoutMs = SAVE_TIMEOUT_MS): Promise<SaveOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch('/api/enquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...values, website }),
      signal: controller.signal,
    });
    if (response.ok) return { kind: 'saved' };
    if (response.status === 429) return { kind: 'limited' };
    if (response.status === 400) {
      const errors = fieldMessages(await response.json());
      // A refusal the visitor cannot fix in the form is not theirs to fix: the message still goes by WhatsApp.
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    }
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
