/**
 * The coin's balance as the transfer screens show it: the amount and its fiat value, a stale
 * reading with its age and error, an unread coin as "unavailable" (never 0), and privacy mode's
 * masking (no digit of the amount or its value on screen; a screen reader hears "Amount hidden").
 */
// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CoinView } from '@kestrel/ui-state/types';
import { BalanceBlock } from './parts/BalanceBlock';

afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const eth = (over: Partial<CoinView> = {}): CoinView => ({
  _id: 'eth-1',
  chain_name: 'ethereum',
  symbol: 'ETH',
  name: 'Ethereum',
  decimal: 18,
  address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  ...over,
});

describe('BalanceBlock', () => {
  it('shows the amount in coin units and its fiat value grouped with 2 decimals', () => {
    render(
      <BalanceBlock
        coin={eth({
          totalBalance: '1500000000000000000',
          fiatValue: '3051.5',
          balanceState: { state: 'fresh' },
        })}
        currency="USD"
        hidden={false}
        now={NOW}
      />,
    );
    expect(screen.getByTestId('amount').textContent).toBe('1.5 ETH');
    expect(screen.getByTestId('fiat').textContent).toBe('3,051.50 USD');
    expect(screen.queryByTestId('balance-state')).toBeNull();
  });

  it('says when a stale amount was last read and why the latest read failed', () => {
    render(
      <BalanceBlock
        coin={eth({
          totalBalance: '2000000000000000000',
          balanceState: { state: 'stale', asOf: NOW - 2 * 60_000, error: '127.0.0.1:8545 refused' },
        })}
        currency="USD"
        hidden={false}
        now={NOW}
      />,
    );
    expect(screen.getByTestId('amount').textContent).toBe('2 ETH');
    expect(screen.getByTestId('balance-state').textContent).toContain('stale · last read 2 min ago');
    expect(screen.getByTestId('balance-state').textContent).toContain('127.0.0.1:8545 refused');
  });

  it('shows an unread coin as unavailable, never as zero', () => {
    render(
      <BalanceBlock
        coin={eth({ balanceState: { state: 'unavailable', error: 'no node' } })}
        currency="USD"
        hidden={false}
        now={NOW}
      />,
    );
    const text = screen.getByTestId('balance').textContent ?? '';
    expect(text).toContain('unavailable');
    expect(text).not.toMatch(/\b0 ETH/);
  });

  it('masks the amount and its value in privacy mode, keeping the freshness', () => {
    render(
      <BalanceBlock
        coin={eth({
          totalBalance: '1500000000000000000',
          fiatValue: '3051.50',
          balanceState: { state: 'stale', asOf: NOW - 60_000 },
        })}
        currency="USD"
        hidden
        now={NOW}
      />,
    );
    const text = screen.getByTestId('balance').textContent ?? '';
    expect(text).not.toContain('1.5');
    expect(text).not.toContain('3,051');
    expect(screen.getByRole('img', { name: 'Amount hidden' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Value hidden' })).toBeTruthy();
    expect(text).toContain('stale');
  });
});
