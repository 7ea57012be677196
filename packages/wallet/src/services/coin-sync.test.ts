import { describe, expect, it } from 'vitest';
import { SYNC_REJECTION, SYNC_TOAST, planCoinSync, type SyncWallet } from './coin-sync';
import type { Currency } from './schemas';

const currency = (over: Partial<Currency> & Pick<Currency, '_id' | 'chain_name' | 'symbol'>): Currency => ({
  chain_symbol: 'ETH',
  name: over.symbol,
  type: over.contractAddress ? 'token' : 'coin',
  decimal: 18,
  status: true,
  contractAddress: null,
  ...over,
});

const ETH = currency({ _id: 'id-eth', chain_name: 'ethereum', symbol: 'ETH' });
const USDT = currency({
  _id: 'id-usdt',
  chain_name: 'ethereum',
  symbol: 'USDT',
  decimal: 6,
  contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
});
const SOL = currency({ _id: 'id-sol', chain_name: 'solana', symbol: 'SOL', chain_symbol: 'SOL', decimal: 9 });
const DELISTED = currency({
  _id: 'id-old',
  chain_name: 'ethereum',
  symbol: 'OLD',
  contractAddress: '0x' + '1'.repeat(40),
  status: false,
});

describe('planCoinSync', () => {
  it('adds the listed coins each wallet lacks on its chains and skips wallets imported by private key', () => {
    const wallets: SyncWallet[] = [
      {
        id: 'phrase',
        isImportWalletWithPrivateKey: false,
        coins: [{ _id: 'id-eth', chain_name: 'ethereum', symbol: 'ETH' }],
      },
      { id: 'pk', isImportWalletWithPrivateKey: true, coins: [] },
      { id: 'empty', isImportWalletWithPrivateKey: false, coins: [] },
    ];
    // Only chains the wallet holds: a coin needs the wallet's account on its chain.
    expect(planCoinSync(wallets, [ETH, USDT, SOL, DELISTED])).toEqual([
      { walletId: 'phrase', coins: [USDT] },
    ]);
    wallets[0]!.coins = [...wallets[0]!.coins, { _id: 'id-sol', chain_name: 'solana', symbol: 'SOL' }];
    expect(planCoinSync(wallets, [ETH, USDT, SOL, DELISTED])).toEqual([
      { walletId: 'phrase', coins: [USDT] },
    ]);
  });

  it('recognises a coin without _id by chain, symbol and contract (EVM contracts in any case)', () => {
    const wallets: SyncWallet[] = [
      {
        id: 'w',
        isImportWalletWithPrivateKey: false,
        coins: [
          { chain_name: 'ethereum', symbol: 'eth', contractAddress: '' },
          {
            chain_name: 'ethereum',
            symbol: 'USDT',
            contractAddress: '0xdac17f958d2ee523a2206206994597c13d831ec7',
          },
          { chain_name: 'solana', symbol: 'SOL' },
        ],
      },
    ];
    expect(planCoinSync(wallets, [ETH, USDT, SOL])).toEqual([]);
  });

  it('treats base58 contracts case-sensitively and never plans the same coin twice', () => {
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
    const usdc = currency({ _id: 'id-usdc', chain_name: 'solana', symbol: 'USDC', contractAddress: mint });
    const wallets: SyncWallet[] = [
      {
        id: 'w',
        isImportWalletWithPrivateKey: false,
        coins: [{ chain_name: 'solana', symbol: 'USDC', contractAddress: mint.toLowerCase() }],
      },
    ];
    expect(planCoinSync(wallets, [usdc, { ...usdc, _id: 'dup' }])).toEqual([
      { walletId: 'w', coins: [usdc] },
    ]);
  });

  it("exposes the spec's sync toast texts verbatim", () => {
    expect(SYNC_TOAST.progress.title).toBe('Sync In-progress');
    expect(SYNC_TOAST.success.title).toBe('Sync Successful');
    expect(SYNC_TOAST.failure).toEqual({ title: 'Sync Failed', message: 'Something went wrong' });
    expect(SYNC_REJECTION).toBe('Something went wrong while syncing');
  });
});
