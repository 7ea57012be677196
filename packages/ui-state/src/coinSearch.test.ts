import { describe, expect, it } from 'vitest';
import { plainMatches } from './coinSearch';

const coins = [
  { _id: 'bitcoin:BTC', symbol: 'BTC', name: 'Bitcoin', chain_name: 'bitcoin' },
  { _id: 'litecoin:LTC', symbol: 'LTC', name: 'Litecoin', chain_name: 'litecoin' },
  { _id: 'binance_smart_chain:BNB', symbol: 'BNB', name: 'BNB', chain_name: 'binance_smart_chain' },
  { _id: 'ethereum:0xdac1', symbol: 'USDT', name: 'Tether USD', chain_name: 'ethereum' },
  { _id: 'ethereum:ETH', symbol: 'ETH', name: 'Ethereum', chain_name: 'ethereum' },
];
const label = (c: string) => ({ binance_smart_chain: 'BNB Smart Chain' })[c] ?? c;

describe('plainMatches', () => {
  it('finds a coin by its symbol or name, any case', () => {
    expect(plainMatches(coins, 'ltc', label)).toEqual(['litecoin:LTC']);
    expect(plainMatches(coins, ' Litecoin ', label)).toEqual(['litecoin:LTC']);
    expect(plainMatches(coins, 'usdt', label)).toEqual(['ethereum:0xdac1']);
  });

  it('finds every coin of a chain by its name or label', () => {
    expect(plainMatches(coins, 'ethereum', label)).toEqual(['ethereum:0xdac1', 'ethereum:ETH']);
    expect(plainMatches(coins, 'bnb smart chain', label)).toEqual(['binance_smart_chain:BNB']);
  });

  it('falls back to names starting with three letters or more', () => {
    expect(plainMatches(coins, 'lite', label)).toEqual(['litecoin:LTC']);
    expect(plainMatches(coins, 'li', label)).toEqual([]);
  });

  it('leaves the chain:symbol form and misses to the spec rule', () => {
    expect(plainMatches(coins, 'ltc:ltc', label)).toEqual([]);
    expect(plainMatches(coins, 'dogecoin', label)).toEqual([]);
    expect(plainMatches(coins, '', label)).toEqual([]);
  });
});
