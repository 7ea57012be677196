/**
 * HD account discovery (gap limit 20, BIP-84 Bitcoin) on an in-memory mempool.space-style API:
 * receive and change chains walked until 20 unused in a row, the balance is the account's (sum of
 * used addresses, confirmed and unconfirmed apart), a refresh walks on only from the last used
 * index, Receive offers the first unused receive address, and a send spends the coins of several
 * addresses with its change on the first unused change address.
 */
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { getChain } from '../../registry/index';
import { createUtxoAdapter } from './index';
import type { UtxoPrepared } from './logic/prepare';
import { walletSignerFromSeed } from './logic/signer';
import { fakeMempool } from './testing/fake-mempool';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = { mnemonic: PHRASE, passphrase: '', seed: mnemonicToSeedSync(PHRASE) };
const chain = getChain('bitcoin');
// BIP-84 vector (bip_utils / BIP-84 text): the first receive and change addresses of "abandon … about".
const RECEIVE_0 = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const CHANGE_0 = 'bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el';
const TO = 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g';

function setup(o: { gapLimit?: number } = {}) {
  const api = fakeMempool();
  const adapter = createUtxoAdapter(chain, {
    network: 'mainnet',
    utxoProviders: [{ kind: 'mempool', url: 'http://fake.invalid/api' }],
    fetch: api.fetch,
    ...o,
  });
  const signer = walletSignerFromSeed(chain, 'mainnet', seed);
  const at = (branch: 0 | 1, i: number) => signer.derive!(branch, i).address;
  return { api, adapter, signer, at };
}

describe('Bitcoin-family account discovery', () => {
  it('derives the BIP-84 receive and change chains', () => {
    const { at } = setup();
    expect(at(0, 0)).toBe(RECEIVE_0);
    expect(at(1, 0)).toBe(CHANGE_0);
    expect(at(0, 1)).toBe(TO);
  });

  it('finds receive 0, 7 and 25 (past the first window) and a change address; stops after 20 unused', async () => {
    const { api, adapter, signer, at } = setup();
    api.fund(at(0, 0), 10_000);
    api.fund(at(0, 7), 20_000);
    api.fund(at(0, 25), 30_000);
    api.fund(at(1, 3), 4_000, { confirmed: false });
    // 46 is 21 past 25: beyond the gap, never looked at.
    api.fund(at(0, 46), 1_000_000);
    const balance = (await adapter.getAccountBalance!(signer))!;
    expect(balance).toMatchObject({
      amount: 64_000n,
      confirmed: 60_000n,
      unconfirmed: 4_000n,
      state: 'fresh',
      symbol: 'BTC',
    });
    const addresses = (await adapter.accountAddresses!(signer))!;
    expect(addresses.receive).toEqual({ address: at(0, 26), derivePath: "m/84'/0'/0'/0/26" });
    expect(addresses.used.map((a) => [a.derivePath, a.change])).toEqual([
      ["m/84'/0'/0'/0/0", false],
      ["m/84'/0'/0'/0/7", false],
      ["m/84'/0'/0'/0/25", false],
      ["m/84'/0'/0'/1/3", true],
    ]);
    expect(api.requests).not.toContain(`/address/${at(0, 46)}`);
  });

  it('counts a spent-out address as used (transactions, no coins) and keeps walking', async () => {
    const { api, adapter, signer, at } = setup();
    api.spentOut(at(0, 15));
    api.fund(at(0, 30), 5_000);
    expect((await adapter.getAccountBalance!(signer))!.amount).toBe(5_000n);
  });

  it('takes a configurable gap limit', async () => {
    const { api, adapter, signer, at } = setup({ gapLimit: 5 });
    api.fund(at(0, 0), 1_000);
    api.fund(at(0, 7), 2_000);
    expect((await adapter.getAccountBalance!(signer))!.amount).toBe(1_000n);
  });

  it('re-scans on refresh only from the last used index, and finds what arrived since', async () => {
    const { api, adapter, signer, at } = setup();
    api.fund(at(0, 0), 1_000);
    api.fund(at(0, 9), 2_000);
    await adapter.getAccountBalance!(signer);
    api.requests.length = 0;
    api.fund(at(0, 12), 3_000);
    expect((await adapter.getAccountBalance!(signer))!.amount).toBe(6_000n);
    const read = new Set(api.requests.filter((p) => /^\/address\/[^/]+$/.test(p)));
    // Receive: the two used ones again, then 10…29 and, after 12 is found, 30…32; change: 0…19.
    expect(read.has(`/address/${at(0, 0)}`)).toBe(true);
    expect(read.has(`/address/${at(0, 5)}`)).toBe(false);
    expect(read.has(`/address/${at(0, 10)}`)).toBe(true);
    expect(read.size).toBe(2 + 23 + 20);
  });

  it('spends the coins of several addresses and puts change on the first unused change address', async () => {
    const { api, adapter, signer, at } = setup();
    api.fund(at(0, 0), 30_000);
    api.fund(at(0, 7), 40_000);
    api.fund(at(1, 0), 20_000);
    const prepared = await adapter.prepareTransfer({ from: RECEIVE_0, to: TO, amount: 80_000n }, { signer });
    const { tx } = prepared.payload as UtxoPrepared;
    expect(new Set(tx!.inputs.map((i) => i.address))).toEqual(new Set([at(0, 0), at(0, 7), at(1, 0)]));
    expect(tx!.outputs.map((o) => o.address)).toEqual([TO, at(1, 1)]);
    expect(tx!.outputs[1]!.value).toBe(90_000n - 80_000n - prepared.fee);
    // Max over the whole account: everything but the fee, no change.
    const max = await adapter.prepareTransfer({ from: RECEIVE_0, to: TO, amount: 90_000n }, { signer });
    expect(max).toMatchObject({ isMax: true, available: 90_000n });
    expect(max.amount + max.fee).toBe(90_000n);
    // Repricing keeps the same change address (what is reviewed is what is signed).
    const again = await adapter.repriceTransfer(prepared, 30n);
    expect((again.payload as UtxoPrepared).tx!.outputs[1]!.address).toBe(at(1, 1));
  });

  it('a new signer of a cached account can sign for addresses it did not walk itself', async () => {
    const { api, adapter, signer, at } = setup();
    api.fund(at(0, 7), 40_000);
    api.fund(at(0, 25), 40_000);
    await adapter.getAccountBalance!(signer);
    // The wallet builds a fresh signer per send; the account's scan is cached in the adapter.
    const again = walletSignerFromSeed(chain, 'mainnet', seed);
    const p = await adapter.prepareTransfer({ from: RECEIVE_0, to: TO, amount: 70_000n }, { signer: again });
    const { tx } = p.payload as UtxoPrepared;
    expect(new Set(tx!.inputs.map((i) => i.address))).toEqual(new Set([at(0, 7), at(0, 25)]));
    const signed = await adapter.sign(await adapter.buildTransaction(p), again);
    expect(signed.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a signer without keys (watch-only) names no account: null, so the wallet reads the address', async () => {
    const { adapter } = setup();
    const watch = { curve: 'secp256k1' as const, signDigest: () => Promise.reject(new Error('no key')) };
    expect(await adapter.getAccountBalance!(watch)).toBeNull();
    expect(await adapter.accountAddresses!(watch)).toBeNull();
    expect(await adapter.getAccountHistory!(watch)).toBeNull();
  });

  it('an imported key is an account of one address: change goes back to it', async () => {
    const { api, adapter, at } = setup();
    const { walletSignerFromWif } = await import('./logic/signer');
    // BIP-84 vector: the WIF of m/84'/0'/0'/0/0.
    const wif = walletSignerFromWif(chain, 'mainnet', 'KyZpNDKnfs94vbrwhJneDi77V6jF64PWPF8x5cdJb8ifgg2DUc9d');
    expect(wif.keys[0]!.address).toBe(RECEIVE_0);
    api.fund(at(0, 0), 50_000);
    api.fund(at(0, 1), 70_000);
    expect((await adapter.getAccountBalance!(wif))!.amount).toBe(50_000n);
    const p = await adapter.prepareTransfer({ from: RECEIVE_0, to: TO, amount: 10_000n }, { signer: wif });
    expect((p.payload as UtxoPrepared).tx!.outputs.map((o) => o.address)).toEqual([TO, RECEIVE_0]);
  });
});
