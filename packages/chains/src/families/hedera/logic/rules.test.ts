/**
 * Hedera's pure rules: spec §9's fee (0.0021 USD at the mirror's rate, in tinybars, rounded up),
 * the mirror node's account ids (base32 key aliases: the example alias of the mirror node's
 * OpenAPI document, account 0.0.8, HIQQEXWKW53RKN4W6XXC4Q232SYNZ3SZANVZZSUME5B5PRGXL663UAQA, is
 * the protobuf Key of a secp256k1 key), history rows (spec §3 status mapping, the fee and node
 * accounts left out) and the send-error codes.
 */
import { describe, expect, it } from 'vitest';
import { getChain } from '../../../registry/index';
import type { MirrorTransaction } from '../network/schemas';
import { accountOf, mirrorAccountId } from './account';
import type { HederaContext } from './context';
import { sendErrorCode } from './errors';
import { consensusDate, historyRow, rowStatus } from './history';
import { usdToTinybars } from './rules';

describe('fee estimate (spec §9)', () => {
  it('is 0.0021 USD divided by the HBAR rate, in tinybars, rounded up', () => {
    // 12 cents per HBAR: 0.0021 / 0.12 = 0.0175 HBAR.
    expect(usdToTinybars(2_100n, { cent: 12n, hbar: 1n })).toBe(1_750_000n);
    // 596987 cents per 30000 HBAR (the mirror docs' rate): 1055299.19… → 1055300.
    expect(usdToTinybars(2_100n, { cent: 596_987n, hbar: 30_000n })).toBe(1_055_300n);
    expect(() => usdToTinybars(2_100n, { cent: 0n, hbar: 1n })).toThrow(/not positive/);
  });
});

describe('mirror account ids', () => {
  it('numbers, key aliases in base32 and EVM addresses', () => {
    expect(mirrorAccountId(accountOf('0.0.1234'))).toBe('0.0.1234');
    const secp = '025ecab777153796f5ee2e435bd4b0dcee59036b9cca8c2743d7c4d75fbdba0200';
    expect(mirrorAccountId(accountOf(`0.0.302d300706052b8104000a032200${secp}`))).toBe(
      '0.0.HIQQEXWKW53RKN4W6XXC4Q232SYNZ3SZANVZZSUME5B5PRGXL663UAQA',
    );
    const ed = accountOf(`0.0.302a300506032b6570032100${'11'.repeat(32)}`);
    expect(Buffer.from(ed.alias!).toString('hex')).toBe(`1220${'11'.repeat(32)}`);
    expect(mirrorAccountId(ed)).toMatch(/^0\.0\.CIQ/);
    expect(mirrorAccountId(accountOf(`0.0.${'ab'.repeat(20)}`))).toBe(`0x${'ab'.repeat(20)}`);
  });
});

describe('history rows (spec §3)', () => {
  const ctx = {
    explorerTxUrl: (h: string) => `https://hashscan.io/mainnet/tx/${h}`,
    chain: getChain('hedera'),
  } as unknown as HederaContext;
  const tx = (result: string, transfers: [string, number][]): MirrorTransaction => ({
    consensus_timestamp: '1700000000.000000001',
    transaction_id: '0.0.5-1699999999-000000000',
    name: 'CRYPTOTRANSFER',
    node: '0.0.4',
    result,
    transfers: transfers.map(([account, amount]) => ({ account, amount: String(amount) })),
  });

  it('SUCCESS maps to SUCCESS, anything else to FAIL', () => {
    expect(rowStatus('SUCCESS')).toBe('SUCCESS');
    for (const r of ['INSUFFICIENT_ACCOUNT_BALANCE', 'INVALID_SIGNATURE', 'success'])
      expect(rowStatus(r)).toBe('FAIL');
  });

  it('a send shows its payee, not the node or the fee accounts; a failed one only moved fees', () => {
    const own = '0.0.5';
    const row = historyRow(
      ctx,
      tx('SUCCESS', [
        ['0.0.5', -700],
        ['0.0.4', 40],
        ['0.0.98', 50],
        ['0.0.800', 10],
        ['0.0.77', 600],
      ]),
      own,
      'me',
    );
    expect(row).toEqual({
      amount: '600',
      link: '0.0.5-1699999...',
      url: 'https://hashscan.io/mainnet/tx/0.0.5-1699999999-000000000',
      status: 'SUCCESS',
      date: '2023-11-14T22:13:20.000Z',
      from: 'me',
      to: '0.0.77',
      totalCourse: '0$',
    });
    const failed = historyRow(
      ctx,
      tx('INSUFFICIENT_ACCOUNT_BALANCE', [
        ['0.0.5', -90],
        ['0.0.98', 90],
      ]),
      own,
      'me',
    );
    expect(failed).toMatchObject({ amount: '0', status: 'FAIL', from: 'me', to: '' });
    expect(consensusDate('1700000000.5')).toBe('2023-11-14T22:13:20.500Z');
  });
});

describe('send error codes', () => {
  it('maps node refusals and the spec texts', () => {
    expect(sendErrorCode('The Hedera node refused the transaction: DUPLICATE_TRANSACTION')).toBe(
      'alreadySent',
    );
    expect(sendErrorCode('The Hedera node refused the transaction: INSUFFICIENT_TX_FEE')).toBe('feeTooLow');
    expect(sendErrorCode('The Hedera node refused the transaction: INVALID_SIGNATURE')).toBe('nodeMessage');
    expect(sendErrorCode('Transaction failed')).toBe('nodeMessage');
    expect(sendErrorCode('something odd')).toBe('other');
  });
});
