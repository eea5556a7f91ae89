import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Message {
  to: string[];
  subject: string;
  /** The text, quoted-printable undone. */
  text: string;
}

/** Quoted-printable (RFC 2045) as nodemailer writes plain text: soft line breaks and =XX bytes. */
function unquote(body: string): string {
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A real SMTP server for the site to send to: every message it takes lands here, to be awaited by the test. */
export class Inbox {
  private readonly messages: Message[] = [];
  private readonly smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      let raw = '';
      stream.setEncoding('latin1');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const [head, ...body] = raw.split('\r\n\r\n');
        const subject = /^Subject: (.*)$/m.exec(head.replace(/\r\n[ \t]+/g, ' '))?.[1] ?? '';
        this.messages.push({ to: session.envelope.rcptTo.map((to) => to.address), subject, text: unquote(body.join('\r\n\r\n')) });
        callback();
      });
    },
  });

  async open(): Promise<number> {
    await new Promise<void>((resolve) => this.smtp.listen(0, '127.0.0.1', resolve));
    return (this.smtp.server.address() as AddressInfo).port;
  }

  /** The first message to `to` whose subject matches, waiting up to `timeoutMs` for it. */
  async message(to: string, subject: RegExp, timeoutMs = 15_000): Promise<Message> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((message) => message.to.includes(to) && subject.test(message.subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No e-mail to ${to} with a subject like ${subject} (got: ${this.messages.map((m) => m.subject).join(', ')})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.smtp.close(() => resolve()));
  }
}

/** The set-password link in an e-mail. */
export function setPasswordLinkIn(message: Message): string {
  const link = /https?:\/\/\S+\/set-password#token=[A-Za-z0-9_-]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`No set-password link in: ${message.text}`);
  return link;
}
