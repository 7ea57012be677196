/**
 * Our own bytes on @blaze-cardano/emulator: a payment from the CIP-1852 base address signed with
 * our extended key is accepted and moves the funds; a tampered one is refused; the spec's texts
 * for no UTXOs and insufficient funds.
 */
import * as C from '@blaze-cardano/core';
import { Emulator } from '@blaze-cardano/emulator';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { seedFromMnemonic } from '../../keys/mnemonic';
import { getChain } from '../../registry';
import { cardanoKeys } from './logic/keys';
import { planPayment, type CardanoParams } from './logic/plan';
import { encodeBody, encodeSignedTx, witnessFor } from './logic/tx';

const chain = getChain('cardano');
const account = (phrase: string) =>
  cardanoKeys.deriveAccount(chain, seedFromMnemonic(phrase), chain.path, 'testnet');
const sender = account(
  'cost dash dress stove morning robust group affair stomach vacant route volume yellow salute laugh',
);
const receiver = account('civil void tool perfect avocado sweet immense fluid arrow aerobic boil flash');

const emulator = new Emulator([
  new C.TransactionOutput(C.Address.fromBech32(sender.address), new C.Value(50_000_000n)),
]);
const params: CardanoParams = {
  minFeeA: BigInt(emulator.params.minFeeCoefficient),
  minFeeB: BigInt(emulator.params.minFeeConstant),
  coinsPerUtxoByte: BigInt(emulator.params.coinsPerUtxoByte),
};

function utxosOf(address: string) {
  return emulator
    .utxos()
    .filter((u) => u.output().address().toBech32() === address)
    .map((u) => ({
      txHash: u.input().transactionId() as string,
      index: Number(u.input().index()),
      lovelace: u.output().amount().coin(),
    }));
}

const balanceOf = (address: string) => utxosOf(address).reduce((n, u) => n + u.lovelace, 0n);

function signedPayment(amount: bigint) {
  const plan = planPayment({
    from: sender.address,
    to: receiver.address,
    amount,
    utxos: utxosOf(sender.address),
    params,
    ttl: BigInt(emulator.clock.slot) + 100n,
  });
  const body = encodeBody(plan.body);
  const key = hexToBytes(sender.privateKey).subarray(0, 64);
  return { plan, bodyLength: body.length, bytes: encodeSignedTx(body, [witnessFor(body, key)]) };
}

const submit = (bytes: Uint8Array) =>
  emulator.submitTransaction(C.Transaction.fromCbor(C.TxCBOR(bytesToHex(bytes))));

describe('Cardano payments on @blaze-cardano/emulator', () => {
  it('accepts a payment signed with our extended key and moves amount and fee', async () => {
    const { plan, bytes } = signedPayment(3_000_000n);
    const id = await submit(bytes);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    emulator.stepForwardBlock();
    expect(balanceOf(receiver.address)).toBe(3_000_000n);
    expect(balanceOf(sender.address)).toBe(50_000_000n - 3_000_000n - plan.fee);
    // The fee is the linear a·size + b of the signed bytes.
    expect(plan.fee).toBe(params.minFeeA * BigInt(bytes.length) + params.minFeeB);
  });

  it('refuses a payment whose body was changed after signing, or whose signature was', async () => {
    const { bytes, bodyLength } = signedPayment(1_500_000n);
    const before = balanceOf(sender.address);
    const body = bytes.slice();
    // The ttl is the body's last field (the body follows the array header): bump its final byte.
    const ttlAt = bodyLength;
    body[ttlAt] = (body[ttlAt]! + 1) & 0xff;
    await expect(submit(body)).rejects.toThrow(/witness|signature|vkey/i);
    const signature = bytes.slice();
    signature[bytes.length - 4]! ^= 1;
    await expect(submit(signature)).rejects.toThrow(/witness|signature|vkey/i);
    emulator.stepForwardBlock();
    expect(balanceOf(sender.address)).toBe(before);
  });

  it('gives the spec texts for insufficient funds and for a wallet without UTXOs', () => {
    const available = balanceOf(sender.address);
    expect(() => signedPayment(available)).toThrow(
      new RegExp(
        `^Insufficient funds\\. Available: ${available} Lovelace, Required: \\d+ Lovelace \\(including fee\\)$`,
      ),
    );
    expect(() =>
      planPayment({
        from: receiver.address,
        to: sender.address,
        amount: 1_000_000n,
        utxos: [],
        params,
        ttl: 1n,
      }),
    ).toThrow(/^No UTXOs available in sender wallet$/);
    expect(() =>
      planPayment({
        from: '',
        to: sender.address,
        amount: 1_000_000n,
        utxos: utxosOf(sender.address),
        params,
        ttl: 1n,
      }),
    ).toThrow(/^Could not get sender address$/);
  });
});
