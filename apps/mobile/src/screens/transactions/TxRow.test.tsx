/**
 * A transaction row: direction and counterpart, the status in the shared vocabulary, and Speed up
 * / Cancel only on open outgoing rows of a chain whose adapter replaces by fee or cancels; a tap
 * asks for the review of that hash (it never sends by itself).
 */
// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryRow } from '@kestrel/wallet';
import type { Capabilities } from '@kestrel/ui-state/capabilities';
import type { CoinView } from '@kestrel/ui-state/types';
import { TxRow } from './parts/TxRow';

afterEach(cleanup);

const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
/** Hardhat's published account #1. */
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const coin: CoinView = {
  _id: 'eth-1',
  chain_name: 'ethereum',
  symbol: 'ETH',
  name: 'Ethereum',
  decimal: 18,
  address: ME,
};
const row = (over: Partial<HistoryRow>): HistoryRow => ({
  amount: '250000000000000000',
  link: `${HASH.slice(0, 13)}...`,
  url: `http://127.0.0.1:8546/tx/${HASH}`,
  status: 'PENDING',
  date: '2026-11-23T12:00:00.000Z',
  from: ME,
  to: OTHER,
  totalCourse: '0$',
  ...over,
});
const evm = { replaceByFee: true, cancel: true } as Capabilities;

function show(r: HistoryRow, caps: Capabilities | null, onUpdate = vi.fn()) {
  render(
    <TxRow
      coin={coin}
      row={r}
      hidden={false}
      updating={null}
      onUpdate={onUpdate}
      capabilities={caps}
      linkOf={(x) => x.url}
    />,
  );
  return onUpdate;
}

describe('TxRow', () => {
  it('offers Speed up and Cancel on an open outgoing row, each asking for its review', () => {
    const onUpdate = show(row({}), evm);
    expect(screen.getByText('Sent')).toBeTruthy();
    expect(screen.getByTestId('status').textContent).toBe('Pending');
    expect(screen.getByTestId('amount').textContent).toBe('−0.25 ETH');
    fireEvent.click(screen.getByRole('button', { name: /^Speed up transaction/ }));
    expect(onUpdate).toHaveBeenLastCalledWith(HASH, 'speedUp');
    fireEvent.click(screen.getByRole('button', { name: /^Cancel transaction/ }));
    expect(onUpdate).toHaveBeenLastCalledWith(HASH, 'cancel');
  });

  it('offers nothing on a confirmed row, an incoming row, or a chain without replacements', () => {
    show(row({ status: 'SUCCESS' }), evm);
    expect(screen.getByTestId('status').textContent).toBe('Confirmed');
    expect(screen.queryByRole('button', { name: /Speed up/ })).toBeNull();
    cleanup();
    show(row({ from: OTHER, to: ME }), evm);
    expect(screen.getByText('Received')).toBeTruthy();
    expect(screen.getByTestId('amount').textContent).toBe('+0.25 ETH');
    expect(screen.queryByRole('button', { name: /Speed up/ })).toBeNull();
    cleanup();
    show(row({}), { replaceByFee: false, cancel: false } as Capabilities);
    expect(screen.queryByRole('button', { name: /Speed up|Cancel/ })).toBeNull();
  });

  it('names the counterpart by its address label and links the explorer', () => {
    show(row({}), null);
    expect(screen.getByTestId('counterpart').textContent).toBe('To 0x709979...dc79C8');
    expect(screen.getByRole('link', { name: /View transaction 0x5c504ed432c/ })).toBeTruthy();
  });
});
