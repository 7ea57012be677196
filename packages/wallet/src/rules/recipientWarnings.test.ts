/**
 * The review's recipient warnings: the look-alike rule (first and last 4 characters after the
 * chain's prefix), the sender's own address, a contract receiving a plain transfer.
 * Addresses: Hardhat's published accounts, the 'abandon ... about' BIP-39/84 vectors.
 */
import { describe, expect, it } from 'vitest';
import { looksAlike, RECIPIENT_MESSAGES, recipientWarnings, sameAddress } from './recipientWarnings';

const KNOWN = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** Same first 4 (7099) and last 4 (79c8) hex digits, different middle: a poisoning look-alike. */
const POISON = '0x7099aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79C8';
const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BTC = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

describe('looksAlike', () => {
  it('same first and last 4 after 0x, any case, but a different address', () => {
    expect(looksAlike(KNOWN, POISON)).toBe(true);
    expect(looksAlike(KNOWN.toLowerCase(), POISON.toUpperCase().replace('0X', '0x'))).toBe(true);
  });
  it('the same address in another case is not a look-alike', () => {
    expect(looksAlike(KNOWN, KNOWN.toLowerCase())).toBe(false);
    expect(sameAddress(KNOWN, KNOWN.toLowerCase())).toBe(true);
  });
  it('one character off at either edge is not a look-alike', () => {
    expect(looksAlike(KNOWN, '0x7098aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79C8')).toBe(false);
    expect(looksAlike(KNOWN, '0x7099aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79C9')).toBe(false);
  });
  it('bech32: compared after the hrp and its 1', () => {
    const alike = 'bc1qcr8aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa6fyu';
    expect(looksAlike(BTC, alike)).toBe(true);
    expect(looksAlike(BTC, alike.toUpperCase())).toBe(true);
    expect(looksAlike(BTC, 'bc1qcr8aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa6fyw')).toBe(false);
  });
  it('base58 compares with case: a case change is a different address, and no look-alike', () => {
    const sol = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH';
    expect(looksAlike(sol, 'HN7cZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZYWrH')).toBe(true);
    expect(looksAlike(sol, 'hn7cZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZYWrH')).toBe(false);
    expect(sameAddress(sol, sol.toLowerCase())).toBe(false);
  });
});

describe('recipientWarnings', () => {
  it('no warning for a known address itself or an unrelated one', () => {
    expect(recipientWarnings({ recipient: KNOWN, historyAddresses: [KNOWN], sender: SENDER })).toEqual([]);
    expect(recipientWarnings({ recipient: SENDER.replace('f39F', 'f40F'), sender: KNOWN })).toEqual([]);
    expect(recipientWarnings({ recipient: '  ' })).toEqual([]);
  });
  it('a look-alike of a history address is named with the address it resembles', () => {
    expect(recipientWarnings({ recipient: POISON, historyAddresses: [SENDER, KNOWN] })).toEqual([
      { kind: 'lookalike', message: RECIPIENT_MESSAGES.lookalike(KNOWN), similarTo: KNOWN },
    ]);
  });
  it('a poisoned address that itself reached the history still resembles the real one', () => {
    const w = recipientWarnings({ recipient: POISON, historyAddresses: [POISON, KNOWN] });
    expect(w.map((x) => x.kind)).toEqual(['lookalike']);
  });
  it("a look-alike of one of the person's own addresses", () => {
    const w = recipientWarnings({ recipient: POISON, ownAddresses: [KNOWN] });
    expect(w[0]?.similarTo).toBe(KNOWN);
  });
  it("the sender's own address, in any case", () => {
    expect(
      recipientWarnings({ recipient: SENDER.toLowerCase(), sender: SENDER, ownAddresses: [SENDER] }),
    ).toEqual([{ kind: 'ownAddress', message: RECIPIENT_MESSAGES.ownAddress }]);
  });
  it('a contract warns on a plain transfer only', () => {
    expect(recipientWarnings({ recipient: KNOWN, isContract: true, plainTransfer: true })).toEqual([
      { kind: 'contract', message: RECIPIENT_MESSAGES.contract },
    ]);
    expect(recipientWarnings({ recipient: KNOWN, isContract: true, plainTransfer: false })).toEqual([]);
    expect(recipientWarnings({ recipient: KNOWN, isContract: false, plainTransfer: true })).toEqual([]);
  });
});
