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

/** The prefilled message: one line per field, in the form's order. */
export function contactMessage(values: ContactFormValues): string {
  return [
    `Name: ${values.name.trim()}`,
    `Email: ${values.email.trim()}`,
    `Phone: ${values.phone.trim()}`,
    `Subject: ${values.subject.trim()}`,
    `Message: ${values.message.trim()}`,
  ].join('\n');
}

/** The URL the contact form opens: a WhatsApp chat with the firm, prefilled with the five values. */
export function buildWhatsAppContactUrl(number: string, values: ContactFormValues): string {
  return whatsappLink(number, contactMessage(values));
}
