/** HIP-15 address checksum: five lowercase letters computed from `shard.realm.num` and the ledger id. */
import type { NetworkName } from '../../../registry/types';

/** HIP-15 ledger ids: 0 mainnet, 1 testnet, 2 previewnet; 3 is the SDK's LedgerId.LOCAL_NODE. */
export function hederaLedgerId(network: NetworkName): Uint8Array {
  return Uint8Array.of(network === 'mainnet' ? 0 : network === 'testnet' ? 1 : 3);
}

const P3 = 26 ** 3;
const P5 = 26 ** 5;

/** The checksum of a no-checksum address such as `0.0.123` (HIP-15 reference algorithm). */
export function hip15Checksum(address: string, ledgerId: Uint8Array): string {
  const d = [...address].map((c) => (c === '.' ? 10 : c.charCodeAt(0) - 48));
  const h = [...ledgerId, 0, 0, 0, 0, 0, 0];
  let sd0 = 0;
  let sd1 = 0;
  let sd = 0;
  d.forEach((digit, i) => {
    if (i % 2 === 0) sd0 = (sd0 + digit) % 11;
    else sd1 = (sd1 + digit) % 11;
    sd = (sd * 31 + digit) % P3;
  });
  let sh = 0;
  for (const byte of h) sh = (sh * 31 + byte) % P5;
  const c = ((((d.length % 5) * 11 + sd0) * 11 + sd1) * P3 + sd + sh) % P5;
  // c · 1_000_003 exceeds 2^53 for large c: multiply in bigint.
  let cp = Number((BigInt(c) * 1_000_003n) % BigInt(P5));
  let out = '';
  for (let i = 0; i < 5; i++) {
    out = String.fromCharCode(97 + (cp % 26)) + out;
    cp = Math.floor(cp / 26);
  }
  return out;
}
