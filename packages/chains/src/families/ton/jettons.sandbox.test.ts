/**
 * Jettons end to end on @ton/sandbox: the devnet's TEP-74 test jetton is minted to a wallet that
 * was never deployed, then sent through the adapter contract (0.2 TON attached, 2e8 in the
 * estimate, forward 1 nanoton with the comment); balances, token info and the indexer's history.
 */
import type { TonDevnet } from '@kestrel/devnet';
import { Address, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainAdapter, Signer } from '../../adapter-types';
import { getChain } from '../../registry/index';
import { family } from './index';
import type { TonPrepared } from './logic/payload';
import { FEE_EXTRA, JETTON_ESTIMATE_EXTRA, MODE_NORMAL } from './logic/rules';
import { startTestTon, tonAdapter } from './testing/devnet';

const chain = getChain('ton');
const SENDER_KEY = '33'.repeat(32);
const RECEIVER_KEY = '44'.repeat(32);

let devnet: TonDevnet;
let adapter: ChainAdapter;
let signer: Signer;
let sender: string;
let receiver: string;
let master: string;

const tonOf = async (a: string) =>
  (await devnet.sandbox.locked(() => devnet.sandbox.state(Address.parse(a)))).balance;
const jettonOf = async (a: string) => {
  const balances = await adapter.getBalances(a, { tokens: [master] });
  return balances[1]!;
};

beforeAll(async () => {
  devnet = await startTestTon();
  adapter = tonAdapter(devnet);
  signer = await family.signerFromKey(chain, 'devnet', SENDER_KEY);
  sender = (await adapter.importPrivateKey(SENDER_KEY)).address;
  receiver = (await adapter.importPrivateKey(RECEIVER_KEY)).address;
  const check = adapter.validateAddress(devnet.jettonMaster);
  if (!check.valid) throw new Error(check.reason);
  master = check.normalized;
  await devnet.sandbox.fund(Address.parse(sender), toNano('1'));
  await devnet.sandbox.mint(Address.parse(sender), 1_000n * 10n ** 9n);
});
afterAll(async () => {
  await devnet?.stop();
});

describe('TON jettons on the sandbox', () => {
  it('reads the jetton balance and the on-chain metadata; an address without a jetton wallet holds 0', async () => {
    expect(await adapter.getTokenInfo!(master)).toEqual({
      name: 'Kestrel Test Jetton',
      symbol: 'KTJ',
      decimals: 9,
    });
    expect(await jettonOf(sender)).toMatchObject({
      asset: { kind: 'token', contract: master },
      symbol: 'KTJ',
      decimals: 9,
      amount: 1_000n * 10n ** 9n,
      state: 'fresh',
    });
    expect(await jettonOf(receiver)).toMatchObject({ amount: 0n, state: 'fresh' });
  });

  it('a jetton transfer attaches 0.2 TON, its fee has 2e8 and 15000 extra, and it arrives', async () => {
    const amount = 250n * 10n ** 9n;
    const asset = { kind: 'token' as const, contract: master };
    const prepared = await adapter.prepareTransfer({ from: sender, to: receiver, amount, asset }, { signer });
    const p = prepared.payload as TonPrepared;
    expect(p).toMatchObject({ seqno: 0, mode: MODE_NORMAL });
    expect(p.jettonWallet).toMatch(/^0:[0-9a-f]{64}$/);
    expect(p.deployKey).not.toBeNull();
    expect(prepared).toMatchObject({ amount, isMax: false });
    expect(prepared.fee).toBeGreaterThan(JETTON_ESTIMATE_EXTRA + FEE_EXTRA);
    expect(prepared.fee).toBeLessThan(JETTON_ESTIMATE_EXTRA + toNano('0.05'));
    const before = await tonOf(sender);
    const signed = await adapter.sign(await adapter.buildTransaction(prepared, signer), signer);
    const { hash } = await adapter.broadcast(signed);
    expect(await adapter.waitForConfirmation(hash)).toMatchObject({ hash, success: true });
    expect(await jettonOf(receiver)).toMatchObject({ amount, state: 'fresh' });
    expect(await jettonOf(sender)).toMatchObject({ amount: 750n * 10n ** 9n });
    // The excess of the 0.2 TON comes back: the wallet paid less than the reviewed fee.
    const paid = before - (await tonOf(sender));
    expect(paid).toBeGreaterThan(0n);
    expect(paid).toBeLessThanOrEqual(prepared.fee);
    // The receiver's owner got the forward amount (1 nanoton) with the transfer notification.
    const incoming = await adapter.getHistory(receiver);
    expect(incoming.items.map((r) => r.amount)).toContain('1');
  });

  it('jetton history comes from the indexer: status Unknown, amounts and owners', async () => {
    const asset = { kind: 'token' as const, contract: master };
    for (const who of [sender, receiver]) {
      const page = await adapter.getHistory(who, { asset });
      expect(page.error).toBeUndefined();
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        amount: (250n * 10n ** 9n).toString(),
        status: 'Unknown',
        from: sender,
        to: receiver,
        totalCourse: '0$',
      });
      expect(page.items[0]!.url).toMatch(/\/tx\/[0-9a-f]{64}$/);
    }
  });

  it('a jetton transfer the TON balance cannot pay for is refused with the spec text', async () => {
    const poor = (await adapter.importPrivateKey('55'.repeat(32))).address;
    await devnet.sandbox.fund(Address.parse(poor), toNano('0.1'));
    const poorSigner = await family.signerFromKey(chain, 'devnet', '55'.repeat(32));
    await expect(
      adapter.prepareTransfer(
        { from: poor, to: receiver, amount: 1n, asset: { kind: 'token', contract: master } },
        { signer: poorSigner },
      ),
    ).rejects.toThrow(/^Insufficient balance to broadcast transaction$/);
  });
});
