/** What a prepared Cardano transfer carries to the build: the whole body as reviewed. */
import type { PreparedTransfer } from '../../../adapter-types';
import type { CardanoBody } from './tx';

export interface CardanoPrepared {
  body: CardanoBody;
  /** A token send: the unit sent and the lovelace that travel with it (in the reviewed fee). */
  token?: string;
  deposit?: bigint;
}

export function cardanoPrepared(prepared: PreparedTransfer): CardanoPrepared {
  const p = prepared.payload as CardanoPrepared | undefined;
  if (!p?.body?.inputs?.length || !p.body.outputs?.length) throw new Error('no built found');
  return p;
}
