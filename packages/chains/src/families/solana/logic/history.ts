/**
 * History rows (spec §3) from the address's last 20 signatures and their parsed transactions:
 * SOL rows from the system transfer that names the address (else its balance change), token
 * rows from the mint's token balances of the owner's associated account. Status SUCCESS, or FAIL
 * when the on-chain result holds an error. A failed read gives an empty page with `error`.
 * Finalized transactions are read once per adapter (finalized.ts): a refresh costs one call; the
 * missing ones are read as one JSON-RPC batch (network/transaction-batch.ts).
 */
import type { AssetRef, HistoryRow, Page } from '../../../adapter-types';
import type { ParsedTransaction } from '../network/schemas';
import { parsedTransactions } from '../network/transaction-batch';
import { validateSolanaAddress } from './address';
import type { SolanaContext } from './context';
import { associatedTokenAddress } from './instructions';
import { readMint } from './mint';
import { HISTORY_PAGE, PROGRAM } from './rules';

interface Move {
  amount: bigint;
  from: string;
  to: string;
}

const abs = (v: bigint) => (v < 0n ? -v : v);

function transferInfo(parsed: unknown): { source: string; destination: string; lamports: number } | null {
  if (!parsed || typeof parsed !== 'object') return null;
  const p = parsed as { type?: unknown; info?: Record<string, unknown> };
  const i = p.info;
  if (p.type !== 'transfer' || !i) return null;
  if (typeof i.source !== 'string' || typeof i.destination !== 'string' || typeof i.lamports !== 'number')
    return null;
  return { source: i.source, destination: i.destination, lamports: i.lamports };
}

export function nativeMove(tx: ParsedTransaction, address: string): Move {
  for (const ix of tx.transaction.message.instructions) {
    if (ix.programId !== PROGRAM.system) continue;
    const t = transferInfo(ix.parsed);
    if (t && (t.source === address || t.destination === address))
      return { amount: BigInt(t.lamports), from: t.source, to: t.destination };
  }
  // No plain transfer (stake operations, account creation): the address's balance change.
  const keys = tx.transaction.message.accountKeys;
  const i = keys.findIndex((k) => k.pubkey === address);
  const meta = tx.meta;
  if (i < 0 || !meta) return { amount: 0n, from: keys[0]?.pubkey ?? address, to: address };
  let delta = BigInt(meta.postBalances[i] ?? 0) - BigInt(meta.preBalances[i] ?? 0);
  if (i === 0) delta += BigInt(meta.fee); // The fee is not part of what moved.
  const other = keys.find((k, j) => j !== i && k.writable)?.pubkey ?? address;
  return delta < 0n
    ? { amount: -delta, from: address, to: other }
    : {
        amount: delta,
        from: keys[0]?.pubkey === address ? other : (keys[0]?.pubkey ?? address),
        to: address,
      };
}

export function tokenMove(tx: ParsedTransaction, owner: string, mint: string): Move {
  const pre = tx.meta?.preTokenBalances ?? [];
  const post = tx.meta?.postTokenBalances ?? [];
  const deltas = new Map<string, bigint>();
  for (const b of post)
    if (b.mint === mint && b.owner)
      deltas.set(b.owner, (deltas.get(b.owner) ?? 0n) + BigInt(b.uiTokenAmount.amount));
  for (const b of pre)
    if (b.mint === mint && b.owner)
      deltas.set(b.owner, (deltas.get(b.owner) ?? 0n) - BigInt(b.uiTokenAmount.amount));
  const mine = deltas.get(owner) ?? 0n;
  const counterpart =
    [...deltas].find(([o, d]) => o !== owner && (mine < 0n ? d > 0n : d < 0n))?.[0] ?? owner;
  return mine < 0n
    ? { amount: -mine, from: owner, to: counterpart }
    : { amount: abs(mine), from: counterpart, to: owner };
}

export function historyRow(
  ctx: SolanaContext,
  tx: ParsedTransaction,
  move: Move,
  blockTime?: number | null,
): HistoryRow {
  const hash = tx.transaction.signatures[0]!;
  const time = tx.blockTime ?? blockTime ?? Math.floor(ctx.now() / 1000);
  return {
    amount: move.amount.toString(),
    link: `${hash.slice(0, 13)}...`,
    url: ctx.explorerTxUrl(hash),
    status: tx.meta?.err === null || tx.meta?.err === undefined ? 'SUCCESS' : 'FAIL',
    date: new Date(time * 1000).toISOString(),
    from: move.from,
    to: move.to,
    totalCourse: '0$',
  };
}

/** A transaction signature: 64 bytes in base58. */
const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;

export async function getHistory(
  ctx: SolanaContext,
  address: string,
  asset?: AssetRef,
  cursor?: string,
): Promise<Page<HistoryRow>> {
  const check = validateSolanaAddress(address);
  if (!check.valid) return { items: [] };
  if (cursor !== undefined && !SIGNATURE.test(cursor)) return { items: [], error: 'Invalid history cursor' };
  const owner = check.normalized;
  const mint = asset?.kind === 'token' ? asset.contract : undefined;
  try {
    const watched = mint ? associatedTokenAddress(owner, mint, (await readMint(ctx, mint)).program) : owner;
    const sigs = await ctx.rpc.signatures(watched, HISTORY_PAGE, cursor);
    // The transactions not kept nor being read (a warm-up's): one batch, a failed entry read alone.
    const txs = await Promise.all(
      ctx.finalized.getMany(
        sigs
          .slice(0, HISTORY_PAGE)
          .map((s) => ({ signature: s.signature, finalized: s.confirmationStatus === 'finalized' })),
        (missing) => parsedTransactions(ctx.rpc, missing, 'alone'),
      ),
    );
    const items = txs.flatMap((tx, i) => {
      if (!tx) return [];
      const move = mint ? tokenMove(tx, owner, mint) : nativeMove(tx, owner);
      return [historyRow(ctx, tx, move, sigs[i]?.blockTime)];
    });
    // A full page may have older signatures: the next starts before the last one (RPC `before`).
    const last = sigs.length >= HISTORY_PAGE ? sigs[HISTORY_PAGE - 1]?.signature : undefined;
    return { items, ...(last ? { cursor: last } : {}) };
  } catch (e) {
    return { items: [], error: e instanceof Error ? e.message : String(e) };
  }
}
