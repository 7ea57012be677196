/**
 * TON addresses (spec §5 "TON: must parse"): raw `workchain:hex` or the 48-character user-friendly
 * base64 form. Kestrel shows the friendly, url-safe, non-bounceable form (UQ…), with the test-only
 * flag on testnets (0Q…), as Tonkeeper and Trust Wallet do for wallet addresses. A friendly address
 * with the test-only flag is refused on mainnet (its owner meant testnet coins); testnets accept both.
 */
import { Address } from '@ton/core';
import type { AddressCheck } from '../../../keys/types';
import type { NetworkName } from '../../../registry/types';

const RAW_ADDRESS = /^(-?\d+):([0-9a-fA-F]{64})$/;
const FRIENDLY_CHARS = /^[A-Za-z0-9+/_-]{48}$/;
/** Basechain and masterchain; other workchains exist on paper only. */
const KNOWN_WORKCHAINS = [0, -1];

export function formatTonAddress(address: Address, network: NetworkName): string {
  return address.toString({ urlSafe: true, bounceable: false, testOnly: network !== 'mainnet' });
}

export function validateTonAddress(address: string, network: NetworkName): AddressCheck {
  if (typeof address !== 'string' || address.trim() === '')
    return { valid: false, reason: 'The address is empty' };
  const text = address.trim();
  const parsed = text.includes(':') ? parseRaw(text) : parseFriendly(text);
  if ('reason' in parsed) return { valid: false, reason: parsed.reason };
  // The friendly tag's 0x80 bit: a test-only address (0Q…/kQ…) must not receive mainnet coins.
  if (parsed.testOnly && network === 'mainnet') {
    return {
      valid: false,
      reason:
        'This is a TON testnet address (its test-only flag is set, 0Q… or kQ…): it must not be used on mainnet',
    };
  }
  if (!KNOWN_WORKCHAINS.includes(parsed.address.workChain)) {
    return {
      valid: false,
      reason: `A TON address is on workchain 0 or -1; this one names workchain ${parsed.address.workChain}`,
    };
  }
  return { valid: true, normalized: formatTonAddress(parsed.address, network) };
}

/** `testOnly`: the friendly form's flag; a raw address carries none. */
type Parsed = { address: Address; testOnly?: boolean } | { reason: string };

function parseRaw(text: string): Parsed {
  const match = RAW_ADDRESS.exec(text);
  if (!match) return { reason: 'A raw TON address is workchain:hash, e.g. 0: followed by 64 hex characters' };
  const workchain = Number(match[1]);
  if (!Number.isSafeInteger(workchain)) return { reason: 'The workchain number is out of range' };
  return { address: new Address(workchain, Buffer.from(match[2]!, 'hex')) };
}

function parseFriendly(text: string): Parsed {
  if (text.length !== 48) {
    return { reason: `A TON address is 48 characters (or workchain:hash); this one has ${text.length}` };
  }
  if (!FRIENDLY_CHARS.test(text)) return { reason: 'A TON address uses base64 characters only' };
  try {
    const friendly = Address.parseFriendly(text);
    return { address: friendly.address, testOnly: friendly.isTestOnly };
  } catch (e) {
    // @ton/core throws Errors and, for a bad tag, a bare string.
    const message = e instanceof Error ? e.message : String(e);
    if (/checksum/i.test(message))
      return { reason: 'The address checksum does not match: a character is wrong' };
    if (/tag/i.test(message))
      return { reason: 'The address has unknown flags: it is not a TON account address' };
    return { reason: 'This is not a valid TON address' };
  }
}
