/** Stable catalogue ids, identical on every database: 24 hex characters (the length of a Mongo ObjectId). */
import { createHash } from 'node:crypto';

/** EVM hex addresses compare case-insensitively (EIP-55 is only a checksum); base58/base64 ones do not. */
export function normalizeContract(contractAddress: string | null | undefined): string {
  const c = (contractAddress ?? '').trim();
  return /^0x[0-9a-fA-F]{40}$/.test(c) ? c.toLowerCase() : c;
}

/** The identity of a coin across wallets and databases: chain, symbol and contract. */
export function coinKey(
  chainName: string,
  symbol: string,
  contractAddress: string | null | undefined,
): string {
  return `${chainName}|${symbol.toUpperCase()}|${normalizeContract(contractAddress)}`;
}

export function currencyId(chainName: string, symbol: string, contractAddress: string | null): string {
  return createHash('sha256')
    .update(coinKey(chainName, symbol, contractAddress))
    .digest('hex')
    .slice(0, 24);
}

export function groupId(name: string): string {
  return createHash('sha256').update(`group|${name}`).digest('hex').slice(0, 24);
}
