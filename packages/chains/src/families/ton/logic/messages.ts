/**
 * The cells of a TON send: the internal message the wallet sends (a coin transfer with a comment,
 * or a TEP-74 jetton transfer to the sender's jetton wallet), the wallet v4r2 signing message, and
 * the external message that carries it (with the StateInit on the deploying first send).
 */
import {
  Address,
  beginCell,
  Cell,
  comment,
  external,
  internal,
  loadMessage,
  storeMessage,
  storeMessageRelaxed,
} from '@ton/core';
import { JETTON_FORWARD, OP_JETTON_TRANSFER } from './rules';
import { walletV4R2StateInit } from './wallet-v4r2';

export function internalMessage(o: { to: Address; value: bigint; bounce: boolean; body: Cell }): Cell {
  return beginCell()
    .store(storeMessageRelaxed(internal({ to: o.to, value: o.value, bounce: o.bounce, body: o.body })))
    .endCell();
}

/** A text comment (op 0 and the text, snake-encoded). */
export function commentBody(text: string): Cell {
  return comment(text);
}

/** TEP-74 transfer: the receiver's owner gets the forward amount and the comment; excesses come back. */
export function jettonTransferBody(o: {
  amount: bigint;
  to: Address;
  responseTo: Address;
  text: string;
}): Cell {
  return beginCell()
    .storeUint(OP_JETTON_TRANSFER, 32)
    .storeUint(0, 64)
    .storeCoins(o.amount)
    .storeAddress(o.to)
    .storeAddress(o.responseTo)
    .storeBit(0)
    .storeCoins(JETTON_FORWARD)
    .storeBit(1)
    .storeRef(comment(o.text))
    .endCell();
}

export interface SigningFields {
  walletId: number;
  validUntil: number;
  seqno: number;
  mode: number;
  message: Cell;
}

/** Wallet v4r2 order: wallet id, expiry, seqno, op 0 (simple send), then mode + message ref. */
export function signingMessage(f: SigningFields): Cell {
  return beginCell()
    .storeUint(f.walletId, 32)
    .storeUint(f.validUntil, 32)
    .storeUint(f.seqno, 32)
    .storeUint(0, 8)
    .storeUint(f.mode, 8)
    .storeRef(f.message)
    .endCell();
}

export function signedBody(signature: Uint8Array, signing: Cell): Cell {
  return beginCell().storeBuffer(Buffer.from(signature)).storeSlice(signing.beginParse()).endCell();
}

/** The external message to the wallet; `deployKey` adds the wallet's StateInit (first send). */
export function externalMessage(wallet: Address, body: Cell, deployKey: Uint8Array | null): Cell {
  const init = deployKey ? walletV4R2StateInit(deployKey, wallet.workChain) : null;
  return beginCell()
    .store(storeMessage(external({ to: wallet, body, ...(init ? { init } : {}) })))
    .endCell();
}

/** What a signed external message carries: its wallet and seqno (the confirmation rule reads them). */
export function readExternal(boc: string): { wallet: Address; seqno: number; hash: string } {
  const cell = Cell.fromBoc(Buffer.from(boc, 'base64'))[0];
  if (!cell) throw new Error('Not a TON message');
  const m = loadMessage(cell.beginParse());
  if (m.info.type !== 'external-in') throw new Error('Not an external TON message');
  const body = m.body.beginParse();
  body.skip(512 + 32 + 32);
  return { wallet: m.info.dest, seqno: body.loadUint(32), hash: cell.hash().toString('hex') };
}
