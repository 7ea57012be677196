/**
 * A toncenter v2 transaction read from its own bag of cells (`data`), checked against the hash the
 * provider gave: the rows, statuses and confirmation receipts come from what the chain recorded.
 */
import { Cell, loadTransaction, type Address } from '@ton/core';
import { ProviderError } from '../../../net/errors';
import type { RawTransaction } from '../network/index';

export interface TonTx {
  hash: string;
  lt: bigint;
  now: number;
  /** The incoming message: external (a send from this wallet) or internal (a payment in). */
  in: { external: boolean; from: Address | null; value: bigint; hash: string } | null;
  out: { to: Address | null; value: bigint }[];
  /** Not aborted, and the compute and action phases (where they ran) succeeded. */
  success: boolean;
}

export function readTransaction(provider: string, raw: RawTransaction): TonTx {
  let cell: Cell;
  try {
    cell = Cell.fromBoc(Buffer.from(raw.data, 'base64'))[0]!;
  } catch {
    throw new ProviderError(provider, 'malformed', 'a transaction is not a bag of cells');
  }
  const hash = cell.hash();
  if (
    hash.toString('base64') !== raw.transaction_id.hash &&
    hash.toString('hex') !== raw.transaction_id.hash.toLowerCase()
  )
    throw new ProviderError(provider, 'malformed', 'a transaction does not match its hash');
  let tx;
  try {
    tx = loadTransaction(cell.beginParse());
  } catch {
    throw new ProviderError(provider, 'malformed', 'a transaction does not parse');
  }
  const inCell = tx.inMessage ? cell.refs[0]?.refs[0] : undefined;
  const m = tx.inMessage;
  const d = tx.description;
  let success = true;
  if (d.type === 'generic') {
    // Money to an undeployed account runs no code (compute skipped) and is credited, unless it bounced.
    success =
      d.computePhase.type === 'skipped'
        ? !d.bouncePhase
        : !d.aborted && d.computePhase.success && (!d.actionPhase || d.actionPhase.success);
  }
  return {
    hash: hash.toString('hex'),
    lt: tx.lt,
    now: tx.now,
    in: m
      ? {
          external: m.info.type === 'external-in',
          from: m.info.type === 'internal' ? m.info.src : null,
          value: m.info.type === 'internal' ? m.info.value.coins : 0n,
          hash: inCell ? inCell.hash().toString('hex') : '',
        }
      : null,
    out: tx.outMessages.values().map((o) => ({
      to: o.info.type === 'internal' ? o.info.dest : null,
      value: o.info.type === 'internal' ? o.info.value.coins : 0n,
    })),
    success,
  };
}
