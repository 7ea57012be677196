/**
 * startDevnet: a Hardhat 2 node on a free port with chain id 31337, the test contracts deployed,
 * the OP-stack oracle stand-in at its predeploy address, the info file for the CLI, a clean stop.
 * Hardhat's default accounts are published: account #0 of "test test ... junk" is
 * 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 (Hardhat docs, "Hardhat Network" default accounts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { createPublicClient, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { devnetInfoFile, freePort, GAS_PRICE_ORACLE_ADDRESS, startDevnet } from './index';

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createConnection({ host: '127.0.0.1', port }, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
  });
}

describe('startDevnet', () => {
  it('starts, deploys, reports, and stops cleanly', async () => {
    const port = await freePort();
    const devnet = await startDevnet({ port });
    try {
      expect(devnet.rpcUrl).toBe(`http://127.0.0.1:${port}`);
      expect(devnet.accounts[0]!.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
      const client = createPublicClient({ transport: http(devnet.rpcUrl) });
      expect(await client.getChainId()).toBe(31337);
      for (const address of Object.values(devnet.contracts)) {
        expect((await client.getCode({ address }))?.length ?? 0).toBeGreaterThan(2);
      }
      expect(devnet.contracts.gasPriceOracle).toBe(GAS_PRICE_ORACLE_ADDRESS);
      const info = JSON.parse(readFileSync(devnetInfoFile(port), 'utf8')) as { contracts: unknown };
      expect(info.contracts).toEqual(devnet.contracts);
    } finally {
      await devnet.stop();
    }
    expect(await portOpen(port)).toBe(false);
    expect(existsSync(devnetInfoFile(port))).toBe(false);
  });
});
