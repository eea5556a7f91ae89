import type { Island } from '@/public/islands/island';
import { saveEnquiry, type FieldMessages } from './save-enquiry';
import { buildWhatsAppContactUrl, type ContactFormValues } from './whatsapp';

const FIELDS: readonly (keyof ContactFormValues)[] = ['name', 'email', 'phone', 'subject', 'message'];
const LIMITED_NOTE =
  'You have sent several messages in the last few minutes, so we did not keep a copy of this one. It still opens in WhatsApp, ready to send.';

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
  let saving = false;

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
    showFieldErrors(form, outcome.kind === 'invalid' ? outcome.errors : {});
    if (outcome.kind === 'invalid') return;

    const url = buildWhatsAppContactUrl(number, values);
    window.open(url, '_blank', 'noopener,noreferrer');
    if (chatLink) chatLink.href = url;
    if (outcome.kind === 'limited') show(note, LIMITED_NOTE);
    show(confirmation);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (saving || !form.reportValidity()) return;
    void send();
  });
};

export default contactForm;
