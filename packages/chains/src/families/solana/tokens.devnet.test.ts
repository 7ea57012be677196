/**
 * SPL tokens on litesvm through the adapter: balances from token accounts, token info from the
 * token-list search, a send that creates the receiver's associated token account (its rent counted
 * in the fee) with a memo through the memo program, a second send that creates nothing, token
 * history rows, and the spec's text for a token amount the account does not hold.
 */
import type { SolanaDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SolanaAdapter } from './index';
import { associatedTokenAddress } from './logic/instructions';
import { devnetAdapter, devnetSigner, freshSigner, rpc, startTestSolana, submit } from './testing/devnet';

let devnet: SolanaDevnet;
let adapter: SolanaAdapter;
let mint: string;
beforeAll(async () => {
  devnet = await startTestSolana();
  adapter = devnetAdapter(devnet);
  mint = devnet.genesis.token.mint;
});
afterAll(() => devnet?.stop());

const KUSD = 1_000_000n;

describe('solana SPL token transfer on litesvm', () => {
  it('reads token info (with its icon) from the token list, and token balances from token accounts', async () => {
    expect(await adapter.getTokenInfo(mint)).toEqual({
      name: 'Kestrel Test Dollar',
      symbol: 'KUSD',
      decimals: 6,
      icon: '',
    });
    const signer = await devnetSigner(devnet, 0);
    const balances = await adapter.getBalances(signer.address, { tokens: [mint] });
    expect(balances[1]).toMatchObject({
      asset: { kind: 'token', contract: mint },
      symbol: 'KUSD',
      decimals: 6,
      amount: 1_000_000n * KUSD,
      state: 'fresh',
    });
    // A mint the list does not know: decimals from the mint account itself.
    const unlisted = devnetAdapter(devnet, { tokenListApis: [] });
    expect(await unlisted.getTokenInfo(mint)).toMatchObject({ decimals: 6, icon: null });
  });

  it('creates the receiver token account in the send, counts its rent in the fee, and attaches the memo', async () => {
    const signer = await devnetSigner(devnet, 0);
    const to = freshSigner().address;
    const rent = BigInt((await rpc(devnet, 'getMinimumBalanceForRentExemption', [165])).result as number);
    const asset = { kind: 'token' as const, contract: mint };
    const prepared = await adapter.prepareTransfer({
      from: signer.address,
      to,
      amount: 25n * KUSD,
      asset,
      memo: 'invoice 42',
    });
    const units = BigInt(prepared.view.estimateGas!);
    expect(prepared.fee).toBe(5000n + (prepared.price * units + 999_999n) / 1_000_000n + rent);
    expect(prepared).toMatchObject({ amount: 25n * KUSD, isMax: false });
    const [solBefore] = await adapter.getBalances(signer.address);
    const { receipt, signed } = await submit(adapter, prepared, signer);
    expect(receipt).toMatchObject({ success: true });
    const [solAfter] = await adapter.getBalances(signer.address);
    // What left in SOL is exactly the reviewed fee (base + priority + the new account's rent).
    expect(solBefore!.amount - solAfter!.amount).toBe(prepared.fee);
    const got = await adapter.getBalances(to, { tokens: [mint] });
    expect(got[1]!.amount).toBe(25n * KUSD);
    const tx = (await rpc(devnet, 'getTransaction', [signed.hash, { encoding: 'jsonParsed' }])).result as {
      transaction: { message: { instructions: { program?: string; parsed?: unknown }[] } };
    };
    expect(tx.transaction.message.instructions.find((i) => i.program === 'spl-memo')?.parsed).toBe(
      'invoice 42',
    );

    // The receiver's account exists now: no creation, no rent.
    const again = await adapter.prepareTransfer({ from: signer.address, to, amount: KUSD, asset });
    expect(again.fee).toBe(5000n + (again.price * BigInt(again.view.estimateGas!) + 999_999n) / 1_000_000n);
    await submit(adapter, again, signer);
    const rows = (await adapter.getHistory(to, { asset })).items;
    expect(rows.map((r) => [r.amount, r.from, r.to, r.status])).toEqual([
      [String(KUSD), signer.address, to, 'SUCCESS'],
      [String(25n * KUSD), signer.address, to, 'SUCCESS'],
    ]);
    expect(associatedTokenAddress(to, mint)).not.toBe(to);
  });

  it('a token amount beyond the holding is refused with the spec text, and nothing is sent', async () => {
    const signer = await devnetSigner(devnet, 1);
    const asset = { kind: 'token' as const, contract: mint };
    await expect(
      adapter.prepareTransfer({
        from: signer.address,
        to: freshSigner().address,
        amount: 2_000_000n * KUSD,
        asset,
      }),
    ).rejects.toThrow('Insufficient balance to broadcast transaction');
    // A holder of no SOL cannot pay the fee either.
    const empty = freshSigner();
    await expect(
      adapter.prepareTransfer({ from: empty.address, to: signer.address, amount: 1n, asset }),
    ).rejects.toThrow('Insufficient balance to broadcast transaction');
  });
});
