/** The litecoin faucet helper against a real regtest litecoind (one per file, skipped without it). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { litecoindAvailable, startLitecoind, type Litecoind } from '../../../../devnet/src/litecoind';
import type { CliIO } from '../io';
import { faucetLitecoin, ltcAmountText } from './faucet-litecoin';

function io(env: Record<string, string>): CliIO & { out: unknown[] } {
  const out: unknown[] = [];
  return { out, env, readStdin: async () => '', json: (v) => out.push(v), print: () => undefined };
}

describe('ltcAmountText', () => {
  it('turns LTC text into the node amount without floats', () => {
    expect(ltcAmountText('1.5')).toBe('1.50000000');
    expect(() => ltcAmountText('0')).toThrow();
    expect(() => ltcAmountText('1.123456789')).toThrow();
  });
});

// Skipped only where Debian's litecoind is not installed (CI installs it; the chains regtest file fails loudly there).
describe.skipIf(!litecoindAvailable())('faucetLitecoin', () => {
  let node: Litecoind;
  beforeAll(async () => {
    node = await startLitecoind();
  });
  afterAll(async () => node?.stop());

  it('funds a regtest address and confirms it', async () => {
    const target = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'faucet');
    const cli = io({ KESTREL_LITECOIN_RPC: node.rpcUrlWithAuth });
    expect(await faucetLitecoin(cli, target, '2.5')).toBe(0);
    const result = cli.out[0] as { hash: string; amount: string };
    expect(result.amount).toBe('250000000');
    const tx = await node.rpc<{ confirmations: number }>('getrawtransaction', [result.hash, true]);
    expect(tx.confirmations).toBe(1);
  });

  it('refuses a mainnet address on the devnet', async () => {
    const cli = io({ KESTREL_LITECOIN_RPC: node.rpcUrlWithAuth });
    await expect(faucetLitecoin(cli, 'ltc1qyu9qvkukx99r6yadxlk3t2x78a7dxe73s3r4x3')).rejects.toThrow(
      'Give the ADDRESS to fund',
    );
  });
});
