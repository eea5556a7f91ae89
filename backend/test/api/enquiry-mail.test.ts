import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import { request } from '../support/factories';
import { MailServer, parseMail as parse } from '../support/mail-server';
import { startTestServer, type TestServer } from '../support/test-server';

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
