/**
 * Stellar tokens (credit assets, CODE:ISSUER) on the devnet ledger: balances and token info, a
 * token send, and the spec's token rules — the fee doubles for a receiver with no trustline
 * (spec §9), the estimate fails with 'You are not authorized' when the receiver's trustline is not
 * authorized (spec §5, §8). One devnet for the file.
 */
import { startStellarDevnet, type StellarDevnet } from '@kestrel/devnet';
import { Account, Asset, Keypair, Networks, Operation, TransactionBuilder } from '@stellar/stellar-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainAdapter, PreparedTransfer, Signer } from '../../adapter-types';
import { getChain } from '../../registry/index';
import { family } from './index';
import { signerFromSecret } from './logic/signer';
import { decodeSigned } from './testing/fee-reader';

let devnet: StellarDevnet;
let adapter: ChainAdapter;
let KUSD: string;
let KAUTH: string;
let sender: { address: string; signer: Signer };
const UNIT = 10_000_000n;

beforeAll(async () => {
  devnet = await startStellarDevnet({ port: 0, infoFile: false, accounts: 2 });
  ({ KUSD, KAUTH } = devnet.assets);
  adapter = family.createAdapter(getChain('stellar'), { network: 'devnet', rpc: [devnet.rpcUrl] });
  const a = devnet.accounts[0]!;
  sender = { address: a.address, signer: signerFromSecret(a.privateKey) };
});
afterAll(() => devnet?.stop());

const token = (contract: string) => ({ kind: 'token' as const, contract });

async function send(prepared: PreparedTransfer) {
  const signed = await adapter.sign(await adapter.buildTransaction(prepared), sender.signer);
  return { signed, sent: await adapter.broadcast(signed) };
}

/** A funded account that trusts `asset` (built and signed with the official SDK). */
async function trusting(asset: string | null): Promise<string> {
  const key = Keypair.random();
  expect((await fetch(`${devnet.rpcUrl}/friendbot?addr=${key.publicKey()}&amount=20`)).status).toBe(200);
  if (!asset) return key.publicKey();
  const account = (await (await fetch(`${devnet.rpcUrl}/accounts/${key.publicKey()}`)).json()) as {
    sequence: string;
  };
  const [code, issuer] = asset.split(':') as [string, string];
  const tx = new TransactionBuilder(new Account(key.publicKey(), account.sequence), {
    fee: '100',
    networkPassphrase: Networks.STANDALONE,
  })
    .addOperation(Operation.changeTrust({ asset: new Asset(code, issuer) }))
    .setTimeout(30)
    .build();
  tx.sign(key);
  const res = await fetch(`${devnet.rpcUrl}/transactions`, {
    method: 'POST',
    body: new URLSearchParams({ tx: tx.toEnvelope().toXDR('base64') }),
  });
  expect(res.status).toBe(200);
  return key.publicKey();
}

describe('Stellar tokens on the devnet ledger', () => {
  it('reads XLM and token balances from one account load, and token info', async () => {
    const balances = await adapter.getBalances(sender.address, { tokens: [KUSD, KAUTH] });
    expect(balances.map((b) => [b.symbol, b.amount, b.state, b.decimals])).toEqual([
      ['XLM', 9999_9999900n, 'fresh', 7],
      ['KUSD', 1000n * UNIT, 'fresh', 7],
      ['KAUTH', 0n, 'fresh', 7],
    ]);
    expect(await adapter.getTokenInfo!(KUSD)).toEqual({ name: 'KUSD', symbol: 'KUSD', decimals: 7 });
    await expect(adapter.getTokenInfo!('KUSD')).rejects.toThrow('Invalid Stellar token issuer');
    await expect(adapter.getBalances(sender.address, { tokens: ['not a token:x'] })).rejects.toThrow(
      'write it as CODE:ISSUER',
    );
  });

  it('sends a token to a receiver that trusts it: base fee, token moved, token history row', async () => {
    const to = devnet.accounts[1]!.address;
    const prepared = await adapter.prepareTransfer({
      from: sender.address,
      to,
      amount: 25n * UNIT,
      asset: token(KUSD),
    });
    expect(prepared).toMatchObject({ fee: 100n, amount: 25n * UNIT, isMax: false });
    expect(prepared.available).toBeUndefined();
    const { signed, sent } = await send(prepared);
    const op = decodeSigned(signed, devnet.passphrase).tx.operations[0]!;
    expect(op).toMatchObject({ type: 'payment', destination: to, amount: '25.0000000' });
    expect(await adapter.waitForConfirmation(sent.hash, { timeoutMs: 0 })).toMatchObject({ success: true });
    const [xlm, kusd] = await adapter.getBalances(sender.address, { tokens: [KUSD] });
    expect(kusd!.amount).toBe(975n * UNIT);
    expect(xlm!.amount).toBe(9999_9999900n - 100n);
    const rows = (await adapter.getHistory(sender.address, { asset: token(KUSD) })).items;
    expect(rows[0]).toMatchObject({
      amount: String(25n * UNIT),
      from: sender.address,
      to,
      status: 'SUCCESS',
    });
    // The XLM history has no row for a token payment.
    expect((await adapter.getHistory(sender.address)).items.map((r) => r.link)).not.toContain(rows[0]!.link);
  });

  it('doubles the fee for a receiver with no trustline (spec §9); the network then refuses it readably', async () => {
    const to = await trusting(null);
    const prepared = await adapter.prepareTransfer({
      from: sender.address,
      to,
      amount: UNIT,
      asset: token(KUSD),
    });
    expect(prepared.options).toEqual([
      { title: 'Normal', price: 100n },
      { title: 'Recommended', price: 100n },
    ]);
    expect(prepared).toMatchObject({ price: 100n, fee: 200n });
    expect(prepared.view.estimateGas).toBe('2');
    expect((await adapter.repriceTransfer(prepared, 150n)).fee).toBe(300n);
    // The same estimate for a receiver that trusts the token is the base fee.
    const trusted = await trusting(KUSD);
    expect(
      (await adapter.prepareTransfer({ from: sender.address, to: trusted, amount: UNIT, asset: token(KUSD) }))
        .fee,
    ).toBe(100n);
    const signed = await adapter.sign(await adapter.buildTransaction(prepared), sender.signer);
    expect(decodeSigned(signed, devnet.passphrase).fee).toBe(200n);
    await expect(adapter.broadcast(signed)).rejects.toThrow(
      'The receiver has no trustline for this token (tx_failed, op_no_trust)',
    );
  });

  it("fails the estimate with 'You are not authorized' when the receiver's trustline is not authorized", async () => {
    const to = await trusting(KAUTH);
    const line = (
      (await (await fetch(`${devnet.rpcUrl}/accounts/${to}`)).json()) as {
        balances: { asset_code?: string; is_authorized?: boolean }[];
      }
    ).balances.find((b) => b.asset_code === 'KAUTH');
    expect(line?.is_authorized).toBe(false);
    await expect(
      adapter.prepareTransfer({ from: sender.address, to, amount: UNIT, asset: token(KAUTH) }),
    ).rejects.toThrow(/^You are not authorized$/);
  });

  it('refuses a token the sender does not hold enough of, and a receiver the network does not hold', async () => {
    const to = devnet.accounts[1]!.address;
    await expect(
      adapter.prepareTransfer({ from: sender.address, to, amount: 1_000_000n * UNIT, asset: token(KUSD) }),
    ).rejects.toThrow('Insufficient balance to broadcast transaction');
    await expect(
      adapter.prepareTransfer({
        from: sender.address,
        to: Keypair.random().publicKey(),
        amount: UNIT,
        asset: token(KUSD),
      }),
    ).rejects.toThrow("The receiver's account does not exist on stellar");
  });
});
