/**
 * A token's mint as sends and balances need it: its program (SPL Token or Token-2022, the account
 * owner), its decimals, and for Token-2022 its extensions (TLV entries after the 165-byte base and
 * the account-type byte). Kestrel sends plain transferChecked, so a Token-2022 mint whose
 * extensions change what a transfer does or needs (a fee withheld, a hook's extra accounts, a
 * frozen default state, non-transferable, confidential or paused tokens, interest or a scaled UI
 * amount that the balance would show wrong) is refused before anything is signed.
 */
import { base64 } from '@scure/base';
import type { MintAccount } from '../network/balance-batch';
import type { SolanaContext } from './context';
import { PROGRAM } from './rules';

export interface MintInfo {
  /** The token program that owns the mint (and its token accounts). */
  program: string;
  decimals: number;
  /** Token-2022 extension types (empty for SPL Token). */
  extensions: number[];
  /** Token-2022's TokenMetadata extension in the mint itself (name and symbol), when present. */
  metadata?: { name: string; symbol: string };
}

/** Byte offset of `decimals` in a mint (COption<Pubkey> 36, supply 8); the same in Token-2022. */
const MINT_DECIMALS_OFFSET = 44;
const MINT_SIZE = 82;
/** Token-2022: the base is padded to an account's size, then one account-type byte (1 = mint). */
const ACCOUNT_TYPE_OFFSET = 165;
const ACCOUNT_TYPE_MINT = 1;

/** Mint extensions that leave transferChecked and a 170-byte receiver account unchanged. */
export const SUPPORTED_MINT_EXTENSIONS: ReadonlyMap<number, string> = new Map([
  [3, 'mint close authority'],
  [17, 'metadata pointer'],
  [18, 'token metadata'],
  [19, 'group pointer'],
  [20, 'token group'],
  [21, 'group member pointer'],
  [22, 'token group member'],
]);

/** Names of the refused extensions, for the error text (spl-token-2022's ExtensionType). */
const EXTENSION_NAMES: Record<number, string> = {
  1: 'transfer fee',
  4: 'confidential transfer',
  5: 'default account state',
  8: 'non-transferable',
  9: 'interest-bearing',
  11: 'permanent delegate',
  13: 'transfer hook',
  15: 'confidential transfer fee',
  23: 'confidential mint/burn',
  24: 'scaled UI amount',
  25: 'pausable',
};

/** The extensions (type, value) of a Token-2022 mint's data; throws on a malformed TLV area. */
export function mintTlv(data: Uint8Array): { type: number; value: Uint8Array }[] {
  if (data.length <= MINT_SIZE) return [];
  if (data.length <= ACCOUNT_TYPE_OFFSET || data[ACCOUNT_TYPE_OFFSET] !== ACCOUNT_TYPE_MINT)
    throw new Error('Malformed Token-2022 mint: no mint account type');
  const out: { type: number; value: Uint8Array }[] = [];
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let at = ACCOUNT_TYPE_OFFSET + 1; at + 4 <= data.length;) {
    const type = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (type === 0) break; // Uninitialized: the rest is padding.
    if (at + 4 + length > data.length) throw new Error('Malformed Token-2022 mint: an extension overruns');
    out.push({ type, value: data.subarray(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return out;
}

export const mintExtensions = (data: Uint8Array): number[] => mintTlv(data).map((e) => e.type);

const TOKEN_METADATA = 18;

/**
 * TokenMetadata (borsh): update authority (32), mint (32), then name, symbol and uri as u32-length
 * UTF-8 strings. Undefined when the value does not read as one.
 */
export function tokenMetadata(value: Uint8Array): { name: string; symbol: string } | undefined {
  const view = new DataView(value.buffer, value.byteOffset, value.byteLength);
  let at = 64;
  const text = (): string | undefined => {
    if (at + 4 > value.length) return undefined;
    const n = view.getUint32(at, true);
    if (n > 200 || at + 4 + n > value.length) return undefined;
    at += 4 + n;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(value.subarray(at - n, at));
    } catch {
      return undefined;
    }
  };
  const name = text();
  const symbol = text();
  return name !== undefined && symbol !== undefined ? { name, symbol } : undefined;
}

/** Decode a mint account; `null` when the account is not a mint of either token program. */
export function decodeMint(owner: string, dataBase64: string): MintInfo | null {
  if (owner !== PROGRAM.token && owner !== PROGRAM.token2022) return null;
  const data = base64.decode(dataBase64);
  if (data.length < MINT_SIZE || data[45] !== 1) return null; // is_initialized
  if (owner === PROGRAM.token && data.length !== MINT_SIZE) return null;
  const tlv = owner === PROGRAM.token2022 ? mintTlv(data) : [];
  const meta = tlv.find((e) => e.type === TOKEN_METADATA);
  const metadata = meta ? tokenMetadata(meta.value) : undefined;
  return {
    program: owner,
    decimals: data[MINT_DECIMALS_OFFSET]!,
    extensions: tlv.map((e) => e.type),
    ...(metadata ? { metadata } : {}),
  };
}

/** Per adapter: a mint's program and extensions; a mint never changes program. */
const mintCaches = new WeakMap<SolanaContext, Map<string, Promise<MintInfo>>>();

export function readMint(ctx: SolanaContext, mint: string): Promise<MintInfo> {
  return cacheMint(ctx, mint, () => ctx.rpc.accountInfo(mint));
}

/** Per adapter: the mints read so far, for what needs their program without waiting. */
const mintsRead = new WeakMap<SolanaContext, Map<string, MintInfo>>();

/** The mint's token program when its account was read on this adapter, else undefined (no read). */
export function knownMintProgram(ctx: SolanaContext, mint: string): string | undefined {
  return mintsRead.get(ctx)?.get(mint)?.program;
}

/** Whether the mint's account was read (or is being read) on this adapter. */
export function isMintKnown(ctx: SolanaContext, mint: string): boolean {
  return mintCaches.get(ctx)?.has(mint) ?? false;
}

/** readMint from an account read elsewhere (a balance refresh's batch), when not known yet. */
export function cacheMint(
  ctx: SolanaContext,
  mint: string,
  account: () => Promise<MintAccount>,
): Promise<MintInfo> {
  let cache = mintCaches.get(ctx);
  if (!cache) mintCaches.set(ctx, (cache = new Map()));
  let found = cache.get(mint);
  if (!found) {
    found = account().then((a) => {
      const info = a ? decodeMint(a.owner, a.data[0]) : null;
      if (!info) throw new Error(`${mint} is not an SPL token mint`);
      return info;
    });
    // A failed read (node down) is tried again next time.
    found.then(
      (info) => {
        let read = mintsRead.get(ctx);
        if (!read) mintsRead.set(ctx, (read = new Map()));
        read.set(mint, info);
      },
      () => cache.delete(mint),
    );
    cache.set(mint, found);
  }
  return found;
}

/** Refuses a Token-2022 mint with an extension Kestrel's plain transfer does not handle. */
export function checkTransferable(mint: string, info: MintInfo): void {
  const refused = info.extensions.filter((t) => !SUPPORTED_MINT_EXTENSIONS.has(t));
  if (!refused.length) return;
  const names = refused.map((t) => EXTENSION_NAMES[t] ?? `extension ${t}`).join(', ');
  throw new Error(`Token-2022 mint ${mint} uses extensions Kestrel cannot send yet (${names})`);
}
