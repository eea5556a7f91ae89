import { normalizePhone, whatsAppDigits } from '@vriddhi/rules/site-settings';

/** How the admin answers a visitor: a call, a WhatsApp chat (only for a number WhatsApp can reach) and an e-mail. */
export interface EnquiryLinks {
  call: string;
  whatsApp: string | null;
  email: string;
}

/** The visitor's number as the firm would dial it (read for India unless it has another country code), else its digits as typed. */
export function enquiryLinks({ phone, email, subject }: { phone: string; email: string; subject: string }): EnquiryLinks {
  const international = normalizePhone(phone);
  return {
    call: `tel:${international ?? phone.replace(/[^\d+]/g, '')}`,
    whatsApp: international ? `https://wa.me/${whatsAppDigits(international)}` : null,
    email: `mailto:${encodeURIComponent(email).replace('%40', '@')}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  };
}
