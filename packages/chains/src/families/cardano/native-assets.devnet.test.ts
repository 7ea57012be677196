/**
 * Cardano native assets on the devnet emulator (@blaze-cardano/emulator behind the product API's
 * raw address route, which lists each UTXO's assets as the API's relay does): token rows per unit
 * (summed over UTXOs, 0 decimals, the asset name when printable), token ids checked by the family,
 * an ADA send from an address holding tokens that the emulator accepts (token UTXOs are left
 * alone, their assets intact), and a token send refused with UnsupportedOperationError.
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

  it('sends ADA from an address holding tokens (only ADA-only UTXOs spent), accepted by the emulator', async () => {
    const prepared = await adapter.prepareTransfer({
      from: holder.address,
      to: receiver.address,
      amount: 5_000_000n,
    });
    // The token UTXOs are not inputs: their assets would otherwise leave with no output to hold them.
    expect(prepared.available).toBe(20_000_000n);
    expect(prepared.view.selectedUTXOs).toHaveLength(1);
    const signer = await family.signerFromKey(chain, 'devnet', holder.privateKey);
    const signed = await adapter.sign(await adapter.buildTransaction(prepared), signer);
    const { hash } = await adapter.broadcast(signed);
    expect(await adapter.waitForConfirmation(hash, { timeoutMs: 0 })).toMatchObject({ success: true });
    const rows = await adapter.getBalances(holder.address, { tokens: [KUSD] });
    expect(rows[0]!.amount).toBe(23_500_000n - 5_000_000n - prepared.fee);
    expect(rows[1]!.amount).toBe(1000n);
    expect((await adapter.getBalances(receiver.address))[0]!.amount).toBe(5_000_000n);
  });

  it('refuses a token send clearly, before anything is read or signed', async () => {
    const send = adapter.prepareTransfer({
      from: holder.address,
      to: receiver.address,
      amount: 1n,
      asset: { kind: 'token', contract: KUSD },
    });
    await expect(send).rejects.toThrow(UnsupportedOperationError);
    await expect(send).rejects.toThrow('A token send is not supported on cardano');
  });
});
