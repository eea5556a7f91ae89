import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  user: string | undefined;
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port, accepting or refusing mail as the test says, and handing over what it accepted. */
export class MailServer {
  accepting = true;
  /** When set, a login with another password is refused (535), as a real mail server would. */
  password: string | null = null;
  readonly attempts: string[] = [];
  private readonly received: ReceivedMail[] = [];
  private readonly waiting: ((mail: ReceivedMail) => void)[] = [];
  private readonly smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (this.password !== null && auth.password !== this.password) {
        return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      }
      callback(null, { user: auth.username });
    },
    onData: (stream, session, callback) => {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        this.attempts.push(raw);
        if (!this.accepting) return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
        const mail = {
          user: session.user as string | undefined,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((to) => to.address),
          raw,
        };
        const waiter = this.waiting.shift();
        if (waiter) waiter(mail);
        else this.received.push(mail);
        callback();
      });
    },
  });

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.smtp.listen(0, '127.0.0.1', resolve));
    return (this.smtp.server.address() as AddressInfo).port;
  }

  /** Messages accepted and not yet taken with next(). */
  get unread(): number {
    return this.received.length;
  }

  /** The next message it accepts. */
  next(): Promise<ReceivedMail> {
    const mail = this.received.shift();
    return mail ? Promise.resolve(mail) : new Promise((resolve) => this.waiting.push(resolve));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.smtp.close(() => resolve()));
  }
}

/** A mail's headers (unfolded) and its body. */
export function parseMail(raw: string): { headers: Record<string, string>; body: string } {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: rest.join('\r\n\r\n') };
}
