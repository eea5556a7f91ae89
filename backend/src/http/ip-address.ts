import net from 'node:net';

/**
 * One spelling per address, so the same client is always counted under the same key: IPv4 in
 * dotted decimal; an IPv4 address written as IPv6 (IPv4-mapped `::ffff:1.2.3.4` or its hex
 * `::ffff:102:304`, IPv4-compatible `::1.2.3.4`, translated `::ffff:0:1.2.3.4`, NAT64's
 * `64:ff9b::1.2.3.4`) as that IPv4 address; other IPv6 in RFC 5952's form (lower case, no leading
 * zeros, the longest run of zero groups as `::`), without a zone (`%eth0`). Null for anything that
 * is no address. Also takes the forms a proxy may add a port with (`1.2.3.4:5678`, `[2001:db8::1]:443`).
 */
export function canonicalAddress(text: string): string | null {
  const bare = withoutPort(text.trim());
  if (net.isIPv4(bare)) return bare;
  if (!net.isIPv6(bare)) return null;
  const groups = ipv6Groups(bare);
  return embeddedIPv4(groups) ?? formatIPv6(groups);
}

/**
 * The key the per-address limits (logins, enquiries, connections) count a client under, at most
 * 24 characters: an IPv4 address itself; an IPv6 address by its /64 network, since one home or phone
 * is given a whole /64 (2^64 addresses to hop between); a 6to4 or Teredo address by the IPv4
 * address it is derived from. Text that is no address (a peer already gone) counts as one client.
 */
export function addressKey(address: string): string {
  const canonical = canonicalAddress(address);
  if (canonical === null) return 'unknown';
  if (!canonical.includes(':')) return canonical;
  const groups = ipv6Groups(canonical);
  if (groups[0] === 0x2002) return ipv4Of(groups[1], groups[2]); // 6to4: 2002:AABB:CCDD::/48
  if (groups[0] === 0x2001 && groups[1] === 0) return ipv4Of(~groups[6] & 0xffff, ~groups[7] & 0xffff); // Teredo: the client's IPv4, inverted
  return `${formatIPv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

function withoutPort(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) return bracketed[1];
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  return ipv4WithPort ? ipv4WithPort[1] : text;
}

/** The eight 16-bit groups of an address `net.isIPv6` accepted. */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0];
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail = ''] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = text.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(zeros).fill('0'), ...right].map((group) => parseInt(group, 16));
}

/** The IPv4 address an IPv6 address only re-spells, or null. */
function embeddedIPv4(groups: number[]): string | null {
  const zerosUpTo = (end: number) => groups.slice(0, end).every((group) => group === 0);
  const mapped = zerosUpTo(5) && groups[5] === 0xffff; // ::ffff:1.2.3.4
  const translated = zerosUpTo(4) && groups[4] === 0xffff && groups[5] === 0; // ::ffff:0:1.2.3.4
  const compatible = zerosUpTo(6) && groups[6] !== 0; // ::1.2.3.4, but not :: or ::1
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0); // 64:ff9b::1.2.3.4
  return mapped || translated || compatible || nat64 ? ipv4Of(groups[6], groups[7]) : null;
}

function ipv4Of(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** RFC 5952: lower-case hex without leading zeros, the longest run of two or more zero groups (the first of equals) as `::`. */
function formatIPv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8;) {
    let end = start;
    while (end < 8 && groups[end] === 0) end++;
    if (end - start > bestLength) [bestStart, bestLength] = [start, end - start];
    start = end === start ? start + 1 : end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}
