/** Send toasts of app-layer §8 and the failed-transaction record of app-layer §4. */
import { describe, expect, it } from 'vitest';
import { failedTransactionRecord, sendErrorToast } from './errors';

describe('EVM send errors', () => {
  it('decodes to the spec toast texts', () => {
    const already = { title: 'Already sent with please check transaction explorer' };
    expect(sendErrorToast('could not coalesce error')).toEqual(already);
    expect(
      sendErrorToast('Nonce too low. Expected nonce to be 5 but got 4.'.replace('Nonce', 'nonce')),
    ).toEqual(already);
    expect(sendErrorToast('replacement transaction underpriced')).toEqual({
      title: 'Transaction fees is low.',
      body: 'Please add a custom transaction fees.',
    });
    expect(sendErrorToast('insufficient funds for gas * price + value')).toEqual({
      title: 'insufficient funds for gas * price + value',
    });
  });

  it('builds the failed-transaction record', () => {
    expect(
      failedTransactionRecord(
        {
          fromAddress: '0xa',
          amount: '10',
          toAddress: '0xb',
          contractAddress: '0xc',
          chain_name: 'ethereum',
          symbol: 'USDT',
        },
        () => 1700000000000,
      ),
    ).toEqual({
      fromAddress: '0xa',
      amount: '10',
      toAddress: '0xb',
      timestamp: 1700000000000,
      contractAddress: '0xc',
      chain_name: 'ethereum',
      symbol: 'USDT',
    });
  });
});
