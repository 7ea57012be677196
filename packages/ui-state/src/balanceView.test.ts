import { describe, expect, it } from 'vitest';
import {
  amountText,
  coinBalanceView,
  fiatText,
  HIDDEN_AMOUNT,
  HIDDEN_FIAT,
  portfolioTotalView,
} from './balanceView';
import type { CoinView, WalletView } from './types';

const NOW = Date.parse('2026-11-23T12:00:00Z');

function coin(over: Partial<CoinView> = {}): CoinView {
  return {
    _id: 'eth',
    chain_name: 'ethereum',
    symbol: 'ETH',
    name: 'Ethereum',
    decimal: 18,
    address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    ...over,
  };
}

describe('amounts and values', () => {
  it('shows an amount with its symbol, never a made-up zero, and dots in privacy mode', () => {
    expect(amountText('1234500000000000000000', 18, 'ETH', false)).toEqual({
      kind: 'shown',
      text: '1,234.5 ETH',
    });
    expect(amountText(undefined, 18, 'ETH', false)).toEqual({ kind: 'unavailable', text: 'unavailable' });
    expect(amountText('1.5', 18, 'ETH', false).kind).toBe('unavailable'); // not smallest units
    expect(amountText('0', 18, 'ETH', true)).toMatchObject({ kind: 'hidden', text: HIDDEN_AMOUNT });
  });

  it('groups a value in the local currency; none without a price', () => {
    expect(fiatText('1234567.5', 'USD', false)).toEqual({ kind: 'shown', text: '1,234,567.50 USD' });
    expect(fiatText('12.3', 'EUR', true)).toMatchObject({ kind: 'hidden', text: HIDDEN_FIAT });
    expect(fiatText(undefined, 'USD', false)).toBeNull();
    expect(fiatText('1e3', 'USD', false)).toBeNull();
  });
});

describe('a coin balance', () => {
  it('a fresh balance: amount and value, no freshness note', () => {
    const v = coinBalanceView(
      coin({ totalBalance: '500000000000000000', fiatValue: '1500', balanceState: { state: 'fresh' } }),
      {
        currency: 'USD',
        hidden: false,
        now: NOW,
      },
    );
    expect(v).toEqual({
      amount: { kind: 'shown', text: '0.5 ETH' },
      fiat: { kind: 'shown', text: '1,500.00 USD' },
      freshness: null,
    });
  });

  it('a stale balance keeps its amount and says when it was read, with the error', () => {
    const v = coinBalanceView(
      coin({
        totalBalance: '1000000000000000000',
        fiatValue: '3000.00',
        balanceState: { state: 'stale', asOf: NOW - 120_000, error: 'rpc.example: timeout' },
      }),
      { currency: 'USD', hidden: false, now: NOW },
    );
    expect(v.amount).toEqual({ kind: 'shown', text: '1 ETH' });
    expect(v.freshness).toEqual({
      state: 'stale',
      label: 'stale · last read 2 min ago',
      error: 'rpc.example: timeout',
    });
  });

  it('an unavailable balance shows no amount and no value, only "unavailable"; privacy mode still shows dots', () => {
    const c = coin({ fiatValue: '3.00', balanceState: { state: 'unavailable', error: 'no provider' } });
    const shown = coinBalanceView(c, { currency: 'USD', hidden: false, now: NOW });
    expect(shown).toEqual({
      amount: null,
      fiat: null,
      freshness: { state: 'unavailable', label: 'unavailable', error: 'no provider' },
    });
    const hidden = coinBalanceView(c, { currency: 'USD', hidden: true, now: NOW });
    expect(hidden.amount).toMatchObject({ kind: 'hidden' });
    expect(hidden.freshness?.state).toBe('unavailable'); // privacy hides amounts, not freshness
  });
});

describe("Home's total", () => {
  const wallet = (coins: CoinView[]): WalletView => ({
    id: 'w1',
    walletName: 'Main',
    isBackedup: true,
    isImportWalletWithPrivateKey: false,
    privacyMode: false,
    coins,
  });

  it('sums the readable values exactly and counts the coins that are not fresh', () => {
    const v = portfolioTotalView(
      wallet([
        coin({ _id: 'a', totalBalance: '1', fiatValue: '0.10', balanceState: { state: 'fresh' } }),
        coin({ _id: 'b', totalBalance: '1', fiatValue: '0.20', balanceState: { state: 'stale', asOf: NOW } }),
        coin({ _id: 'c', fiatValue: '99.00', balanceState: { state: 'unavailable' } }),
      ]),
      { currency: 'USD', hidden: false, network: 'mainnet' },
    );
    expect(v.sum).toBe('0.30'); // 0.1 + 0.2 in cents, not floats; the unavailable coin is left out
    expect(v.total).toEqual({ kind: 'shown', text: '0.30 USD' });
    expect(v.note).toBe('2 of 3 coins stale or unavailable');
    expect(v.title).toBe('Total balance (USD)');
    expect(v.demoPrices).toBe(false);
  });

  it('before any read, after a failed refresh, and on devnet', () => {
    const unread = portfolioTotalView(wallet([coin()]), { currency: 'EUR', hidden: true, network: 'devnet' });
    expect(unread).toMatchObject({
      sum: null,
      total: null,
      placeholder: 'Reading balances…',
      note: 'Balances are read from the chains',
      demoPrices: true,
    });
    const failed = portfolioTotalView(wallet([coin({ balanceState: { state: 'unavailable' } })]), {
      currency: 'EUR',
      hidden: false,
      network: 'testnet',
      refreshError: 'The wallet is locked',
    });
    expect(failed).toMatchObject({ placeholder: 'unavailable', note: 'The wallet is locked' });
  });
});
