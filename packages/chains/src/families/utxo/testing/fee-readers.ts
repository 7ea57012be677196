/**
 * Test support for the conformance suite: the fee a signed Bitcoin-family transaction pays, read
 * from its own bytes (what its inputs spend minus what its outputs pay), after an independent
 * check of its signatures: by litecoind itself (testmempoolaccept), or, over the shaped server,
 * against the coins that server handed out (not the payload the adapter built).
 */
import type { Litecoind } from '@kestrel/devnet';
import type { PreparedTransfer, SignedTx } from '../../../adapter-types';
import type { ChainInfo } from '../../../registry/types';
import { utxoCoin } from '../logic/network';
import { inputTypeOf, type UtxoTxPayload } from '../logic/payload';
import { verifySignedTransaction } from '../logic/verify';
import { decodeTx as decode } from './decode';
import type { ShapedUtxoServer } from './shaped-server';

export type FeeReader = (signed: SignedTx, prepared: PreparedTransfer) => Promise<bigint>;

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/** Over the shaped server: every input must be a coin it handed out, signed by that coin's key. */
export function shapedFeeReader(server: ShapedUtxoServer, chain: ChainInfo): FeeReader {
  return async (signed) => {
    const d = decode(signed.raw);
    const coins = d.inputs.map((i) => {
      const c = server.coin(i.txid, i.vout);
      if (!c) throw new Error(`input ${i.txid}:${i.vout} spends no coin the provider gave`);
      return { ...i, ...c };
    });
    const payload: UtxoTxPayload = {
      coin: utxoCoin(chain),
      version: d.version,
      lockTime: d.lockTime,
      inputs: coins.map((c) => ({ ...c, type: inputTypeOf(chain.utxoAddressType) })),
      outputs: d.outputs,
      feeRate: 0n,
      fee: 0n,
      amount: 0n,
      to: '',
    };
    if (!verifySignedTransaction(payload, signed.raw)) throw new Error('a signature does not verify');
    return sum(coins.map((c) => c.value)) - sum(d.outputs.map((o) => o.value));
  };
}

/** Over litecoind: the node must accept the transaction into its mempool; input values come from it. */
export function nodeFeeReader(node: Litecoind): FeeReader {
  return async (signed) => {
    const [verdict] = await node.rpc<{ allowed: boolean; 'reject-reason'?: string }[]>('testmempoolaccept', [
      [signed.raw],
    ]);
    if (!verdict?.allowed) throw new Error(`litecoind refuses it: ${verdict?.['reject-reason']}`);
    const d = decode(signed.raw);
    const spent = await Promise.all(
      d.inputs.map(async (i) => {
        const prev = await node.rpc<{ vout: { value: number }[] }>('getrawtransaction', [i.txid, true]);
        return BigInt(Math.round(prev.vout[i.vout]!.value * 1e8));
      }),
    );
    return sum(spent) - sum(d.outputs.map((o) => o.value));
  };
}
