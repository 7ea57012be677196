/** Byte layouts of SPL token accounts and mints, and the program ids the devnet knows. */
import { getAddressDecoder, getAddressEncoder } from '@solana/kit';

export const PROGRAM = {
  system: '11111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  memo: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  stake: 'Stake11111111111111111111111111111111111111',
  vote: 'Vote111111111111111111111111111111111111111',
  ata: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
} as const;

const dec = getAddressDecoder();
const enc = getAddressEncoder();
export const addressAt = (d: Uint8Array, at: number): string => dec.decode(d.slice(at, at + 32));
export const addressBytes = (a: string): Uint8Array => new Uint8Array(enc.encode(a as never));
export const u64At = (d: Uint8Array, at: number): bigint =>
  new DataView(d.buffer, d.byteOffset).getBigUint64(at, true);

export function putU64(d: Uint8Array, at: number, v: bigint): void {
  new DataView(d.buffer, d.byteOffset).setBigUint64(at, v, true);
}

/** An initialized SPL mint (82 bytes) with a mint authority and no freeze authority. */
export function mintData(authority: string, supply: bigint, decimals: number): Uint8Array {
  const d = new Uint8Array(82);
  d[0] = 1; // COption::Some
  d.set(addressBytes(authority), 4);
  putU64(d, 36, supply);
  d[44] = decimals;
  d[45] = 1; // initialized
  return d;
}

/** An initialized SPL token account (165 bytes). */
export function tokenAccountData(mint: string, owner: string, amount: bigint): Uint8Array {
  const d = new Uint8Array(165);
  d.set(addressBytes(mint), 0);
  d.set(addressBytes(owner), 32);
  putU64(d, 64, amount);
  d[108] = 1; // AccountState::Initialized
  return d;
}

/** The token programs' account owners (Token-2022 keeps the same 165-byte base layout). */
export const isTokenProgram = (p: string): boolean => p === PROGRAM.token || p === PROGRAM.token2022;

/** An SPL token account, or a Token-2022 one with extensions (account type 2 at byte 165). */
export function readTokenAccount(
  d: Uint8Array,
): { mint: string; owner: string; amount: bigint; frozen: boolean } | null {
  if (!(d.length === 165 || (d.length > 165 && d[165] === 2)) || d[108] === 0) return null;
  // AccountState at byte 108: 1 initialized, 2 frozen.
  return { mint: addressAt(d, 0), owner: addressAt(d, 32), amount: u64At(d, 64), frozen: d[108] === 2 };
}
