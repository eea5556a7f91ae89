/** The SMTP user of `smtpUrl` when it is an e-mail address (a sender the server is allowed to use), else null. */
export function smtpUserAddress(smtpUrl: string): string | null {
  let user: string;
  try {
    user = decodeURIComponent(new URL(smtpUrl).username);
  } catch {
    return null; // a malformed %-escape: no usable address
  }
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(user) ? user : null;
}
