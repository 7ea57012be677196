/**
 * History rows (spec §3) of TON: the coin's from the wallet's transactions (status SUCCESS or
 * FAILED), a jetton's from the indexer's transfers (status Unknown).
 */
import { Address } from '@ton/core';
import type { HistoryRow, PendingEntry } from '../../../adapter-types';
import type { JettonTransfer } from '../network/index';
import { formatTonAddress } from './address';
import type { TonContext } from './context';
import type { TonTx } from './transaction';

const iso = (unix: number) => new Date(unix * 1000).toISOString();

function row(ctx: TonContext, hash: string, r: Omit<HistoryRow, 'link' | 'url' | 'totalCourse'>): HistoryRow {
  return { ...r, link: `${hash.slice(0, 13)}...`, url: ctx.explorerTxUrl(hash), totalCourse: '0$' };
}

export function coinRow(ctx: TonContext, wallet: Address, t: TonTx): HistoryRow {
  const me = formatTonAddress(wallet, ctx.network);
  const show = (a: Address | null) => (a ? formatTonAddress(a, ctx.network) : '');
  const outgoing = t.in === null || t.in.external;
  const sent = t.out.reduce((s, o) => s + o.value, 0n);
  return row(ctx, t.hash, {
    amount: (outgoing ? sent : (t.in?.value ?? 0n)).toString(),
    status: t.success ? 'SUCCESS' : 'FAILED',
    date: iso(t.now),
    from: outgoing ? me : show(t.in?.from ?? null),
    to: outgoing ? show(t.out[0]?.to ?? null) : me,
  });
}

function friendly(ctx: TonContext, raw: string | null): string {
  if (!raw) return '';
  try {
    return formatTonAddress(Address.parse(raw), ctx.network);
  } catch {
    return raw;
  }
}

export function jettonRow(ctx: TonContext, t: JettonTransfer): HistoryRow {
  const hash = Buffer.from(
    t.transaction_hash,
    /^[0-9a-f]{64}$/i.test(t.transaction_hash) ? 'hex' : 'base64',
  ).toString('hex');
  return row(ctx, hash, {
    amount: t.amount,
    status: 'Unknown',
    date: iso(t.transaction_now),
    from: friendly(ctx, t.source),
    to: friendly(ctx, t.destination),
  });
}

/** A stored pending entry as a history row (exactly the row's fields). */
export function pendingRow(e: PendingEntry): HistoryRow {
  const { amount, link, url, status, date, from, to, totalCourse } = e;
  return { amount, link, url, status, date, from, to, totalCourse };
}
