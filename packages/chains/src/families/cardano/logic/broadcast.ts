/** POST tx/submit with the CBOR; a refusal is a readable text with the node's words. */
import { hexToBytes } from '@noble/hashes/utils.js';
import type { SignedTx } from '../../../adapter-types';
import { CardanoRefusal } from '../network/client';
import type { CardanoContext } from './context';
import { refusalText } from './errors';

export async function broadcast(ctx: CardanoContext, tx: SignedTx): Promise<{ hash: string }> {
  try {
    const hash = await ctx.client.submit(hexToBytes(tx.raw));
    if (hash !== tx.hash.toLowerCase())
      throw new Error(`The node answered for another transaction (${hash})`);
    return { hash: tx.hash };
  } catch (e) {
    if (e instanceof CardanoRefusal) {
      if (/already (known|exists)|AlreadyInMempool/i.test(e.message)) return { hash: tx.hash };
      throw new Error(refusalText(e.message));
    }
    throw e;
  }
}
