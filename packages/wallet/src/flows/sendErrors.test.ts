import { describe, expect, it } from 'vitest';
import { sendFailureToast } from './sendErrors';

// Expected texts are spec app-layer.md §8 "Send toasts", verbatim.
describe('sendFailureToast', () => {
  it('EVM: nonce too low (any case) and could not coalesce → already sent', async () => {
    const already = { kind: 'error', title: 'Already sent with please check transaction explorer' };
    expect(await sendFailureToast('ethereum', 'nonce too low: next nonce 5, tx nonce 4')).toEqual(already);
    expect(await sendFailureToast('polygon', 'Nonce too low. Expected nonce to be 5 but got 4.')).toEqual(
      already,
    );
    expect(await sendFailureToast('base', 'could not coalesce error')).toEqual(already);
  });
  it('EVM: underpriced → fees low; any other message is the title', async () => {
    expect(await sendFailureToast('ethereum', 'replacement transaction underpriced')).toEqual({
      kind: 'error',
      title: 'Transaction fees is low.',
      text: 'Please add a custom transaction fees.',
    });
    expect(await sendFailureToast('ethereum', 'insufficient funds for gas * price + value')).toEqual({
      kind: 'error',
      title: 'insufficient funds for gas * price + value',
    });
  });
  it('Polkadot receiver code → Polkadot warning; other chains → Something Went wrong', async () => {
    expect(await sendFailureToast('polkadot', 'polkadot_receiver_should_1_dot')).toEqual({
      kind: 'warning',
      title: 'Polkadot warning',
      text: 'Receiver address should have minimum 1 DOT',
    });
    expect(await sendFailureToast('bitcoin', 'min relay fee not met')).toEqual({
      kind: 'error',
      title: 'Something Went wrong',
    });
    expect(await sendFailureToast('bitcoin', 'transaction underpriced')).toMatchObject({
      title: 'Transaction fees is low.',
    });
  });
});

describe('failedTransactionRecord (app-layer §4)', () => {
  it('keeps the intent with its token contract and batch calls, stamped by the clock', async () => {
    const { failedTransactionRecord } = await import('./sendErrors');
    const r = failedTransactionRecord(
      { chain_name: 'ethereum', symbol: 'ETH' },
      {
        from: '0xA',
        to: '0xB',
        amount: 5n,
        asset: { kind: 'token', contract: '0xC' },
        calls: [{ to: '0xD', amount: 7n, asset: { kind: 'token', contract: '0xE' } }],
      },
      () => 1234,
    );
    expect(r).toEqual({
      fromAddress: '0xA',
      amount: '5',
      toAddress: '0xB',
      timestamp: 1234,
      chain_name: 'ethereum',
      symbol: 'ETH',
      contractAddress: '0xC',
      calls: [{ to: '0xD', amount: '7', contractAddress: '0xE' }],
    });
  });
});
