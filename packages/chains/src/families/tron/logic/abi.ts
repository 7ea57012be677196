/** The TRC-20 calls the adapter makes, ABI-encoded (selector + 32-byte words). */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { hex } from '@scure/base';
import { tronAddressBytes } from './address';
import { UINT256_MAX } from './rules';

export const selectorOf = (signature: string) =>
  hex.encode(keccak_256(new TextEncoder().encode(signature)).subarray(0, 4));

const word = (n: bigint) => {
  if (n < 0n || n > UINT256_MAX) throw new Error('The amount does not fit a uint256');
  return n.toString(16).padStart(64, '0');
};
/** An address word: the 20 bytes after 0x41, left-padded. */
const addressWord = (address: string) => hex.encode(tronAddressBytes(address).subarray(1)).padStart(64, '0');

export const TRANSFER = 'transfer(address,uint256)';
export const BALANCE_OF = 'balanceOf(address)';

export const transferParameter = (to: string, amount: bigint) => addressWord(to) + word(amount);
export const balanceOfParameter = (owner: string) => addressWord(owner);

/** The whole call data of transfer(to, amount). */
export const transferData = (to: string, amount: bigint) =>
  hex.decode(selectorOf(TRANSFER) + transferParameter(to, amount));

/** A uint256 result word; throws when the call gave none. */
export function decodeUint(result: string | undefined): bigint {
  if (!result || !/^[0-9a-f]{64}/i.test(result)) throw new Error('The token contract gave no number');
  return BigInt(`0x${result.slice(0, 64)}`);
}

/** An ABI string result (offset, length, bytes). */
export function decodeString(result: string | undefined): string {
  if (!result || result.length < 128) throw new Error('The token contract gave no text');
  const length = Number(BigInt(`0x${result.slice(64, 128)}`));
  return new TextDecoder().decode(hex.decode(result.slice(128, 128 + length * 2)));
}
