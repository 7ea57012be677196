/**
 * Our signed bytes against xrpl.js's (the official SDK, a devDependency only) on many random XRP
 * payments: random keys, receivers, amounts, fees, sequences, last ledgers and destination tags.
 * The blob and the transaction ID must be identical.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Wallet } from 'xrpl';
import type { UnsignedTx } from '../../../adapter-types';
import type { RipplePayment } from './payload';
import { signTransaction } from './sign';
import { rippleSigner } from './signer';

const secretKey = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((k) => k.some((b) => b !== 0) && k[0]! < 0xff);

describe('XRP signing matches xrpl.js Wallet.sign', () => {
  it('on 200 random payments: the same blob and hash', async () => {
    await fc.assert(
      fc.asyncProperty(
        secretKey,
        secretKey,
        fc.bigInt({ min: 1n, max: 100_000_000_000_000_000n }),
        fc.bigInt({ min: 1n, max: 2_000_000n }),
        fc.integer({ min: 1, max: 2 ** 32 - 1 }),
        fc.integer({ min: 1, max: 2 ** 32 - 1 }),
        fc.option(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { nil: undefined }),
        async (key, other, amount, fee, sequence, lastLedger, tag) => {
          const signer = rippleSigner(key);
          const payload: RipplePayment = {
            TransactionType: 'Payment',
            Account: signer.address,
            Destination: rippleSigner(other).address,
            Amount: amount.toString(),
            Fee: fee.toString(),
            Sequence: sequence,
            LastLedgerSequence: lastLedger,
            Flags: 0,
            ...(tag !== undefined ? { DestinationTag: tag } : {}),
          };
          const tx: UnsignedTx<RipplePayment> = { chain_name: 'ripple', family: 'ripple', payload };
          const ours = await signTransaction(tx, signer);
          const wallet = new Wallet(
            bytesToHex(signer.publicKey).toUpperCase(),
            `00${bytesToHex(key).toUpperCase()}`,
          );
          const theirs = wallet.sign({ ...payload });
          expect(ours.raw).toBe(theirs.tx_blob);
          expect(ours.hash).toBe(theirs.hash);
        },
      ),
      { numRuns: 200 },
    );
  });
});
