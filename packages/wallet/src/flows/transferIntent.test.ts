import { describe, expect, it } from 'vitest';
import type { WalletCoin } from '../store/types';
import { nftRefByMint, nftRefOf } from './nfts';
import { intentFor } from './transferIntent';

const coin = {
  _id: 'c',
  chain_name: 'ripple',
  symbol: 'XRP',
  address: 'rFrom',
  type: 'coin',
  decimal: 6,
} as WalletCoin;

describe('intentFor', () => {
  it('carries a memo only when it is not empty (trimmed)', () => {
    expect(intentFor(coin, { kind: 'plain', toAddress: 'rTo', amount: '5', memo: ' 12345 ' })).toEqual({
      from: 'rFrom',
      to: 'rTo',
      amount: 5n,
      asset: { kind: 'native' },
      memo: '12345',
    });
    expect(intentFor(coin, { kind: 'plain', toAddress: 'rTo', amount: '5', memo: '   ' })).not.toHaveProperty(
      'memo',
    );
  });
  it("refuses amounts that are not whole smallest units, and staking kinds ('chain not supported')", () => {
    expect(() => intentFor(coin, { kind: 'plain', toAddress: 'rTo', amount: '1.5' })).toThrow(
      'The amount is not a whole number of the smallest unit',
    );
    expect(() => intentFor(coin, { kind: 'createStaking', toAddress: 'rTo', amount: '1' })).toThrow(
      'chain not supported',
    );
  });

  it('names an NFT by contract and token id, or a Solana NFT by its mint (the amount asked kept)', () => {
    const erc721 = nftRefOf({ standard: 'ERC721', contract: '0xabc', tokenId: '7' });
    expect(intentFor(coin, { kind: 'nft', toAddress: 'rTo', amount: '1', nft: erc721 }).asset).toEqual({
      kind: 'nft',
      standard: 'ERC721',
      contract: '0xabc',
      tokenId: 7n,
    });
    // A DAS item: its id is the mint, its contract the collection.
    const solana = nftRefOf({ standard: 'SOLANA', contract: 'Collection', tokenId: 'Mint111' });
    expect(intentFor(coin, { kind: 'nft', toAddress: 'rTo', amount: '1', nft: solana })).toMatchObject({
      amount: 1n,
      asset: { kind: 'nft', standard: 'SOLANA', contract: 'Mint111' },
    });
    const two = nftRefByMint('Mint111', '2');
    expect(intentFor(coin, { kind: 'nft', toAddress: 'rTo', amount: '2', nft: two }).amount).toBe(2n);
  });
});
