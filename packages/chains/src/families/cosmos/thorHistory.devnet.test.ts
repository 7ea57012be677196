/**
 * THORChain's history pages on the devnet's LCD-shaped ledger (devnet/src/cosmos): sends signed by
 * the adapter and faucet credits, more than 20 each way, read page by page through the composite
 * cursor of the two merged tx searches (sender, recipient): every row once, newest first, also when
 * new transfers shift the searches' pages between reads.
 */
import { startCosmosDevnet, type CosmosDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainAdapter, HistoryRow } from '../../adapter-types';
import { seedFromMnemonic } from '../../keys/mnemonic';
import type { Account } from '../../keys/types';
import { getChain } from '../../registry/index';
import { family } from './index';
import { encodeThorCursor } from './logic/thorHistory';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const SHOOT = 'shoot island position soft burden budget tooth cruel issue economy destroy above';

describe('thorchain history pages', () => {
  const chain = getChain('thorchain');
  let devnet: CosmosDevnet;
  let adapter: ChainAdapter;
  let me: Account;
  let other: Account;
  /** The amounts of every row, newest first, as the first test read them. */
  let amountsRead: string[] = [];

  beforeAll(async () => {
    devnet = await startCosmosDevnet({ chain: 'thorchain', port: 0, infoFile: false });
    adapter = family.createAdapter(chain, {
      network: 'devnet',
      ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
    });
    me = await adapter.deriveAccount(seedFromMnemonic(ABANDON));
    other = await adapter.deriveAccount(seedFromMnemonic(SHOOT));
  });
  afterAll(() => devnet?.stop());

  const fund = async (amount: bigint) => {
    const res = await fetch(`${devnet.rpcUrl}/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: me.address, amount: amount.toString() }),
    });
    expect(res.status).toBe(200);
  };

  it('pages through both searches: every row once, newest first; a bad cursor is refused', async () => {
    const signer = await family.createSigner({
      chain,
      network: 'devnet',
      address: me.address,
      account: () => me,
    });
    // The signed bytes go to the node's broadcast route (the adapter's own waits 600 ms per send).
    const send = async (amount: bigint) => {
      const prepared = await adapter.prepareTransfer({ from: me.address, to: other.address, amount });
      const signed = await adapter.sign(await adapter.buildTransaction(prepared, signer), signer);
      const res = await fetch(`${devnet.rpcUrl}/cosmos/tx/v1beta1/txs`, {
        method: 'POST',
        body: JSON.stringify({ tx_bytes: signed.raw, mode: 'BROADCAST_MODE_SYNC' }),
      });
      expect((await res.json()).tx_response.code).toBe(0);
    };
    // Oldest first: a credit, 8 sends, 12 credits, 14 sends, 10 credits (23 received, 22 sent).
    const amounts: bigint[] = [10_000_000_000n];
    await fund(amounts[0]!);
    let n = 0;
    for (const [kind, count] of [
      ['send', 8],
      ['fund', 12],
      ['send', 14],
      ['fund', 10],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const amount = kind === 'send' ? 1000n + BigInt(++n) : BigInt(++n);
        await (kind === 'send' ? send(amount) : fund(amount));
        amounts.push(amount);
      }
    }
    const pages: HistoryRow[][] = [];
    let cursor: string | undefined;
    do {
      const page = await adapter.getHistory(me.address, cursor === undefined ? undefined : { cursor });
      expect(page.error).toBeUndefined();
      pages.push(page.items);
      cursor = page.cursor;
    } while (cursor !== undefined && pages.length < 5);
    // Pages stay full: a search whose unread rows hold the others back is read one page further.
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    const rows = pages.flat();
    expect(rows.map((r) => r.amount)).toEqual([...amounts].reverse().map(String));
    expect(new Set(rows.map((r) => r.link)).size).toBe(rows.length);
    const dates = rows.map((r) => Date.parse(r.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(rows.filter((r) => r.from === me.address)).toHaveLength(22);
    amountsRead = rows.map((r) => r.amount);
  });

  it('transfers arriving between page reads neither repeat nor hide the older rows', async () => {
    const all: HistoryRow[] = [];
    let cursor: string | undefined;
    for (let read = 0; read < 5 && (read === 0 || cursor !== undefined); read++) {
      const page = await adapter.getHistory(me.address, cursor === undefined ? undefined : { cursor });
      expect(page.error).toBeUndefined();
      all.push(...page.items);
      cursor = page.cursor;
      // New credits shift every search page down by 3 rows after the first read.
      if (read === 0) for (const amount of [900_001n, 900_002n, 900_003n]) await fund(amount);
    }
    const links = all.map((r) => r.link);
    expect(new Set(links).size).toBe(links.length);
    expect(amountsRead).toHaveLength(45);
    expect(all.map((r) => r.amount)).toEqual(amountsRead);
  });

  it('refuses a malformed cursor before asking any provider', async () => {
    // No node listens here: an asked provider would answer with a connection fault instead.
    const offline = family.createAdapter(chain, {
      network: 'devnet',
      ...family.devnet!.adapterConfig({ rpc: 'http://127.0.0.1:9' }),
    });
    const forged = [
      '1',
      'not base64!',
      encodeThorCursor({ s: 0, r: 0, h: '5', x: ['A'.repeat(64)] }),
      Buffer.from(JSON.stringify({ s: 1, r: 1, h: '-1', x: [] })).toString('base64url'),
      Buffer.from('{"s":1').toString('base64url'),
    ];
    for (const cursor of forged)
      expect(await offline.getHistory(me.address, { cursor })).toEqual({
        items: [],
        error: 'Invalid history cursor',
      });
    const fine = encodeThorCursor({ s: 2, r: 1, h: '5', x: ['A'.repeat(64)] });
    expect((await offline.getHistory(me.address, { cursor: fine })).error).not.toBe('Invalid history cursor');
  });
});
