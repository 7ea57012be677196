/**
 * Addresses valid by the spec (§5: output-script parsing) whose form belongs to Bitcoin: they pay
 * the same script, so they stay valid, but the check carries a warning to confirm the chain.
 */
import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { getChain } from '../../../registry';
import type { NetworkName } from '../../../registry/types';
import { parseUtxoAddress, validateUtxoAddress } from './address';

const litecoin = getChain('litecoin');
const bch = getChain('bitcoin_cash');

function scriptOf(chainName: string, address: string, network: NetworkName = 'mainnet'): string {
  return hex.encode(parseUtxoAddress(getChain(chainName), address, network).script);
}

function warningOf(chainName: string, address: string, network: NetworkName = 'mainnet'): string {
  const check = validateUtxoAddress(getChain(chainName), address, network);
  expect(check.valid, address).toBe(true);
  return (check.valid && check.warning) || '';
}

describe('Litecoin: Bitcoin-style P2SH', () => {
  // bitcoincashorg spec/cashaddr.md legacy column (a Bitcoin P2SH address).
  const BTC_P2SH = '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC';

  it('stays valid on mainnet but warns, naming the M… form of the same script', () => {
    const warning = warningOf('litecoin', BTC_P2SH);
    expect(warning).toMatch(/Bitcoin-style P2SH address \(3…\); Litecoin's usual form/);
    expect(warning).toMatch(/check the recipient meant Litecoin/);
    const usual = /\b(M[1-9A-HJ-NP-Za-km-z]{25,34})\b/.exec(warning)?.[1];
    expect(usual).toBeDefined();
    expect(scriptOf('litecoin', usual!)).toBe(scriptOf('litecoin', BTC_P2SH));
    expect(validateUtxoAddress(litecoin, BTC_P2SH, 'mainnet')).toMatchObject({ normalized: BTC_P2SH });
  });

  it('warns for the 2… form on testnet, pointing at Q…', () => {
    // Bitcoin testnet P2SH (version 0xc4): bitcoinjs-lib fixtures.
    const warning = warningOf('litecoin', '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'testnet');
    expect(warning).toMatch(/\(2…\).*usual form of the same script is Q/);
  });

  it('has no warning for native Litecoin forms', () => {
    for (const a of ['M7wtsL7wSHDBJVMWWhtQfTMSYYkyooAAXM', 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh']) {
      expect(validateUtxoAddress(litecoin, a, 'mainnet')).toEqual({ valid: true, normalized: a });
    }
  });
});

describe('Bitcoin Cash: legacy Bitcoin-style forms', () => {
  // bitcoincashorg/bitcoincash.org spec/cashaddr.md, "Examples of address translation".
  it.each([
    ['1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', '1', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
    ['3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC', '3', 'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq'],
  ])('%s stays valid but warns, naming %s… and the cash address', (legacy, lead, cash) => {
    const warning = warningOf('bitcoin_cash', legacy);
    expect(warning).toContain(`(${lead}…)`);
    expect(warning).toContain(`Bitcoin Cash's usual form of the same script is ${cash}`);
    expect(warning).toMatch(/check the recipient meant Bitcoin Cash/);
  });

  it('has no warning for cash addresses', () => {
    const cash = 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a';
    expect(validateUtxoAddress(bch, cash, 'mainnet')).toEqual({ valid: true, normalized: cash });
  });

  it('Bitcoin itself gets no warning for its own forms', () => {
    const check = validateUtxoAddress(getChain('bitcoin'), '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC', 'mainnet');
    expect(check).toEqual({ valid: true, normalized: '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC' });
  });
});
