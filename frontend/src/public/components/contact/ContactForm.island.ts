import type { Island } from '@/public/islands/island';
import { islandMessages } from '@/public/islands/core/messages';
import { saveEnquiry, type FieldMessages } from './save-enquiry';
import { buildWhatsAppContactUrl, type ContactFormValues } from './whatsapp';

const FIELDS: readonly (keyof ContactFormValues)[] = ['name', 'email', 'phone', 'subject', 'message'];

type Messages = Partial<Record<'whatsapp' | 'limited' | 'required' | 'email' | 'phone', string>>;

/** The page's words for what the browser's own check finds wrong (set as the field's message when it stops a submit). */
function browserMessage(input: HTMLInputElement | HTMLTextAreaElement, messages: Messages): string {
  const { validity } = input;
  if (validity.valueMissing) return messages.required ?? '';
  if (validity.typeMismatch) return messages.email ?? '';
  if (validity.patternMismatch) return messages.phone ?? '';
  return '';
}

/**
 * The API words its refusals in English: on a page in another language, the field's own message in
 * that language stands in for it.
 */
function inPageLanguage(errors: FieldMessages, messages: Messages): FieldMessages {
  const lang = document.documentElement.lang;
  if (!lang || lang === 'en') return errors;
  const local: FieldMessages = {};
  for (const field of FIELDS) {
    if (!errors[field]) continue;
    local[field] = (field === 'email' ? messages.email : field === 'phone' ? messages.phone : messages.required) ?? errors[field];
  }
  return local;
}

function fieldOf(form: HTMLElement, field: keyof ContactFormValues) {
  return form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-field="${field}"]`);
}

/** The server's messages at their fields (aria-invalid, and the message as the field's description); none when `errors` is empty. */
function showFieldErrors(form: HTMLElement, errors: FieldMessages): void {
  for (const field of FIELDS) {
    const input = fieldOf(form, field);
    const error = input ? form.ownerDocument.getElementById(`${input.id}-error`) : null;
    if (!input || !error) continue;
    const message = errors[field];
    error.textContent = message ?? '';
    error.hidden = !message;
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }
  const first = FIELDS.map((field) => fieldOf(form, field)).find((input) => input?.getAttribute('aria-invalid') === 'true');
  first?.focus();
}

/**
 * The contact form (markup: ContactForm): on submit, once the browser's own validation passes, saves the
 * enquiry (briefly: see SAVE_TIMEOUT_MS), then opens a WhatsApp chat with the firm in a new tab, prefilled
 * with the five values, and confirms it in the form's status region with a link to the same chat in case
 * nothing opened. Fields the server refuses show its messages and nothing opens; a save that fails
 * otherwise (offline, too many messages, a server error) still hands over to WhatsApp.
 */
const contactForm: Island = (form) => {
  if (!(form instanceof HTMLFormElement)) return;
  const status = form.querySelector<HTMLElement>('[data-contact-status]');
  const note = form.querySelector<HTMLElement>('[data-contact-note]');
  const confirmation = form.querySelector<HTMLElement>('[data-contact-sent]');
  const chatLink = confirmation?.querySelector('a');
  const honeypot = form.querySelector<HTMLInputElement>('[data-honeypot]');
  const number = form.dataset.whatsapp ?? '';
  const messages: Messages = islandMessages(form);
  let saving = false;

  // The browser's check, in the page's words: each invalid field is given its message as the browser
  // stops the submit, and is cleared once the visitor changes it.
  form.addEventListener(
    'invalid',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return;
      input.setCustomValidity('');
      input.setCustomValidity(browserMessage(input, messages));
    },
    true,
  );
  form.addEventListener('input', (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) input.setCustomValidity('');
  });

  const show = (element: HTMLElement | null | undefined, text?: string) => {
    if (!element || !status) return;
    if (text !== undefined) element.textContent = text;
    status.append(element);
    element.hidden = false;
  };

  const send = async () => {
    const value = (field: keyof ContactFormValues) => fieldOf(form, field)?.value ?? '';
    const values = { name: value('name'), email: value('email'), phone: value('phone'), subject: value('subject'), message: value('message') };
    if (note) note.hidden = true;
    if (confirmation) confirmation.hidden = true;
    saving = true;
    form.setAttribute('aria-busy', 'true');
    const outcome = await saveEnquiry(values, honeypot?.value ?? '');
    saving = false;
    form.removeAttribute('aria-busy');
    showFieldErrors(form, outcome.kind === 'invalid' ? inPageLanguage(outcome.errors, messages) : {});
    if (outcome.kind === 'invalid') return;

    const url = buildWhatsAppContactUrl(number, values, messages.whatsapp ?? '');
    window.open(url, '_blank', 'noopener,noreferrer');
    if (chatLink) chatLink.href = url;
    if (outcome.kind === 'limited') show(note, messages.limited);
    show(confirmation);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (saving || !form.reportValidity()) return;
    void send();
  });
};

export default contactForm;
