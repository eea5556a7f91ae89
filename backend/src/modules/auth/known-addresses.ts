const MAX_ADDRESSES_PER_ACCOUNT = 5;
const REMEMBER_MS = 30 * 24 * 60 * 60_000;

/**
 * The addresses each account recently logged in from. A login from one of them skips the
 * account-wide backoff (the per-address limits still apply), so someone guessing an account's
 * password from elsewhere cannot keep its owner out. Only successful logins add an address, so
 * the map is bounded by the number of users times MAX_ADDRESSES_PER_ACCOUNT.
 */
export class KnownAddresses {
  private readonly accounts = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number = Date.now) {}

  has(account: string, address: string): boolean {
    const since = this.accounts.get(account)?.get(address);
    return since !== undefined && this.now() - since < REMEMBER_MS;
  }

  remember(account: string, address: string): void {
    const addresses = this.accounts.get(account) ?? new Map<string, number>();
    addresses.delete(address);
    addresses.set(address, this.now());
    if (addresses.size > MAX_ADDRESSES_PER_ACCOUNT) addresses.delete(addresses.keys().next().value!);
    this.accounts.set(account, addresses);
  }
}
