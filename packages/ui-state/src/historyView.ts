/**
 * One history row as the screens show it (spec §3): direction, counterpart, date, signed amount,
 * status in the one vocabulary (./txStatus) and whether Speed up and Cancel are offered: only on
 * an open outgoing transaction, and only where the chain's adapter has them
 * (capabilities.replaceByFee / .cancel).
 */
import type { HistoryRow } from '@kestrel/wallet';
import { amountText, type AmountText } from './balanceView';
import { hashOfRow } from './balances';
import type { Capabilities } from './capabilities';
import { addressLabel, dateTimeText } from './format';
import { isOpen, STATUS_TEXT, txStatus, type TxStatus } from './txStatus';
import type { CoinView } from './types';

export interface HistoryRowModel {
  /** The hash Speed up / Cancel and the explorer link use ('' when the row has none). */
  hash: string;
  incoming: boolean;
  /** 'Received' or 'Sent'. */
  title: string;
  /** 'From' or 'To', then the counterpart (full) and its short label (spec §5). */
  counterpartLabel: string;
  counterpart: string;
  counterpartShort: string;
  date: string;
  dateText: string;
  /** '+' received, '−' sent, '' in privacy mode. */
  sign: string;
  amount: AmountText;
  status: TxStatus;
  statusText: string;
  canSpeedUp: boolean;
  canCancel: boolean;
}

export function historyRowModel(
  coin: CoinView,
  row: HistoryRow,
  o: { hidden: boolean; capabilities: Capabilities | null },
): HistoryRowModel {
  const me = coin.address.toLowerCase();
  const incoming = row.to.toLowerCase() === me && row.from.toLowerCase() !== me;
  const counterpart = incoming ? row.from : row.to;
  const status = txStatus(row.status);
  const hash = hashOfRow(row);
  const outgoingOpen = isOpen(status) && !incoming && hash !== '';
  return {
    hash,
    incoming,
    title: incoming ? 'Received' : 'Sent',
    counterpartLabel: incoming ? 'From' : 'To',
    counterpart,
    counterpartShort: addressLabel(counterpart),
    date: row.date,
    dateText: dateTimeText(row.date),
    sign: o.hidden ? '' : incoming ? '+' : '−',
    amount: amountText(row.amount, coin.decimal, coin.symbol, o.hidden),
    status,
    statusText: STATUS_TEXT[status],
    canSpeedUp: outgoingOpen && !!o.capabilities?.replaceByFee,
    canCancel: outgoingOpen && !!o.capabilities?.cancel,
  };
}
