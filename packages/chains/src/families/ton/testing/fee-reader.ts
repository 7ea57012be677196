/**
 * Test support for the conformance suite: the fee a signed TON message pays, read by running it
 * on the sandbox (its signature checked by the emulator, no ignore_chksig) and rolling it back:
 * what the wallet's balance lost beyond the values its messages carried out. The review's fee
 * states the spec's 15000 extra on top (spec §9), so that is added.
 */
import type { TonDevnet } from '@kestrel/devnet';
import { Address, Cell, loadMessage } from '@ton/core';
import type { SignedTx } from '../../../adapter-types';
import { FEE_EXTRA } from '../logic/rules';

export function signedFeeReader(devnet: TonDevnet) {
  const box = devnet.sandbox;
  return (signed: SignedTx): Promise<bigint> =>
    box.locked(async () => {
      const cell = Cell.fromBoc(Buffer.from(signed.raw, 'base64'))[0]!;
      const m = loadMessage(cell.beginParse());
      if (m.info.type !== 'external-in') throw new Error('not an external message');
      const wallet = m.info.dest;
      const snapshot = box.chain.snapshot();
      try {
        const before = (await box.state(wallet)).balance;
        const r = await box.chain.sendMessage(cell);
        const tx = r.transactions.find(
          (t) => t.inMessage?.info.dest instanceof Address && t.inMessage.info.dest.equals(wallet),
        );
        if (!tx) throw new Error('the wallet did not run the message');
        const sent = tx.outMessages
          .values()
          .reduce((t, o) => t + (o.info.type === 'internal' ? o.info.value.coins : 0n), 0n);
        const after = (await box.state(wallet)).balance;
        return before - after - sent + FEE_EXTRA;
      } finally {
        await box.chain.loadFrom(snapshot);
      }
    });
}
