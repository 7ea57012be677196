/**
 * Cosmos and THORChain sends end to end on the devnet's LCD-shaped ledgers (devnet/src/cosmos),
 * which decode each transaction with cosmjs, verify its signature against the account's key,
 * check its sequence and apply it: reads, fee options and the max rule, build / sign / broadcast /
 * confirm, history rows, and the refusals of spec §5/§8.
 */
import { startCosmosDevnet, type CosmosDevnet, type CosmosDevnetChain } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainAdapter, PreparedTransfer, Signer } from '../../adapter-types';
import { seedFromMnemonic } from '../../keys/mnemonic';
import type { Account } from '../../keys/types';
import { explorerTxUrl, getChain } from '../../registry/index';
import { family } from './index';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const SHOOT = 'shoot island position soft burden budget tooth cruel issue economy destroy above';

describe.each(['cosmos', 'thorchain'] as CosmosDevnetChain[])('%s on the devnet ledger', (chainName) => {
  const chain = getChain(chainName);
  let devnet: CosmosDevnet;
  let adapter: ChainAdapter;
  let me: Account;
  let other: Account;
  let signer: Signer;
  const thor = chainName === 'thorchain';
  const funded = thor ? 10_000_000_000n : 100_000_000n;

  const submit = async (prepared: PreparedTransfer) => {
    const signed = await adapter.sign(await adapter.buildTransaction(prepared, signer), signer);
    return { signed, sent: await adapter.broadcast(signed) };
  };

  beforeAll(async () => {
    devnet = await startCosmosDevnet({ chain: chainName, port: 0, infoFile: false });
    adapter = family.createAdapter(chain, {
      network: 'devnet',
      ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
    });
    me = await adapter.deriveAccount(seedFromMnemonic(ABANDON));
    other = await adapter.deriveAccount(seedFromMnemonic(SHOOT));
    signer = await family.createSigner({ chain, network: 'devnet', address: me.address, account: () => me });
    const res = await fetch(`${devnet.rpcUrl}/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: me.address, amount: funded.toString() }),
    });
    expect(res.status).toBe(200);
  });
  afterAll(() => devnet?.stop());

  it('reads the balance, then sends, confirms and shows the send in history', async () => {
    const [balance] = await adapter.getBalances(me.address);
    expect(balance).toMatchObject({
      amount: funded,
      state: 'fresh',
      symbol: chain.symbol,
      decimals: chain.decimals,
    });
    const amount = funded / 10n;
    const prepared = await adapter.prepareTransfer({
      from: me.address,
      to: other.address,
      amount,
      memo: 'hi',
    });
    expect(prepared.options.map((o) => o.title)).toEqual(['Normal', 'Recommended']);
    expect(prepared.price).toBe(prepared.options[1]!.price);
    expect(prepared.isMax).toBe(false);
    if (thor) expect(prepared.fee).toBe(2_000_000n);
    else {
      // gas limit = simulated gas × 1.4; fee = gas limit × 0.025 uatom, rounded up.
      const gasLimit = BigInt(prepared.view.estimateGas!);
      expect(prepared.fee).toBe((gasLimit * 25n + 999n) / 1000n);
    }
    const { signed, sent } = await submit(prepared);
    expect(sent.hash).toBe(signed.hash);
    // The stored pending entry (spec §4): the row shape, PENDING, with the transaction's data.
    expect(await adapter.pendingEntry(signed, prepared)).toMatchObject({
      amount: amount.toString(),
      status: 'PENDING',
      from: me.address,
      to: other.address,
      extraPendingTransactionData: { txHash: signed.hash, value: amount.toString() },
    });
    const receipt = await adapter.waitForConfirmation(sent.hash, { timeoutMs: 0 });
    expect(receipt).toMatchObject({ hash: signed.hash, success: true });
    expect(devnet.ledger.balanceOf(other.address)).toBe(amount);
    expect(devnet.ledger.balanceOf(me.address)).toBe(funded - amount - prepared.fee);
    const [after] = await adapter.getBalances(me.address);
    expect(after!.amount).toBe(funded - amount - prepared.fee);
    const page = await adapter.getHistory(me.address);
    expect(page.error).toBeUndefined();
    expect(page.items[0]).toEqual({
      amount: amount.toString(),
      link: `${signed.hash.slice(0, 13)}...`,
      url: explorerTxUrl(chain, signed.hash, 'devnet'),
      status: 'SUCCESS',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      from: me.address,
      to: other.address,
      totalCourse: '0$',
    });
    expect(page.items[1]).toMatchObject({ amount: funded.toString(), to: me.address, status: 'SUCCESS' });
    const theirs = await adapter.getHistory(other.address);
    expect(theirs.items.map((r) => r.link)).toEqual([`${signed.hash.slice(0, 13)}...`]);
  });

  it(
    thor
      ? 'history pages: the two merged searches carry a composite cursor'
      : 'history pages: Mintscan searchAfter is the cursor',
    async () => {
      const [holder] = await adapter.deriveMany!(seedFromMnemonic(ABANDON), 7, 1);
      for (let i = 1; i <= 22; i++) {
        const res = await fetch(`${devnet.rpcUrl}/faucet`, {
          method: 'POST',
          body: JSON.stringify({ address: holder!.address, amount: String(i) }),
        });
        expect(res.status).toBe(200);
      }
      const first = await adapter.getHistory(holder!.address);
      expect(first.items.map((r) => r.amount)).toEqual(Array.from({ length: 20 }, (_, i) => String(22 - i)));
      expect(first.cursor).toBeDefined();
      const second = await adapter.getHistory(holder!.address, { cursor: first.cursor! });
      expect(second.error).toBeUndefined();
      expect(second.items.map((r) => r.amount)).toEqual(['2', '1']);
      expect(second.cursor).toBeUndefined();
    },
  );

  it('applies the max rule and sends the whole balance less the fee', async () => {
    const [balance] = await adapter.getBalances(me.address);
    const prepared = await adapter.prepareTransfer({
      from: me.address,
      to: other.address,
      amount: balance!.amount,
    });
    expect(prepared.isMax).toBe(true);
    expect(prepared.amount).toBe(balance!.amount - prepared.fee);
    const { sent } = await submit(prepared);
    expect(await adapter.waitForConfirmation(sent.hash, { timeoutMs: 0 })).toMatchObject({ success: true });
    expect(devnet.ledger.balanceOf(me.address)).toBe(0n);
    await expect(
      adapter.prepareTransfer({ from: me.address, to: other.address, amount: 1n }),
    ).rejects.toThrow('Insufficient balance to broadcast transaction');
  });

  it('refuses a transaction signed at a stale sequence with a readable text', async () => {
    await fetch(`${devnet.rpcUrl}/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: me.address, amount: '50000000' }),
    });
    const first = await adapter.prepareTransfer({ from: me.address, to: other.address, amount: 1000n });
    const second = await adapter.prepareTransfer({ from: me.address, to: other.address, amount: 2000n });
    await submit(first);
    const e = await submit(second).then(
      () => null,
      (x: unknown) => x as Error,
    );
    expect(e?.message).toBe(
      "The account's sequence changed since the review: review the transfer again (sdk code 32)",
    );
    expect(family.sendErrorCode(e!.message)).toBe('alreadySent');
  });

  it('refuses bad input before any call', async () => {
    await expect(adapter.prepareTransfer({ from: me.address, to: 'cosmos1xyz', amount: 1n })).rejects.toThrow(
      /Invalid custom address/,
    );
    await expect(
      adapter.prepareTransfer({ from: me.address, to: other.address, amount: -1n }),
    ).rejects.toThrow(/negative/);
    await expect(
      adapter.prepareTransfer({
        from: me.address,
        to: other.address,
        amount: 1n,
        asset: { kind: 'token', contract: 'x' },
      }),
    ).rejects.toThrow(`A token send is not supported on ${chainName}`);
  });

  it('a hash no block holds is pending after one check', async () => {
    expect(await adapter.waitForConfirmation('AB'.repeat(32), { timeoutMs: 0 })).toBe('pending');
  });
});
