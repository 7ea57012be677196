/**
 * Cardano native assets on the devnet emulator (@blaze-cardano/emulator behind the product API's
 * raw address route, which lists each UTXO's assets as the API's relay does): token rows per unit
 * (summed over UTXOs, 0 decimals, the asset name when printable), token ids checked by the family,
 * an ADA send from an address holding tokens (every asset back in the change) and a token send
 * (multi-asset output with its min-ADA, counted in the fee) that the emulator accepts, and the
 * refusals (a token beyond the holding, an NFT send) before anything is signed.
 */
import { startCardanoDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsupportedOperationError, type ChainAdapter } from '../../adapter-types';
import { seedFromMnemonic } from '../../keys/mnemonic';
import { getChain } from '../../registry/index';
import { family } from './index';
import { assetNameText, validateCardanoTokenId } from './logic/assets';
import { cardanoKeys } from './logic/keys';

const chain = getChain('cardano');
const account = (phrase: string) =>
  cardanoKeys.deriveAccount(chain, seedFromMnemonic(phrase), chain.path, 'devnet');
// Published test phrases (BIP-39 vectors), never real wallets.
const holder = account('legal winner thank year wave sausage worth useful legal winner thank yellow');
const receiver = account(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);

const POLICY = 'ab'.repeat(28);
const hexOf = (text: string) => Buffer.from(text, 'utf8').toString('hex');
const KUSD = `${POLICY}${hexOf('KUSD')}`;
/** A CIP-68 fungible token (label 333 prefix) and one with a binary name. */
const CIP68 = `${POLICY}0014df10${hexOf('Gold')}`;
const BINARY = `${'cd'.repeat(28)}00ff01`;

let node: Awaited<ReturnType<typeof startCardanoDevnet>>;
let adapter: ChainAdapter;

async function submit(prepared: Awaited<ReturnType<ChainAdapter['prepareTransfer']>>) {
  const signer = await family.signerFromKey(chain, 'devnet', holder.privateKey);
  const signed = await adapter.sign(await adapter.buildTransaction(prepared), signer);
  return adapter.broadcast(signed);
}

beforeAll(async () => {
  node = await startCardanoDevnet({ port: 0, infoFile: false });
  adapter = family.createAdapter(chain, {
    network: 'devnet',
    ...family.devnet!.adapterConfig({ rpc: node.rpcUrl }),
  });
  node.ledger.fund(holder.address, 2_000_000n, { [KUSD]: 700n, [CIP68]: 5n });
  node.ledger.fund(holder.address, 1_500_000n, { [KUSD]: 300n, [BINARY]: 1n });
  node.ledger.fund(holder.address, 20_000_000n);
});
afterAll(() => node?.stop());

describe('Cardano native assets on the devnet emulator', () => {
  it('shows each asset as a token row, summed over the UTXOs, with its printable name', async () => {
    const rows = await adapter.getBalances(holder.address, { tokens: [KUSD, CIP68, BINARY, `${POLICY}00`] });
    expect(rows.map((r) => [r.asset, r.symbol, r.decimals, r.amount, r.state])).toEqual([
      [{ kind: 'native' }, 'ADA', 6, 23_500_000n, 'fresh'],
      [{ kind: 'token', contract: KUSD }, 'KUSD', 0, 1000n, 'fresh'],
      [{ kind: 'token', contract: CIP68 }, 'Gold', 0, 5n, 'fresh'],
      [{ kind: 'token', contract: BINARY }, 'cdcdcdcd…', 0, 1n, 'fresh'],
      // An asset the address does not hold: a true zero (the answer was read).
      [{ kind: 'token', contract: `${POLICY}00` }, 'abababab…', 0, 0n, 'fresh'],
    ]);
    expect(await adapter.getTokenInfo!(KUSD.toUpperCase())).toEqual({
      name: 'KUSD',
      symbol: 'KUSD',
      decimals: 0,
    });
  });

  it('checks token ids: policy id and hex asset name, `policy.name` too', async () => {
    expect(validateCardanoTokenId(`${POLICY}.${hexOf('KUSD')}`)).toEqual({ valid: true, normalized: KUSD });
    expect(validateCardanoTokenId(POLICY)).toEqual({ valid: true, normalized: POLICY });
    for (const bad of [
      `${POLICY}0`,
      POLICY.slice(2),
      `${POLICY}${'00'.repeat(33)}`,
      'KUSD',
      `addr1${POLICY}`,
    ])
      expect(validateCardanoTokenId(bad)).toMatchObject({ valid: false });
    expect(assetNameText(`${POLICY}0a`)).toBeUndefined();
    await expect(adapter.getBalances(holder.address, { tokens: ['KUSD'] })).rejects.toThrow(
      'Invalid Cardano token',
    );
  });

  it('sends ADA from an address holding tokens: the assets of the UTXOs it spends return in the change, accepted by the emulator', async () => {
    // 5 ADA: the 20 ADA UTXO alone pays, the token UTXOs stay untouched (logic/select.ts).
    const small = await adapter.prepareTransfer({
      from: holder.address,
      to: receiver.address,
      amount: 5_000_000n,
    });
    expect(small.available).toBe(23_500_000n);
    expect(small.view.selectedUTXOs!.map((u) => u.value)).toEqual(['20000000']);
    // 19 ADA needs a token UTXO too (the largest, 2 ADA with KUSD 700 and Gold 5): they return.
    const prepared = await adapter.prepareTransfer({
      from: holder.address,
      to: receiver.address,
      amount: 19_000_000n,
    });
    expect(prepared.available).toBe(23_500_000n);
    expect(prepared.view.selectedUTXOs!.map((u) => u.value).sort()).toEqual(['2000000', '20000000']);
    const { hash } = await submit(prepared);
    expect(await adapter.waitForConfirmation(hash, { timeoutMs: 0 })).toMatchObject({ success: true });
    const rows = await adapter.getBalances(holder.address, { tokens: [KUSD, CIP68, BINARY] });
    expect(rows.map((r) => r.amount)).toEqual([23_500_000n - 19_000_000n - prepared.fee, 1000n, 5n, 1n]);
    expect((await adapter.getBalances(receiver.address))[0]!.amount).toBe(19_000_000n);
  });

  it('sends a native token with its min-ADA (counted in the fee); the other assets stay', async () => {
    const [adaBefore] = await adapter.getBalances(holder.address);
    const asset = { kind: 'token' as const, contract: KUSD };
    const prepared = await adapter.prepareTransfer({
      from: holder.address,
      to: receiver.address,
      amount: 250n,
      asset,
    });
    expect(prepared).toMatchObject({ amount: 250n, isMax: false, available: 1000n });
    const { hash } = await submit(prepared);
    expect(await adapter.waitForConfirmation(hash, { timeoutMs: 0 })).toMatchObject({ success: true });
    const mine = await adapter.getBalances(holder.address, { tokens: [KUSD, CIP68, BINARY] });
    // What left in ADA is exactly the reviewed fee (the transaction fee and the token's min-ADA).
    expect(mine.map((r) => r.amount)).toEqual([adaBefore!.amount - prepared.fee, 750n, 5n, 1n]);
    const theirs = await adapter.getBalances(receiver.address, { tokens: [KUSD] });
    expect(theirs[1]!.amount).toBe(250n);
    // Token history: the send on both sides; the ADA send that passed KUSD through the change is no row.
    const asset2 = { asset };
    const theirRows = (await adapter.getHistory(receiver.address, asset2)).items;
    expect(theirRows.map((r) => [r.amount, r.from, r.to])).toEqual([
      ['250', holder.address, receiver.address],
    ]);
    const myRows = (await adapter.getHistory(holder.address, asset2)).items;
    expect(myRows.map((r) => [r.amount, r.from, r.to])).toEqual([
      ['250', holder.address, receiver.address],
      ['300', '', holder.address],
      ['700', '', holder.address],
    ]);
    // The receiver's ADA grew by the token output's min-ADA; the rest of the fee is the network's.
    const deposit = theirs[0]!.amount - 19_000_000n;
    expect(deposit).toBeGreaterThan(1_000_000n);
    expect(prepared.fee - deposit).toBeGreaterThan(155_381n);
  });

  it('refuses a token amount beyond the holding, and an NFT send, before anything is signed', async () => {
    const asset = { kind: 'token' as const, contract: KUSD };
    await expect(
      adapter.prepareTransfer({ from: holder.address, to: receiver.address, amount: 5_000n, asset }),
    ).rejects.toThrow('Insufficient token balance. Available: 750, Required: 5000');
    const nft = adapter.prepareTransfer({
      from: holder.address,
      to: receiver.address,
      amount: 1n,
      asset: { kind: 'nft', contract: KUSD, tokenId: '1' } as never,
    });
    await expect(nft).rejects.toThrow(UnsupportedOperationError);
  });
});
