/**
 * wallet/broadcasttransaction (spec §7): {result: true} is accepted; an answer with no result is
 * the spec's 'Something went wrong' (§8), with the node's code and message (hex text) as its cause.
 */
import { hex } from '@scure/base';
import type { SignedTx } from '../../../adapter-types';
import { validateTronAddress } from './address';
import type { TronContext } from './context';
import { NO_RESULT } from './rules';

export function nodeMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (/^([0-9a-f]{2})+$/i.test(message)) return new TextDecoder().decode(hex.decode(message.toLowerCase()));
  return message;
}

export async function broadcast(ctx: TronContext, tx: SignedTx): Promise<{ hash: string }> {
  type Value = { owner_address?: string; to_address?: string };
  const body = JSON.parse(tx.raw) as { raw_data: { contract: { parameter: { value: Value } }[] } };
  const answer = await ctx.grid.broadcast(body);
  if (answer.result !== true) {
    const why = [answer.code, nodeMessage(answer.message)].filter(Boolean).join(': ');
    throw new Error(NO_RESULT, why ? { cause: why } : undefined);
  }
  if (answer.txid && answer.txid !== tx.hash)
    throw new Error(`The node answered for another transaction (${answer.txid})`);
  // Both accounts changed: the next read must not come from the 10 s cache.
  for (const c of body.raw_data.contract)
    for (const a of [c.parameter.value.owner_address, c.parameter.value.to_address]) {
      const check = validateTronAddress(a ?? '');
      if (check.valid) ctx.forget(check.normalized);
    }
  return { hash: tx.hash };
}
