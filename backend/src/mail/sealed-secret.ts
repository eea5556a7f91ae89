import crypto from 'node:crypto';

/**
 * A secret the site keeps in the database (the mail server's password), sealed with AES-256-GCM
 * under a key derived from JWT_SECRET: a copy of the database alone opens no mailbox. JWT_SECRET is
 * already the one secret every instance shares (in development it is kept in the data folder); a new
 * one leaves the sealed value unreadable, and the Mail settings ask for the password again.
 */
export class SecretSealer {
  private readonly key: Buffer;

  constructor(serverSecret: string, purpose: string) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', serverSecret, Buffer.alloc(0), `vriddhi ${purpose}`, 32));
  }

  /** "v1.<iv>.<tag>.<ciphertext>", base64url. */
  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The secret, or null when it was sealed with another key (or is damaged). */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) return null;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
