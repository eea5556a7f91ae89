import type { AddressInfo } from 'node:net';
import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import { SMTPServer } from 'smtp-server';
import { request } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

interface ReceivedMail {
  user: string | undefined;
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port, accepting or refusing mail as the test says, and handing over what it accepted. */
class MailServer {
  accepting = true;
  readonly attempts: string[] = [];
  private readonly received: ReceivedMail[] = [];
  private readonly waiting: ((mail: ReceivedMail) => void)[] = [];
  private readonly smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
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
function parse(raw: string): { headers: Record<string, string>; body: string } {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: rest.join('\r\n\r\n') };
}

const enquiry = {
  name: 'Arun Kumar',
  email: 'arun@example.com',
  phone: '+91 98765 43210',
  subject: 'House construction estimate',
  message: 'A 30 x 40 plot near the bus stand.\nTwo storeys, please.',
};

/** With SMTP_URL set, every enquiry is e-mailed to the firm after it is kept; a failed send is retried until it goes. */
describe('enquiry e-mails', () => {
  const mail = new MailServer();
  let server: TestServer;

  beforeAll(async () => {
    const port = await mail.listen();
    server = await startTestServer({ env: { SMTP_URL: `smtp://web%40firm.example:secret@127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await server?.close();
    await mail.close();
  });

  const mailState = async (id: string) =>
    (
      (await server.database.db.query('SELECT mailed_at IS NOT NULL AS mailed, mail_attempts AS attempts FROM enquiries WHERE id = $1', [id])) as {
        mailed: boolean;
        attempts: number;
      }[]
    )[0];

  it('sends a new enquiry to the firm, answerable to the visitor, with the five fields', async () => {
    const sent = await request<{ data: { id: string } }>(server, 'POST', '/api/enquiries', { json: enquiry });
    expect(sent.status).toBe(201);
    const received = await mail.next();
    const firm = DEFAULT_SITE_SETTINGS.emails[0];
    expect(received).toMatchObject({ user: 'web@firm.example', from: 'web@firm.example', to: [firm] });
    const { headers, body } = parse(received.raw);
    expect(headers.to).toBe(firm);
    expect(headers['reply-to']).toBe('Arun Kumar <arun@example.com>');
    expect(headers.subject).toBe('Website enquiry: House construction estimate');
    expect(headers['content-type']).toMatch(/^text\/plain/);
    for (const line of ['Name: Arun Kumar', 'Email: arun@example.com', 'Phone: +91 98765 43210', 'Subject: House construction estimate']) {
      expect(body).toContain(line);
    }
    expect(body).toContain('Message:\r\nA 30 x 40 plot near the bus stand.\r\nTwo storeys, please.');
    await server.services.enquiries.mailer.settled();
    expect(await mailState(sent.body.data.id)).toEqual({ mailed: true, attempts: 1 });
  });

  it('keeps and answers an enquiry the mail server refuses, then delivers it when a retry is due', async () => {
    mail.accepting = false;
    const tries = mail.attempts.length;
    const sent = await request<{ data: { id: string } }>(server, 'POST', '/api/enquiries', { json: { ...enquiry, subject: 'Sent while mail was down' } });
    expect(sent.status).toBe(201);
    await server.services.enquiries.mailer.settled();
    expect(mail.attempts.length).toBe(tries + 1);
    expect(await mailState(sent.body.data.id)).toEqual({ mailed: false, attempts: 1 });
    const token = await server.login();
    const listed = await request<{ data: { id: string }[] }>(server, 'GET', '/api/enquiries', { token });
    expect(listed.body.data.map((item) => item.id)).toContain(sent.body.data.id);

    // Not due yet: the first retry waits a minute after the failure.
    expect(await server.services.enquiries.mailer.retryUnsent()).toEqual({ sent: 0, failed: 0 });

    mail.accepting = true;
    const aMinuteLater = new Date(Date.now() + 61_000);
    expect(await server.services.enquiries.mailer.retryUnsent(aMinuteLater)).toEqual({ sent: 1, failed: 0 });
    expect(parse((await mail.next()).raw).headers.subject).toBe('Website enquiry: Sent while mail was down');
    expect(await mailState(sent.body.data.id)).toEqual({ mailed: true, attempts: 2 });
    // Sent once: nothing is due any more.
    expect(await server.services.enquiries.mailer.retryUnsent(new Date(Date.now() + 24 * 60 * 60_000))).toEqual({ sent: 0, failed: 0 });
  });
});
