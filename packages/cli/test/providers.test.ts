/**
 * `kestrel providers` and `--store` on network commands, against local servers answering in the
 * providers' documented shapes: Etherscan V2 "Accounts" txlist (docs.etherscan.io/v2: the key as
 * `apikey`; without one it answers status "0", result "Missing/Invalid API Key"), OKLink v5
 * explorer address lists (the key in the Ok-Access-Key header, code "50103" without it) and an
 * Ethereum JSON-RPC node (eth_getBalance) standing for a person's own node.
 */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startLocalServer, type LocalServer } from './local-http';
import { runCli } from './harness';

const ME = '0x9858effd232b4033e47d90003d41ec34ecaeda94';
const OTHER = '0x4bd5900cb274ef15b153066d736bf3e83a9ba44e';
const HASH = '0xc52783ad354aecc04c670047754f062e3d6d04e8f5b24774472651f9c3882c60';
const ETHERSCAN_KEY = 'ETHERSCANKEY0123456789ABCD';
const OKLINK_KEY = 'a1b2c3d4-0000-4000-8000-okl1nkkey99';
const PASSWORD = 'correct horse battery';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.path === '/v2/api') {
      // Etherscan V2 refuses every call without a valid key (status 0, the result says why).
      if (req.query.get('apikey') !== ETHERSCAN_KEY)
        return sendJson(res, { status: '0', message: 'NOTOK', result: 'Missing/Invalid API Key' });
      return sendJson(res, {
        status: '1',
        message: 'OK',
        result: [
          {
            blockNumber: '14923678',
            timeStamp: '1654646411',
            hash: HASH,
            nonce: '1',
            from: ME,
            to: OTHER,
            value: '1000000000000000',
            gas: '21000',
            gasPrice: '83924748773',
            isError: '0',
            txreceipt_status: '1',
            input: '0x',
            contractAddress: '',
            confirmations: '3397',
          },
        ],
      });
    }
    if (req.path === '/api/v5/explorer/address/normal-transaction-list') {
      if (req.headers['ok-access-key'] !== OKLINK_KEY)
        return sendJson(res, {
          code: '50103',
          msg: 'Request header "OK-ACCESS-KEY" can not be empty.',
          data: [],
        });
      return sendJson(res, {
        code: '0',
        msg: '',
        data: [
          {
            page: '1',
            limit: '20',
            totalPage: '1',
            chainFullName: 'EthereumPoW',
            chainShortName: 'ETHW',
            transactionLists: [
              {
                txId: HASH,
                methodId: '',
                blockHash: '0x00',
                height: '17000000',
                transactionTime: '1654646411000',
                from: ME,
                to: OTHER,
                isFromContract: false,
                isToContract: false,
                amount: '0.5',
                transactionSymbol: 'ETHW',
                txFee: '0.000441',
                state: 'success',
                tokenId: '',
                tokenContractAddress: '',
                challengeStatus: '',
                l1OriginHash: '',
              },
            ],
          },
        ],
      });
    }
    if (req.path === '/my-node' && req.method === 'POST') {
      const call = req.json<{ id: number; method: string }>();
      const result: Record<string, string> = {
        eth_chainId: '0x1',
        eth_getBalance: '0xde0b6b3a7640000',
        eth_blockNumber: '0x10',
      };
      if (!(call.method in result))
        return sendJson(res, { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'no' } });
      return sendJson(res, { jsonrpc: '2.0', id: call.id, result: result[call.method] });
    }
    res.statusCode = 404;
    res.end();
  });
});
afterAll(() => server.close());

const env = { KESTREL_PASSWORD: PASSWORD };
const newStore = () => mkdtempSync(join(tmpdir(), 'kestrel-providers-'));
const storeBytes = (dir: string) =>
  readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), 'latin1'))
    .join('\n');

describe('kestrel providers', () => {
  it('keeps a key in the encrypted vault and lists it masked; network commands given --store send it', async () => {
    const store = newStore();
    const set = await runCli(
      ['providers', 'set-key', 'etherscan', '--store', store],
      `${ETHERSCAN_KEY}\n`,
      env,
    );
    expect(set.code).toBe(0);
    expect(set.out).toEqual([{ service: 'etherscan', set: true }]);
    expect(storeBytes(store)).not.toContain(ETHERSCAN_KEY);

    const list = await runCli(['providers', 'list', '--chain', 'ethereum', '--store', store], '', env);
    expect(list.code).toBe(0);
    expect(list.text).not.toContain(ETHERSCAN_KEY);
    const view = list.out[0] as { rpc: { url: string }[]; explorers: string[]; keys: unknown[] };
    expect(view.rpc[0]!.url).toBe('https://ethereum-rpc.publicnode.com');
    expect(view.explorers).toEqual(['https://api.etherscan.io/v2/api']);
    expect(view.keys).toEqual([{ service: 'etherscan', required: true, set: true, masked: '••••ABCD' }]);

    const before = server.requests.length;
    const history = await runCli(
      [
        'history',
        '--chain',
        'ethereum',
        '--address',
        ME,
        '--network',
        'mainnet',
        '--store',
        store,
        '--explorer',
        `${server.url}/v2/api`,
      ],
      '',
      env,
    );
    expect(history.code).toBe(0);
    const asked = server.requests.slice(before).filter((r) => r.path === '/v2/api');
    expect(asked[0]!.query.get('apikey')).toBe(ETHERSCAN_KEY);
    expect(asked[0]!.query.get('chainid')).toBe('1');
    expect((history.out[0] as { items: { url: string }[] }).items.map((r) => r.url)).toEqual([
      `https://etherscan.io/tx/${HASH}`,
    ]);
    // A further page through the cursor: Etherscan's page parameter.
    const next = await runCli(
      [
        'history',
        '--chain',
        'ethereum',
        '--address',
        ME,
        '--network',
        'mainnet',
        '--store',
        store,
        '--explorer',
        `${server.url}/v2/api`,
        '--cursor',
        '2',
      ],
      '',
      env,
    );
    expect(next.code).toBe(0);
    expect(server.requests.at(-1)!.query.get('page')).toBe('2');
    expect(server.requests.at(-1)!.query.get('apikey')).toBe(ETHERSCAN_KEY);
  });

  it("without a key Etherscan V2's refusal is the history's error (exit 3), never an empty history", async () => {
    const history = await runCli(
      [
        'history',
        '--chain',
        'ethereum',
        '--address',
        ME,
        '--network',
        'mainnet',
        '--explorer',
        `${server.url}/v2/api`,
      ],
      '',
      {},
    );
    expect(history.code).toBe(3);
    const page = history.out[0] as { items: unknown[]; error: string };
    expect(page.items).toEqual([]);
    expect(page.error).toContain('Missing/Invalid API Key');
    expect(page.error).not.toContain('/v2/api');

    const list = await runCli(['providers', 'list', '--chain', 'ethereum'], '', {});
    expect((list.out[0] as { keys: unknown[] }).keys).toEqual([
      { service: 'etherscan', required: true, set: false, masked: null },
    ]);
  });

  it('sends the OKLink key in its Ok-Access-Key header (ethereum_pow)', async () => {
    const store = newStore();
    expect((await runCli(['providers', 'set-key', 'oklink', '--store', store], OKLINK_KEY, env)).code).toBe(
      0,
    );
    const args = [
      'history',
      '--chain',
      'ethereum_pow',
      '--address',
      ME,
      '--network',
      'mainnet',
      '--explorer',
      server.url,
    ];
    const ok = await runCli([...args, '--store', store], '', env);
    expect(ok.code).toBe(0);
    expect((ok.out[0] as { items: { amount: string }[] }).items.map((r) => r.amount)).toEqual([
      '500000000000000000',
    ]);
    const refused = await runCli(args, '', {});
    expect(refused.code).toBe(3);
    expect((refused.out[0] as { error: string }).error).toContain('OK-ACCESS-KEY');
  });

  it("a person's own RPC endpoint is tried first by network commands given --store", async () => {
    const store = newStore();
    const add = await runCli(
      ['providers', 'add-rpc', `${server.url}/my-node`, '--chain', 'ethereum', '--store', store],
      '',
      env,
    );
    expect(add.code).toBe(0);
    expect(add.out).toEqual([{ chain: 'ethereum', network: 'mainnet', custom: [`${server.url}/…`] }]);
    const list = await runCli(['providers', 'list', '--chain', 'ethereum', '--store', store], '', env);
    expect((list.out[0] as { rpc: { custom: boolean }[] }).rpc[0]).toEqual({
      url: `${server.url}/…`,
      custom: true,
    });

    const before = server.requests.length;
    const balance = await runCli(
      ['balance', '--chain', 'ethereum', '--address', ME, '--network', 'mainnet', '--store', store],
      '',
      env,
    );
    expect(balance.code).toBe(0);
    expect(balance.text).toContain('1000000000000000000');
    expect(server.requests.slice(before).some((r) => r.path === '/my-node')).toBe(true);

    const reset = await runCli(['providers', 'reset-rpc', '--chain', 'ethereum', '--store', store], '', env);
    expect(reset.out).toEqual([{ chain: 'ethereum', network: 'mainnet', custom: [] }]);
  });

  it('bad input is refused (exit 2), names no key and changes nothing', async () => {
    const store = newStore();
    expect(
      (await runCli(['providers', 'set-key', 'etherscan', '--store', store], ETHERSCAN_KEY, env)).code,
    ).toBe(0);
    const saved = storeBytes(store);
    const unknown = await runCli(['providers', 'set-key', 'nosuch', '--store', store], 'k', env);
    expect(unknown.code).toBe(2);
    expect((unknown.out[0] as { error: string }).error).toContain('Unknown service "nosuch"');
    const spaced = await runCli(
      ['providers', 'set-key', 'oklink', '--store', store],
      'has a secret space',
      env,
    );
    expect(spaced.code).toBe(2);
    expect(spaced.text).not.toContain('secret');
    const badUrl = await runCli(
      ['providers', 'add-rpc', 'ftp://node', '--chain', 'ethereum', '--store', store],
      '',
      env,
    );
    expect(badUrl.code).toBe(2);
    expect(storeBytes(store)).toBe(saved);
    const noPassword = await runCli(['providers', 'list', '--chain', 'ethereum', '--store', store], '', {});
    expect(noPassword.code).toBe(2);
  });
});
