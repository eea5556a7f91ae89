import { mailSettingsRules, testEmailRules, type MailSecurity } from '@vriddhi/rules';
import type { DataSource } from 'typeorm';
import { MailSettingsRecord } from '../../entities';
import { mailProblem } from '../../mail/mail-problems';
import type { Mailer } from '../../mail/mailer';
import type { SecretSealer } from '../../mail/sealed-secret';
import { recordActivity } from '../activity/record-activity';
import { assertCan, type Actor } from '../auth/actor';
import { accept } from '../validation';
import { checkVersion, type ExpectedVersion } from '../versions';
import type { MailSettings, TestEmailResult } from './mail-settings.types';

const ROW_ID = 1;

/** Settings → Mail (admins only): the mail server the site sends through when SMTP_URL is not set. */
export class MailSettingsService {
  constructor(
    private readonly db: DataSource,
    private readonly mailer: Mailer,
    private readonly sealer: SecretSealer,
    private readonly publicUrl: string | null,
  ) {}

  async read(actor: Actor): Promise<MailSettings> {
    assertCan(actor, 'settings');
    const saved = await this.db.getRepository(MailSettingsRecord).findOneBy({ id: ROW_ID });
    return this.view(saved, await this.mailer.source);
  }

  /**
   * Saves the mail server; a null password keeps the saved one (none without a user name). The site's
   * address is taken from this admin's request (`origin`). With `expected`, refused with CONFLICT
   * unless the row is still at that version (0: none saved yet).
   */
  async update(actor: Actor, raw: unknown, origin: string | null, expected?: ExpectedVersion): Promise<MailSettings> {
    assertCan(actor, 'settings');
    const values = accept(mailSettingsRules, raw);
    const saved = await this.db.transaction(async (manager) => {
      // A first save inserts the row; two at once: the second waits on the first's insert, then sees it.
      await manager.query('INSERT INTO mail_settings (id, host, port, security, version) VALUES ($1, $2, 0, $3, 0) ON CONFLICT (id) DO NOTHING', [
        ROW_ID,
        values.host,
        values.security,
      ]);
      const current = await manager.getRepository(MailSettingsRecord).findOne({ where: { id: ROW_ID }, lock: { mode: 'pessimistic_write' } });
      checkVersion('mail settings', current!.version, expected);
      const sealedPassword = !values.username ? null : values.password !== null ? this.sealer.seal(values.password) : current!.sealedPassword;
      const next = {
        host: values.host,
        port: values.port,
        security: values.security,
        username: values.username,
        sealedPassword,
        senderAddress: values.senderAddress,
        siteAddress: origin ?? current!.siteAddress,
        version: current!.version + 1,
      };
      await manager.getRepository(MailSettingsRecord).update({ id: ROW_ID }, next);
      await recordActivity(manager, actor, { action: 'changed the mail server in', subject: 'settings' });
      return { ...current!, ...next };
    });
    return this.view(saved, await this.mailer.source);
  }

  /** Forgets the saved mail server: the site sends no e-mail (unless SMTP_URL is set). */
  async clear(actor: Actor): Promise<MailSettings> {
    assertCan(actor, 'settings');
    await this.db.transaction(async (manager) => {
      const [, deleted]: [unknown, number] = await manager.query('DELETE FROM mail_settings WHERE id = $1', [ROW_ID]);
      if (deleted > 0) await recordActivity(manager, actor, { action: 'turned off the e-mail in', subject: 'settings' });
    });
    return this.view(null, await this.mailer.source);
  }

  /** Sends a short e-mail through the mail server in use now; a refusal is answered in plain words, not thrown. */
  async sendTest(actor: Actor, raw: unknown): Promise<TestEmailResult> {
    assertCan(actor, 'settings');
    const { to } = accept(testEmailRules, raw);
    try {
      const sent = await this.mailer.send({
        to,
        subject: 'A test e-mail from your website',
        text: `This e-mail was sent by ${actor.name} from the Mail settings of the website's admin. E-mail works: enquiries, new users' invitations and "Forgot password?" links will arrive.`,
      });
      return sent ? { sent, problem: null } : { sent, problem: 'No mail server is set up: save one first.' };
    } catch (error) {
      return { sent: false, problem: mailProblem(error) };
    }
  }

  private view(saved: MailSettingsRecord | null, source: MailSettings['source']): MailSettings {
    return {
      source,
      host: saved?.host ?? null,
      port: saved?.port ?? null,
      security: (saved?.security as MailSecurity | undefined) ?? null,
      username: saved?.username ?? null,
      hasPassword: Boolean(saved?.sealedPassword),
      passwordUnreadable: Boolean(saved?.sealedPassword) && this.sealer.open(saved!.sealedPassword!) === null,
      senderAddress: saved?.senderAddress ?? null,
      siteAddress: this.publicUrl ?? saved?.siteAddress ?? null,
      version: saved?.version ?? 0,
    };
  }
}
