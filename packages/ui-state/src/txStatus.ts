/**
 * The one status vocabulary of the screens: the spec's values SUCCESS, FAIL, PENDING and QUEUE
 * (chain-adapters §3), whatever spelling a family's history uses ('Pending' in the Bitcoin
 * family, 'FAILED' for TON, …), and their words on screen. Every screen maps statuses here only.
 */
export type TxStatus = 'SUCCESS' | 'FAIL' | 'PENDING' | 'QUEUE' | 'UNKNOWN';

const ALIASES: Record<string, TxStatus> = {
  success: 'SUCCESS',
  succeeded: 'SUCCESS',
  confirmed: 'SUCCESS',
  fail: 'FAIL',
  failed: 'FAIL',
  failure: 'FAIL',
  error: 'FAIL',
  pending: 'PENDING',
  queue: 'QUEUE',
  queued: 'QUEUE',
};

export function txStatus(raw: string): TxStatus {
  return ALIASES[raw.trim().toLowerCase()] ?? 'UNKNOWN';
}

export const STATUS_TEXT: Record<TxStatus, string> = {
  SUCCESS: 'Confirmed',
  FAIL: 'Failed',
  PENDING: 'Pending',
  QUEUE: 'Queued',
  UNKNOWN: 'Unknown',
};

/** Still open: it may be sped up or cancelled where the chain allows. */
export const isOpen = (s: TxStatus): boolean => s === 'PENDING' || s === 'QUEUE';

/** Open rows first (they may need an action), each group in the history's order (newest first). */
export function openFirst<R extends { status: string }>(rows: readonly R[]): R[] {
  const open = rows.filter((r) => isOpen(txStatus(r.status)));
  return [...open, ...rows.filter((r) => !isOpen(txStatus(r.status)))];
}
