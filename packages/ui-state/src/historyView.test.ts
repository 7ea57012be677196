import type { HistoryRow } from '@kestrel/wallet';
import { describe, expect, it } from 'vitest';
import type { Capabilities } from './capabilities';
import { historyRowModel } from './historyView';
import type { CoinView } from './types';

const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const OTHER = '0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0';
const HASH = `0x${'ab'.repeat(32)}`;

const coin: CoinView = {
  _id: 'eth',
  chain_name: 'ethereum',
  symbol: 'ETH',
  name: 'Ethereum',
  decimal: 18,
  address: ME,
};

function row(over: Partial<HistoryRow> = {}): HistoryRow {
  return {
    amount: '250000000000000000',
    link: `${HASH.slice(0, 13)}...`,
    url: `https://etherscan.io/tx/${HASH}`,
    status: 'Pending',
    date: '2026-11-23T12:00:00Z',
    from: ME.toLowerCase(), // addresses compare case-insensitively
    to: OTHER,
    totalCourse: '0$',
    ...over,
  };
}

const both = { replaceByFee: true, cancel: true } as Capabilities;
const none = { replaceByFee: false, cancel: false } as Capabilities;

describe('a history row', () => {
  it('an open outgoing transaction offers Speed up and Cancel where the chain has them', () => {
    const m = historyRowModel(coin, row(), { hidden: false, capabilities: both });
    expect(m).toMatchObject({
      hash: HASH,
      incoming: false,
      title: 'Sent',
      counterpartLabel: 'To',
      counterpart: OTHER,
      counterpartShort: '0x6Fac4D...4Ab9C0',
      sign: '−',
      amount: { kind: 'shown', text: '0.25 ETH' },
      status: 'PENDING',
      statusText: 'Pending',
      canSpeedUp: true,
      canCancel: true,
    });
    expect(historyRowModel(coin, row(), { hidden: false, capabilities: none })).toMatchObject({
      canSpeedUp: false,
      canCancel: false,
    });
    // Capabilities not known yet (the adapter is loading): nothing offered.
    expect(historyRowModel(coin, row(), { hidden: false, capabilities: null }).canSpeedUp).toBe(false);
  });

  it('never offers them on a received, settled, or hashless transaction', () => {
    const received = historyRowModel(coin, row({ from: OTHER, to: ME }), {
      hidden: false,
      capabilities: both,
    });
    expect(received).toMatchObject({
      incoming: true,
      title: 'Received',
      counterpartLabel: 'From',
      sign: '+',
    });
    expect(received.canSpeedUp || received.canCancel).toBe(false);
    const confirmed = historyRowModel(coin, row({ status: 'SUCCESS' }), {
      hidden: false,
      capabilities: both,
    });
    expect(confirmed).toMatchObject({ statusText: 'Confirmed', canSpeedUp: false, canCancel: false });
    const queued = historyRowModel(coin, row({ status: 'queued' }), { hidden: false, capabilities: both });
    expect(queued.canCancel).toBe(true);
    const noHash = historyRowModel(coin, row({ url: 'https://etherscan.io/' }), {
      hidden: false,
      capabilities: both,
    });
    expect(noHash).toMatchObject({ hash: '', canSpeedUp: false, canCancel: false });
  });

  it('privacy mode hides the amount and its sign, not the status', () => {
    const m = historyRowModel(coin, row(), { hidden: true, capabilities: both });
    expect(m.sign).toBe('');
    expect(m.amount.kind).toBe('hidden');
    expect(m.statusText).toBe('Pending');
  });

  it('keeps an unreadable date as it came', () => {
    expect(
      historyRowModel(coin, row({ date: 'yesterday' }), { hidden: false, capabilities: none }).dateText,
    ).toBe('yesterday');
  });
});
