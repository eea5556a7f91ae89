import type { NewEnquiry } from '@vriddhi/rules';
import { firmTime } from './firm-time';

/** What the e-mail to the firm says about one enquiry. */
export interface EnquiryForEmail extends NewEnquiry {
  createdAt: Date;
}

export interface EnquiryEmail {
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
}

/**
 * The e-mail that tells the firm about an enquiry: plain text with the five fields, answered to the
 * visitor (Reply-To), so a reply from the firm's mail program goes straight to them.
 */
export function enquiryEmail(enquiry: EnquiryForEmail, to: string, timeZone: string): EnquiryEmail {
  return {
    to,
    replyTo: { name: enquiry.name, address: enquiry.email },
    subject: `Website enquiry: ${enquiry.subject}`,
    text: [
      'A new enquiry arrived through the contact form of the website.',
      '',
      `Name: ${enquiry.name}`,
      `Email: ${enquiry.email}`,
      `Phone: ${enquiry.phone}`,
      `Subject: ${enquiry.subject}`,
      `Sent: ${firmTime(enquiry.createdAt, timeZone)} (${timeZone})`,
      '',
      'Message:',
      enquiry.message,
      '',
      '--',
      'Reply to this e-mail to answer the visitor. The enquiry is also listed under Enquiries in the admin.',
    ].join('\n'),
  };
}
