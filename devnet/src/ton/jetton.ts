/**
 * The devnet's test jetton: a TEP-74 minter (devnet/src/ton/jetton-code.ts) with on-chain TEP-64
 * metadata, administered by the faucet wallet, and the cells to mint and to read transfers.
 */
import { Address, beginCell, Cell, contractAddress, Dictionary, type Slice, type StateInit } from '@ton/core';
import { createHash } from 'node:crypto';
import { jettonMinterCode, jettonWalletCode } from './jetton-code';

export const TEST_JETTON = { name: 'Kestrel Test Jetton', symbol: 'KTJ', decimals: 9 } as const;

export const OP_MINT = 21;
export const OP_TRANSFER = 0x0f8a7ea5;
export const OP_INTERNAL_TRANSFER = 0x178d4519;

function snake(text: string): Cell {
  return beginCell().storeUint(0, 8).storeStringTail(text).endCell();
}

/** TEP-64 on-chain content: 0x00, then a dictionary sha256(key) → snake text. */
export function onChainContent(meta: Record<string, string>): Cell {
  const dict = Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
  for (const [k, v] of Object.entries(meta))
    dict.set(BigInt(`0x${createHash('sha256').update(k).digest('hex')}`), snake(v));
  return beginCell().storeUint(0, 8).storeDict(dict).endCell();
}

/** TEP-64 off-chain content: 0x01, then the metadata JSON's URI as snake text. */
export function offChainContent(uri: string): Cell {
  return beginCell().storeUint(1, 8).storeStringTail(uri).endCell();
}

/** The test jetton's minter, or (with `content`) another jetton's (tests of metadata layouts). */
export function minterInit(admin: Address, content?: Cell): StateInit {
  content ??= onChainContent({
    name: TEST_JETTON.name,
    symbol: TEST_JETTON.symbol,
    decimals: String(TEST_JETTON.decimals),
  });
  const data = beginCell()
    .storeCoins(0)
    .storeAddress(admin)
    .storeRef(content)
    .storeRef(jettonWalletCode())
    .endCell();
  return { code: jettonMinterCode(), data };
}

export function minterAddress(admin: Address): Address {
  return contractAddress(0, minterInit(admin));
}

/** Mint: the minter deploys the owner's jetton wallet with `ton` attached and credits `amount`. */
export function mintBody(o: { to: Address; amount: bigint; ton: bigint; responseTo: Address }): Cell {
  const transfer = beginCell()
    .storeUint(OP_INTERNAL_TRANSFER, 32)
    .storeUint(0, 64)
    .storeCoins(o.amount)
    .storeAddress(null)
    .storeAddress(o.responseTo)
    .storeCoins(0)
    .storeBit(0)
    .endCell();
  return beginCell()
    .storeUint(OP_MINT, 32)
    .storeUint(0, 64)
    .storeAddress(o.to)
    .storeCoins(o.ton)
    .storeRef(transfer)
    .endCell();
}

export interface TransferBody {
  queryId: bigint;
  amount: bigint;
  destination: Address | null;
  response: Address | null;
  forwardTon: bigint;
}

/** A TEP-74 transfer body, or null for anything else. */
export function readTransfer(body: Cell): TransferBody | null {
  try {
    const s: Slice = body.beginParse();
    if (s.remainingBits < 32 || s.loadUint(32) !== OP_TRANSFER) return null;
    const queryId = s.loadUintBig(64);
    const amount = s.loadCoins();
    const destination = s.loadMaybeAddress();
    const response = s.loadMaybeAddress();
    s.loadMaybeRef();
    return { queryId, amount, destination, response, forwardTon: s.loadCoins() };
  } catch {
    return null;
  }
}

export const JETTON_WALLET_CODE_HASH = jettonWalletCode().hash().toString('hex');
