/**
 * Our CryptoTransfer bytes against @hashgraph/sdk's (the official SDK, a devDependency only) on
 * many random transfers: random keys, payers, receivers by number or by key / EVM alias, nodes,
 * fees, amounts, valid starts and memos. The whole signed TransactionList must be identical, and
 * the SDK must read our bytes back to the same transfer.
 */
import {
  AccountId,
  Hbar,
  PrivateKey,
  Timestamp,
  TransactionId,
  TransferTransaction,
  Transaction,
} from '@hashgraph/sdk';
import { bytesToHex } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountOf } from './account';
import { hederaAliasAddress } from './address';
import { signTransfers } from './sign';
import { hederaSigner } from './signer';
import type { HederaTransfer } from './transaction';

const bytes = (n: number) => fc.uint8Array({ minLength: n, maxLength: n });
const num = fc.bigInt({ min: 1n, max: (1n << 40n) - 1n });
const numbered = fc
  .tuple(fc.bigInt({ min: 0n, max: 3n }), fc.bigInt({ min: 0n, max: 3n }), num)
  .map(([s, r, n]) => `${s}.${r}.${n}`);
const receiver = fc.oneof(
  numbered,
  bytes(32).map((seed) => hederaAliasAddress(hederaSigner(seed).publicKey)),
  bytes(20).map((evm) => `0.0.${bytesToHex(evm)}`),
);

describe('CryptoTransfer bytes equal @hashgraph/sdk TransferTransaction.toBytes()', () => {
  it('on random transfers', async () => {
    await fc.assert(
      fc.asyncProperty(
        bytes(32),
        numbered,
        receiver,
        fc.array(fc.integer({ min: 3, max: 40 }), { minLength: 1, maxLength: 3 }),
        fc.bigInt({ min: 1n, max: (1n << 62n) - 1n }),
        fc.bigInt({ min: 0n, max: 10_000_000_000n }),
        fc.bigInt({ min: 1_600_000_000n, max: 2_000_000_000n }),
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.string({ maxLength: 40 }),
        async (seed, from, to, nodeNums, amount, fee, seconds, nanos, memo) => {
          fc.pre(from !== to);
          const nodes = [...new Set(nodeNums)];
          const signer = hederaSigner(seed);
          const payer = accountOf(from);
          const transfers: HederaTransfer[] = nodes.map((n) => ({
            payer,
            validStart: { seconds, nanos },
            node: accountOf(`0.0.${n}`),
            fee,
            validDuration: 120n,
            memo,
            from: payer,
            to: accountOf(to),
            amount,
          }));
          const ours = await signTransfers(transfers, signer, signer.publicKey);

          const tx = new TransferTransaction()
            .setTransactionId(
              TransactionId.withValidStart(AccountId.fromString(from), new Timestamp(Number(seconds), nanos)),
            )
            .setNodeAccountIds(nodes.map((n) => new AccountId(n)))
            .setMaxTransactionFee(Hbar.fromTinybars(fee.toString()))
            .setTransactionMemo(memo)
            .addHbarTransfer(AccountId.fromString(to), Hbar.fromTinybars(amount.toString()))
            .addHbarTransfer(AccountId.fromString(from), Hbar.fromTinybars((-amount).toString()))
            .freeze();
          await tx.sign(PrivateKey.fromBytesED25519(seed));
          expect(bytesToHex(ours)).toBe(bytesToHex(tx.toBytes()));

          const back = Transaction.fromBytes(ours) as TransferTransaction;
          expect(back.transactionId?.toString()).toBe(tx.transactionId?.toString());
          expect(back.hbarTransfers.get(AccountId.fromString(from))?.toTinybars().toString()).toBe(
            (-amount).toString(),
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
