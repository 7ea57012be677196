/**
 * Warnings for Bitcoin-family addresses that are valid (spec chain-adapters.md §5: the output
 * script parses for the network) but written in Bitcoin's form on another coin: a Litecoin P2SH
 * with Bitcoin's version byte (3…, 2… on testnets), a Bitcoin Cash legacy 1…/3…. The coins pay the
 * same script, so the address stays valid; the warning asks to check which chain was meant.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { base58check as base58checkFactory } from '@scure/base';
import type { ChainInfo } from '../../../registry/types';
import { encodeCashAddr } from './cashaddr';
import type { UtxoNetwork } from './network';

const base58check = base58checkFactory(sha256);

function decoded(address: string): Uint8Array | undefined {
  try {
    const bytes = base58check.decode(address);
    return bytes.length === 21 ? bytes : undefined;
  } catch {
    return undefined;
  }
}

function sameScriptWarning(chain: ChainInfo, what: string, lead: string, usual: string): string {
  return (
    `This is a ${what} (${lead}…); ${chain.name}'s usual form of the same script is ${usual}. ` +
    `The same script works, but check the recipient meant ${chain.name}.`
  );
}

/** The warning for a valid `address` (trimmed) on `net`, or undefined when it is in the coin's own form. */
export function bitcoinStyleWarning(chain: ChainInfo, net: UtxoNetwork, address: string): string | undefined {
  // Cash addresses and bech32 carry their coin in their prefix; only base58 forms can be Bitcoin's.
  if (address.includes(':') || /^[qp]/i.test(address)) return undefined;
  const bytes = decoded(address);
  if (!bytes) return undefined;
  const [version, hash] = [bytes[0], bytes.slice(1)];
  const lead = address[0]!;
  if (net.cashAddrPrefix) {
    const kind = version === net.pubKeyHash ? 'p2pkh' : 'p2sh';
    const usual = encodeCashAddr(net.cashAddrPrefix, kind, hash);
    return sameScriptWarning(chain, 'legacy Bitcoin-style address', lead, usual);
  }
  if (net.legacyScriptHash !== undefined && version === net.legacyScriptHash) {
    const usual = base58check.encode(Uint8Array.from([net.scriptHash, ...hash]));
    return sameScriptWarning(chain, 'Bitcoin-style P2SH address', lead, usual);
  }
  return undefined;
}
