import { MailNotSentError } from './mailer';

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** Why a send failed, in words the office can act on (nodemailer's error codes, then the server's own answer). */
export function mailProblem(error: unknown): string {
  if (error instanceof MailNotSentError) return error.message;
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  const answer = failure.response ? ` It answered: "${failure.response.slice(0, 200)}"` : '';
  switch (failure.code) {
    case 'EAUTH':
      return `The mail server refused the user name or password.${answer}`;
    case 'EDNS':
      return "The mail server's name was not found: check the spelling (like smtp.gmail.com).";
    case 'ETIMEDOUT':
    case 'ECONNECTION':
      return 'The mail server could not be reached at that name and port: check both, and the security choice.';
    case 'ETLS':
    case 'ESOCKET':
      return 'The secure connection to the mail server failed: check the security choice and the port (465 for SSL/TLS, 587 for STARTTLS).';
    case 'EENVELOPE':
      return `The mail server refused the sender or the recipient.${answer}`;
    default:
      return `The mail server did not take the e-mail.${answer || ` (${failure.message ?? 'no reason given'})`}`;
  }
}
