/**
 * The fee picker (Settings' "Fee options" on): Normal and Recommended with their price in the
 * family's custom fee unit and their fee, Custom only where the family takes a custom price, its
 * field once chosen; a chain without a custom unit offers no Custom.
 */
// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import { FeePicker } from './parts/FeeOptions';

afterEach(cleanup);

const coin = (customFeeUnit: string): SendCoinView => ({
  _id: 'eth-1',
  chain_name: 'ethereum',
  chainLabel: 'Ethereum',
  symbol: 'ETH',
  name: 'Ethereum',
  decimal: 18,
  isToken: false,
  address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  feeSymbol: 'ETH',
  feeDecimals: 18,
  hints: { customFeeUnit, customFeeDecimals: 9, canBatch: true, recordsFailedSends: true },
});

const OPTIONS = [
  { title: 'Normal', price: 1_000_000_000n },
  { title: 'Recommended', price: 1_500_000_000n },
  { title: 'Custom', price: 0n },
];
const FEES = new Map([
  ['Normal', 21_000n * 1_000_000_000n],
  ['Recommended', 21_000n * 1_500_000_000n],
]);

function picker(unit: string, mode: 'Normal' | 'Recommended' | 'Custom', onMode = vi.fn()) {
  render(
    <FeePicker
      coin={coin(unit)}
      options={OPTIONS}
      mode={mode}
      onMode={onMode}
      custom=""
      onCustom={vi.fn()}
      customError={null}
      fees={FEES}
      hidden={false}
    />,
  );
  return onMode;
}

describe('mobile fee picker', () => {
  it('shows Normal and Recommended with their gwei price and fee, and Custom with its hint', () => {
    const onMode = picker('gwei', 'Recommended');
    const normal = screen.getByRole('radio', { name: 'Normal fee' });
    expect(normal.textContent).toContain('1 gwei');
    expect(normal.textContent).toContain('0.000021');
    const recommended = screen.getByRole('radio', { name: 'Recommended fee' });
    expect(recommended.getAttribute('aria-checked')).toBe('true');
    expect(recommended.textContent).toContain('1.5 gwei');
    expect(recommended.textContent).toContain('0.0000315');
    expect(screen.getByRole('radio', { name: 'Custom fee' }).textContent).toContain('Fee price in gwei');
    expect(screen.queryByLabelText('Custom fee price (gwei)')).toBeNull();
    fireEvent.click(normal);
    expect(onMode).toHaveBeenCalledWith('Normal');
  });

  it('shows the custom price field once Custom is chosen', () => {
    picker('gwei', 'Custom');
    expect(screen.getByLabelText('Custom fee price (gwei)')).toBeTruthy();
  });

  it('offers no Custom where the family takes no custom price', () => {
    picker('', 'Recommended');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Normal fee',
      'Recommended fee',
    ]);
  });
});
