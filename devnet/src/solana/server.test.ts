/**
 * The devnet's Solana endpoint as a client sees it: the info file for the CLI, the faucet
 * (requestAirdrop: a real transfer, visible in balance and signatures), the validators list and
 * token-list routes, JSON-RPC errors for bad requests, and a clean stop.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSolanaDevnet, type SolanaDevnet } from './server';

const dir = mkdtempSync(join(tmpdir(), 'kestrel-solana-devnet-'));
const infoFile = join(dir, 'kestrel-devnet-solana.json');
let devnet: SolanaDevnet;
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0, infoFile, accounts: 2 });
});
afterAll(async () => {
  await devnet?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function call(body: unknown) {
  const res = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
}
const rpc = (method: string, params: unknown[] = []) => call({ jsonrpc: '2.0', id: 1, method, params });

describe('solana devnet endpoint', () => {
  it('writes its URL for the CLI and funds the devnet accounts', async () => {
    expect(JSON.parse(readFileSync(infoFile, 'utf8'))).toEqual({ rpcUrl: devnet.rpcUrl });
    expect(devnet.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const [a] = devnet.genesis.accounts;
    // Hardhat's published phrase at m/44'/501'/0'/0' (the same key Kestrel derives).
    expect(a!.privateKey).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
    expect((await rpc('getBalance', [a!.address])).result).toMatchObject({ value: 1000 * 1e9 });
  });

  it('the faucet sends a real transfer that shows in balance and signatures', async () => {
    const to = devnet.genesis.accounts[1]!.address;
    const before = ((await rpc('getBalance', [to])).result as { value: number }).value;
    const sig = (await rpc('requestAirdrop', [to, 2_500_000_000])).result as string;
    expect(sig).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(((await rpc('getBalance', [to])).result as { value: number }).value).toBe(before + 2_500_000_000);
    const sigs = (await rpc('getSignaturesForAddress', [to, { limit: 1 }])).result as { signature: string }[];
    expect(sigs[0]!.signature).toBe(sig);
    expect((await rpc('getSignatureStatuses', [[sig]])).result).toMatchObject({
      value: [{ err: null, confirmationStatus: 'finalized' }],
    });
  });

  it('refuses bad requests with JSON-RPC errors and changes nothing', async () => {
    const to = devnet.genesis.accounts[1]!.address;
    const before = (await rpc('getBalance', [to])).result;
    expect((await rpc('requestAirdrop', [to, 0])).error?.code).toBe(-32602);
    expect((await rpc('requestAirdrop', [to, 1e18])).error?.code).toBe(-32602);
    expect((await rpc('requestAirdrop', ['not-an-address', 1])).error?.code).toBe(-32602);
    expect((await rpc('getBalance', [to])).result).toEqual(before);
    expect((await rpc('noSuchMethod')).error?.code).toBe(-32601);
    expect((await call('{not json')).error?.code).toBe(-32700);
    expect((await rpc('sendTransaction', ['AAAA', { encoding: 'base64' }])).error?.code).toBe(-32602);
  });

  it('serves the validators list and the token-list search', async () => {
    const validators = (await (await fetch(`${devnet.rpcUrl}/validators`)).json()) as {
      vote_identity: string;
    }[];
    expect(validators.map((v) => v.vote_identity)).toEqual(devnet.genesis.validators.map((v) => v.vote));
    const { mint, symbol } = devnet.genesis.token;
    const found = (await (
      await fetch(`${devnet.rpcUrl}/token-list/v1/search?query=${mint}&start=0&limit=1`)
    ).json()) as {
      content: { address: string; symbol: string }[];
    };
    expect(found.content).toMatchObject([{ address: mint, symbol }]);
  });

  it('stops and removes its info file', async () => {
    const other = await startSolanaDevnet({ port: 0, infoFile: join(dir, 'other.json'), accounts: 1 });
    await other.stop();
    expect(existsSync(join(dir, 'other.json'))).toBe(false);
    await expect(fetch(other.rpcUrl)).rejects.toThrow();
  });
});
