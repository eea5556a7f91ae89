import { buildWhatsAppContactUrl, type ContactFormValues } from './whatsapp';
import type { Island } from '@/public/islands/island';

function fieldValue(form: HTMLElement, field: keyof ContactFormValues): string {
  return form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-field="${field}"]`)?.value ?? '';
}

/**
 * The contact form (markup: ContactForm): on submit, once the browser's own validation passes, opens a
 * WhatsApp chat with the firm in a new tab, prefilled with the five values, and confirms it in the form's
 * status region with a link to the same chat in case nothing opened.
 */
const contactForm: Island = (form) => {
  if (!(form instanceof HTMLFormElement)) return;
  const status = form.querySelector<HTMLElement>('[data-contact-status]');
  const confirmation = form.querySelector<HTMLElement>('[data-contact-sent]');
  const chatLink = confirmation?.querySelector('a');
  const number = form.dataset.whatsapp ?? '';

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!form.reportValidity()) return;
    const url = buildWhatsAppContactUrl(number, {
      name: fieldValue(form, 'name'),
      email: fieldValue(form, 'email'),
      phone: fieldValue(form, 'phone'),
      subject: fieldValue(form, 'subject'),
      message: fieldValue(form, 'message'),
    });
    window.open(url, '_blank', 'noopener,noreferrer');
    if (chatLink) chatLink.href = url;
    if (status && confirmation) {
      status.append(confirmation);
      confirmation.hidden = false;
    }
  });
};

export default contactForm;
