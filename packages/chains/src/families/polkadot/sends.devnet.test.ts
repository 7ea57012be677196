/**
 * Polkadot end to end on the devnet node (chopsticks running the fixture's Kusama local testnet
 * runtime, one per file) through the adapter contract: reads, prepare → build → sign → broadcast →
 * confirmed, the fee the runtime charges equal to the reviewed one, history rows, the §5 receiver
 * rule, the max rule keeping the existential deposit, the node's refusals as readable texts, and
 * the runtime facts the encoder relies on (call indices, existential deposit, signed extensions)
 * read from the runtime's metadata.
 */
import { startPolkadotDevnet, type PolkadotDevnet } from '@kestrel/devnet';
import { ed25519 } from '@noble/curves/ed25519.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { hex } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainAdapter, PreparedTransfer, Signer } from '../../adapter-types';
import { seedFromMnemonic } from '../../keys/mnemonic';
import { getChain } from '../../registry/index';
import { family } from './index';
import { encodeSigned, extrinsicHash, signingPayload } from './logic/extrinsic';
import { RECEIVER_CODE, RUNTIME, TRANSFER_ALLOW_DEATH, TRANSFER_KEEP_ALIVE } from './logic/rules';

const DOT = 10_000_000_000n;
const chain = getChain('polkadot');
let devnet: PolkadotDevnet;
let adapter: ChainAdapter;
let sender: { address: string; signer: Signer };
let receiver: string;
let n = 0;

const derive = async (index: number) => {
  const path = `m/44'/354'/${index}'/0'/0'`;
  const account = await adapter.deriveAccount(seedFromMnemonic('abandon '.repeat(11) + 'about'), path);
  const signer = await family.createSigner({
    chain,
    network: 'devnet',
    address: account.address,
    account: () => account,
  });
  return { address: account.address, signer };
};
const fresh = () => derive(100 + n++);
const native = async (address: string) => (await adapter.getBalances(address))[0]!.amount;

async function fund(address: string, amount: bigint) {
  const res = await fetch(`${devnet.rpcUrl}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address, amount: String(amount) }),
  });
  expect(res.status).toBe(200);
}

async function send(prepared: PreparedTransfer, signer: Signer = sender.signer) {
  const signed = await adapter.sign(await adapter.buildTransaction(prepared, signer), signer);
  const sent = await adapter.broadcast(signed);
  return { signed, sent, receipt: await adapter.waitForConfirmation(sent.hash, { timeoutMs: 30_000 }) };
}

beforeAll(async () => {
  devnet = await startPolkadotDevnet({ port: 0, infoFile: false });
  adapter = family.createAdapter(chain, {
    network: 'devnet',
    ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
  });
  sender = await derive(0);
  receiver = (await derive(1)).address;
  await fund(sender.address, 100n * DOT);
}, 60_000);
afterAll(() => devnet?.stop());

describe('Polkadot on the devnet node', () => {
  it("runs the runtime the encoder's fixed facts describe", async () => {
    const meta = await devnet.node.chain.head.meta;
    expect([...meta.tx.balances!.transferKeepAlive!.callIndex]).toEqual([
      RUNTIME.devnet.balancesPallet,
      TRANSFER_KEEP_ALIVE,
    ]);
    expect([...meta.tx.balances!.transferAllowDeath!.callIndex]).toEqual([
      RUNTIME.devnet.balancesPallet,
      TRANSFER_ALLOW_DEATH,
    ]);
    expect(meta.consts.balances!.existentialDeposit!.toString()).toBe(
      RUNTIME.devnet.existentialDeposit.toString(),
    );
    expect(meta.registry.signedExtensions).toEqual(RUNTIME.devnet.extensions);
  });

  it('encodes transfers byte-identically to @polkadot/types with this runtime (300 random transfers)', async () => {
    const meta = await devnet.node.chain.head.meta;
    const registry = meta.registry;
    const rand = (bytes: number) => crypto.getRandomValues(new Uint8Array(bytes));
    const big = (bytes: number) => BigInt(`0x${hex.encode(rand(bytes))}`);
    for (let i = 0; i < 300; i++) {
      const seed = rand(32);
      const signer = ed25519.getPublicKey(seed);
      const call = { callIndex: [4, i % 2 ? 3 : 0] as const, dest: rand(32), value: big(1 + (i % 16)) };
      const x = {
        era: { period: 2 ** (2 + (i % 15)), birth: Number(big(3)) },
        nonce: Number(big(1 + (i % 4))) >>> 0,
        tip: i % 3 ? 0n : big(1 + (i % 8)),
        specVersion: Number(big(4)) >>> 0,
        transactionVersion: Number(big(2)),
        genesisHash: rand(32),
        blockHash: rand(32),
        identifiers: RUNTIME.devnet.extensions,
      };
      const method = i % 2 ? meta.tx.balances!.transferKeepAlive! : meta.tx.balances!.transferAllowDeath!;
      const payloadValue = {
        method: method({ Id: call.dest }, call.value).toHex(),
        era: registry.createType('ExtrinsicEra', { current: x.era.birth, period: x.era.period }),
        nonce: x.nonce,
        tip: x.tip,
        specVersion: x.specVersion,
        transactionVersion: x.transactionVersion,
        genesisHash: x.genesisHash,
        blockHash: x.blockHash,
      };
      const theirs = registry.createType('ExtrinsicPayload', payloadValue, { version: 4 });
      const ours = signingPayload(call, x);
      const raw = theirs.toU8a({ method: true });
      expect(hex.encode(ours)).toBe(hex.encode(raw.length > 256 ? blake2b(raw, { dkLen: 32 }) : raw));
      const signature = ed25519.sign(ours, seed);
      const ext = registry.createType('Extrinsic', method({ Id: call.dest }, call.value));
      ext.addSignature(signer, Uint8Array.of(0, ...signature), payloadValue);
      const encoded = encodeSigned(call, x, signer, signature);
      expect(hex.encode(encoded)).toBe(ext.toHex().slice(2));
      expect(`0x${hex.encode(extrinsicHash(encoded))}`).toBe(ext.hash.toHex());
    }
  });

  it('sends DOT: reviewed fee = charged fee, confirmed, in history with the spec row shape', async () => {
    const before = await native(sender.address);
    expect(before).toBe(100n * DOT);
    const prepared = await adapter.prepareTransfer({
      from: sender.address,
      to: receiver,
      amount: 2n * DOT + 7n,
    });
    expect(prepared).toMatchObject({ amount: 2n * DOT + 7n, isMax: false, price: 1n });
    expect(prepared.fee).toBeGreaterThan(0n);
    const { sent, receipt } = await send(prepared);
    expect(receipt).toMatchObject({ hash: sent.hash, success: true });
    expect(await native(sender.address)).toBe(before - prepared.amount - prepared.fee);
    expect(await native(receiver)).toBe(prepared.amount);
    const { items, error } = await adapter.getHistory(sender.address);
    expect(error).toBeUndefined();
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({
      amount: String(2n * DOT + 7n),
      link: `${sent.hash.slice(0, 13)}...`,
      url: `https://assethub-westend.subscan.io/tx/${sent.hash}`,
      status: 'SUCCESS',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      from: sender.address,
      to: receiver,
      totalCourse: '0$',
    });
    expect(items[1]).toMatchObject({ amount: String(100n * DOT), to: sender.address, status: 'SUCCESS' });
    // A fresh adapter (no memory of the send) confirms it; an unknown hash is pending.
    const other = family.createAdapter(chain, {
      network: 'devnet',
      ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
    });
    expect(await other.waitForConfirmation(sent.hash, { timeoutMs: 0 })).toMatchObject({ success: true });
    expect(await other.waitForConfirmation(`0x${'ab'.repeat(32)}`, { timeoutMs: 0 })).toBe('pending');
    // Broadcasting the same signed extrinsic again: the nonce is used, the node refuses it readably.
    const again = await adapter.sign(await adapter.buildTransaction(prepared, sender.signer), sender.signer);
    await expect(adapter.broadcast(again)).rejects.toThrow(/review the transfer again \(.*stale/i);
    const refusal = await adapter.broadcast(again).then(
      () => 'accepted',
      (e: Error) => e.message,
    );
    expect(family.sendErrorCode(refusal)).toBe('alreadySent');
  }, 90_000);

  it('refuses under 1 DOT to a receiver holding nothing (spec §5), allows it from 1 DOT or to a funded receiver', async () => {
    const empty = (await fresh()).address;
    const refused = adapter.prepareTransfer({ from: sender.address, to: empty, amount: DOT - 1n });
    await expect(refused).rejects.toThrow(`${RECEIVER_CODE}: Receiver address should have minimum 1 DOT`);
    const message = await refused.then(
      () => 'prepared',
      (e: Error) => e.message,
    );
    expect(family.sendErrorCode(message)).toBe('receiverBelowMinimum');
    await expect(
      adapter.prepareTransfer({ from: sender.address, to: empty, amount: DOT }),
    ).resolves.toMatchObject({ amount: DOT });
    await expect(
      adapter.prepareTransfer({ from: sender.address, to: receiver, amount: 1n }),
    ).resolves.toMatchObject({ amount: 1n });
  });

  it('max: amount + fee = balance − existential deposit, and the chain takes it', async () => {
    const from = await fresh();
    await fund(from.address, 3n * DOT);
    const prepared = await adapter.prepareTransfer({ from: from.address, to: receiver, amount: 3n * DOT });
    const ed = RUNTIME.devnet.existentialDeposit;
    expect(prepared.isMax).toBe(true);
    expect(prepared.available).toBe(3n * DOT - ed);
    expect(prepared.amount + prepared.fee).toBe(3n * DOT - ed);
    const { receipt } = await send(prepared, from.signer);
    expect(receipt).toMatchObject({ success: true });
    expect(await native(from.address)).toBe(ed);
    // Nothing left to spend: the spec's insufficient-balance text.
    await expect(adapter.prepareTransfer({ from: from.address, to: receiver, amount: DOT })).rejects.toThrow(
      'Insufficient balance to broadcast transaction',
    );
  }, 90_000);

  it('reads an address the chain does not hold as 0 (fresh), and its history as empty', async () => {
    const empty = (await fresh()).address;
    expect((await adapter.getBalances(empty))[0]).toMatchObject({
      amount: 0n,
      state: 'fresh',
      symbol: 'DOT',
      decimals: 10,
    });
    expect(await adapter.getHistory(empty)).toEqual({ items: [] });
  });
});
