import { fill } from '@/public/i18n/fill';

/** The five contact-form fields, all required. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** `https://wa.me/<digits>` with optional prefilled text. */
export function whatsappLink(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * The prefilled message: `template` (the page's language's 'form.whatsappMessage', one line per field in
 * the form's order, like "Name: {name}") with the five values, trimmed.
 */
export function contactMessage(values: ContactFormValues, template: string): string {
  const trimmed = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()]));
  return fill(template, trimmed);
}

/** The URL the contact form opens: a WhatsApp chat with the firm, prefilled with the five values. */
export function buildWhatsAppContactUrl(number: string, values: ContactFormValues, template: string): string {
  return whatsappLink(number, contactMessage(values, template));
}
