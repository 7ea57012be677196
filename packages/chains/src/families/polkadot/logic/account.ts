/**
 * System.Account of an address: its storage key (twox128("System") ++ twox128("Account") ++
 * blake2_128_concat(account id)) and the AccountInfo it holds (nonce, consumers, providers,
 * sufficients, then free, reserved, frozen and flags as u128).
 */
import { blake2b } from '@noble/hashes/blake2.js';
import { hex } from '@scure/base';
import { readUintLE } from './scale';

const SYSTEM_ACCOUNT_PREFIX = '26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9';

export interface AccountInfo {
  nonce: number;
  free: bigint;
  reserved: bigint;
  frozen: bigint;
}

export const EMPTY_ACCOUNT: AccountInfo = { nonce: 0, free: 0n, reserved: 0n, frozen: 0n };

export function accountStorageKey(publicKey: Uint8Array): string {
  return `0x${SYSTEM_ACCOUNT_PREFIX}${hex.encode(blake2b(publicKey, { dkLen: 16 }))}${hex.encode(publicKey)}`;
}

/** Decodes AccountInfo; null storage (no account) is the empty account. */
export function decodeAccountInfo(value: string | null): AccountInfo {
  if (value === null) return EMPTY_ACCOUNT;
  const bytes = hex.decode(value.replace(/^0x/, ''));
  if (bytes.length < 16 + 48) throw new Error('System.Account value is too short');
  return {
    nonce: Number(readUintLE(bytes, 0, 4)),
    free: readUintLE(bytes, 16, 16),
    reserved: readUintLE(bytes, 32, 16),
    frozen: readUintLE(bytes, 48, 16),
  };
}

/**
 * What a keep-alive transfer (and its fee) may take: free minus what must stay, the larger of the
 * frozen part not covered by reserves and the existential deposit (fungible's reducible balance).
 */
export function spendable(a: AccountInfo, existentialDeposit: bigint): bigint {
  const frozenFree = a.frozen > a.reserved ? a.frozen - a.reserved : 0n;
  const keep = frozenFree > existentialDeposit ? frozenFree : existentialDeposit;
  return a.free > keep ? a.free - keep : 0n;
}
