/**
 * Account discovery (BIP-44 gap limit, as Electrum and Sparrow do it): the receive chain (…/0/i)
 * and the change chain (…/1/i) are read in windows until `gapLimit` consecutive addresses after
 * the last used one are unused. Each window is one batched read (the provider's many-address call,
 * else its addresses in parallel) through the providers in the spec's order, and both chains
 * are walked at once. The scan is cached per account: a refresh re-reads the used addresses and
 * walks on only from the last used index.
 */
import type { AddressBalance, UtxoProvider } from '../network/index';
import type { UtxoContext } from './context';
import type { UtxoKey, UtxoWalletSigner } from './signer-shape';

/** BIP-44's gap limit: 20 unused addresses in a row end a chain. */
export const GAP_LIMIT = 20;

/** A provider that calls every address used would walk forever: stop, and say so. */
export const MAX_SCAN = 5_000;

export type Branch = 0 | 1;

export interface AccountAddress extends AddressBalance {
  address: string;
  derivePath?: string;
  branch: Branch;
  index: number;
}

export interface BranchScan {
  /** Used addresses by index (an address once used stays used). */
  used: AccountAddress[];
  /** Highest used index, -1 when none. */
  lastUsed: number;
  /** The first unused index after the last used one (the next receive or change address). */
  next: number;
}

export interface AccountScan {
  receive: BranchScan;
  change: BranchScan;
  /** Every used address of the account, receive first. */
  used: AccountAddress[];
}

/** Used: a provider counted transactions, else it holds or awaits coins. */
export const isUsed = (b: AddressBalance) =>
  b.txCount !== undefined ? b.txCount > 0 : b.confirmed !== 0n || b.unconfirmed !== 0n;

function readMany(p: UtxoProvider, addresses: string[]): Promise<AddressBalance[]> {
  return p.balances ? p.balances(addresses) : Promise.all(addresses.map((a) => p.balance(a)));
}

/** Balances of addresses in one round, with provider fallback in order. */
export function readBalances(ctx: UtxoContext, addresses: string[]): Promise<AddressBalance[]> {
  if (addresses.length === 0) return Promise.resolve([]);
  return ctx.providers.read(`balances of ${addresses.length} addresses`, (p) => readMany(p, addresses));
}

async function scanBranch(
  ctx: UtxoContext,
  signer: UtxoWalletSigner,
  branch: Branch,
  gap: number,
  known: BranchScan | undefined,
): Promise<BranchScan> {
  const derive = signer.derive!.bind(signer);
  const entry = (k: UtxoKey, index: number, b: AddressBalance): AccountAddress => ({
    ...b,
    address: k.address,
    ...(k.derivePath ? { derivePath: k.derivePath } : {}),
    branch,
    index,
  });
  const used = new Map<number, AccountAddress>();
  let lastUsed = known?.lastUsed ?? -1;
  // What was used before is read again (its coins may have moved) while the walk goes on.
  const again = (async () => {
    const old = known?.used ?? [];
    // This signer may be new (one per send): it learns the keys of what an earlier walk found.
    for (const a of old) derive(branch, a.index);
    const fresh = await readBalances(
      ctx,
      old.map((a) => a.address),
    );
    old.forEach((a, i) => used.set(a.index, { ...a, ...fresh[i]! }));
  })();
  let start = lastUsed + 1;
  for (let end = lastUsed + gap; start <= end; end = lastUsed + gap) {
    if (end >= MAX_SCAN)
      throw new Error(`Account discovery stopped at ${MAX_SCAN} addresses: every address reads as used`);
    const keys = Array.from({ length: end - start + 1 }, (_, i) => derive(branch, start + i));
    const balances = await readBalances(
      ctx,
      keys.map((k) => k.address),
    );
    balances.forEach((b, i) => {
      if (!isUsed(b)) return;
      used.set(start + i, entry(keys[i]!, start + i, b));
      lastUsed = Math.max(lastUsed, start + i);
    });
    start = end + 1;
  }
  await again;
  const list = [...used.values()].sort((a, b) => a.index - b.index);
  return { used: list, lastUsed, next: lastUsed + 1 };
}

/** Cache key of an account on this adapter's chain and network. */
const cacheKey = (ctx: UtxoContext, signer: UtxoWalletSigner) =>
  `${ctx.chain.chain_name}:${ctx.network}:${signer.accountId ?? signer.keys[0]?.address ?? ''}`;

/**
 * The account's used addresses and next free ones. A signer without an account (an imported
 * key) is its one address. `gapLimit` defaults to the adapter's setting, else 20.
 */
export async function discoverAccount(
  ctx: UtxoContext,
  signer: UtxoWalletSigner,
  o: { gapLimit?: number } = {},
): Promise<AccountScan> {
  const gap = o.gapLimit ?? ctx.config.gapLimit ?? GAP_LIMIT;
  if (!Number.isInteger(gap) || gap < 1) throw new Error('The gap limit is a whole number of at least 1');
  if (!signer.derive) {
    const k = signer.keys[0]!;
    const [b] = await readBalances(ctx, [k.address]);
    const only: AccountAddress = { ...b!, address: k.address, branch: 0, index: 0 };
    const receive = { used: [only], lastUsed: 0, next: 0 };
    return { receive, change: { used: [], lastUsed: -1, next: 0 }, used: [only] };
  }
  const key = cacheKey(ctx, signer);
  const known = ctx.accounts.get(key);
  const [receive, change] = await Promise.all([
    scanBranch(ctx, signer, 0, gap, known?.receive),
    scanBranch(ctx, signer, 1, gap, known?.change),
  ]);
  const scan = { receive, change, used: [...receive.used, ...change.used] };
  ctx.accounts.set(key, scan);
  return scan;
}

/** The key of the next unused address on a chain (a WIF signer has only its own address). */
export function nextAddress(signer: UtxoWalletSigner, scan: AccountScan, branch: Branch): UtxoKey {
  if (!signer.derive) return signer.keys[0]!;
  return signer.derive(branch, (branch === 0 ? scan.receive : scan.change).next);
}
