/**
 * The CLI verbs on Filecoin with no CLI code of their own: the devnet node (devnet/src/filecoin,
 * Lotus JSON-RPC and Filscan shapes) is found by name through KESTREL_DEVNET_FILECOIN_RPC, funded
 * through the uniform faucet route, then balance, fees, send (through the wallet's flow, confirmed
 * by StateSearchMsg), history and tx status run on it; bad input is refused with nothing changed.
 */
import { startFilecoinDevnet, type FilecoinDevnet } from '@kestrel/devnet';
import { deriveAccount, loadFamilies, seedFromMnemonic } from '@kestrel/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './harness';

/** Published test phrases (BIP-39 test vectors); never real wallets. */
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const OTHER = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const FIL = 10n ** 18n;

let devnet: FilecoinDevnet;
let env: Record<string, string>;

beforeAll(async () => {
  devnet = await startFilecoinDevnet({ port: 0, infoFile: false });
  env = { KESTREL_DEVNET_FILECOIN_RPC: devnet.rpcUrl };
}, 60_000);
afterAll(() => devnet?.stop());

async function addressOf(phrase: string): Promise<string> {
  const r = await runCli(['derive', '--chain', 'filecoin', '--network', 'devnet'], phrase, env);
  expect(r.code, r.text).toBe(0);
  return (r.out[0] as { address: string }).address;
}

async function balanceOf(address: string): Promise<{ amount: string; state: string }> {
  const r = await runCli(
    ['balance', '--chain', 'filecoin', '--network', 'devnet', '--address', address],
    '',
    env,
  );
  expect(r.code, r.text).toBe(0);
  return (r.out[0] as { balances: { amount: string; state: string }[] }).balances[0]!;
}

describe('filecoin on its devnet ledger through the CLI', () => {
  it('faucet, balance, fees, send, history and tx status', async () => {
    const from = await addressOf(PHRASE);
    expect(from).toMatch(/^t1/);
    const to = await addressOf(OTHER);
    const funded = await runCli(['faucet', '--chain', 'filecoin', from, '--amount', '10'], '', env);
    expect(funded.code, funded.text).toBe(0);
    expect(await balanceOf(from)).toEqual(
      expect.objectContaining({ amount: (10n * FIL).toString(), state: 'fresh' }),
    );

    const fees = await runCli(
      ['fees', '--chain', 'filecoin', '--network', 'devnet', '--from', from, '--to', to, '--amount', '2'],
      '',
      env,
    );
    expect(fees.code, fees.text).toBe(0);
    expect(fees.text).toMatch(/Recommended/);

    await loadFamilies(['filecoin']);
    const key = deriveAccount('filecoin', seedFromMnemonic(PHRASE), { network: 'devnet' }).privateKey;
    const sent = await runCli(
      [
        'send',
        '--chain',
        'filecoin',
        '--network',
        'devnet',
        '--to',
        to,
        '--amount',
        '2',
        '--private-key-stdin',
      ],
      key,
      env,
    );
    expect(sent.code, sent.text).toBe(0);
    const out = sent.out.at(-1) as { status: string; hash: string };
    expect(out.status).toBe('SUCCESS');
    expect(out.hash).toMatch(/^bafy2bza/);
    expect((await balanceOf(to)).amount).toBe((2n * FIL).toString());

    const history = await runCli(
      ['history', '--chain', 'filecoin', '--network', 'devnet', '--address', from],
      '',
      env,
    );
    expect(history.code, history.text).toBe(0);
    const rows = (history.out[0] as { items: { link: string; status: string; amount: string }[] }).items;
    expect(rows[0]).toMatchObject({
      link: `${out.hash.slice(0, 13)}...`,
      status: 'SUCCESS',
      amount: (2n * FIL).toString(),
    });

    const status = await runCli(
      ['tx', 'status', '--chain', 'filecoin', '--network', 'devnet', '--hash', out.hash],
      '',
      env,
    );
    expect(status.code, status.text).toBe(0);
    expect(status.out[0]).toMatchObject({ status: 'SUCCESS' });
  }, 120_000);

  it('refuses bad input with nothing funded or sent', async () => {
    const before = devnet.ledger.messages.length;
    const badFaucet = await runCli(['faucet', '--chain', 'filecoin', 'f1not-an-address'], '', env);
    expect(badFaucet.code).toBe(2);
    await loadFamilies(['filecoin']);
    const key = deriveAccount('filecoin', seedFromMnemonic(PHRASE), { network: 'devnet' }).privateKey;
    const to = await addressOf(OTHER);
    // 19 decimals: more than FIL has.
    const tooPrecise = await runCli(
      [
        'send',
        '--chain',
        'filecoin',
        '--network',
        'devnet',
        '--to',
        to,
        '--amount',
        '0.0000000000000000001',
        '--private-key-stdin',
      ],
      key,
      env,
    );
    expect(tooPrecise.code).toBe(2);
    // A mainnet address on the devnet (a test network).
    const wrongNet = await runCli(
      [
        'send',
        '--chain',
        'filecoin',
        '--network',
        'devnet',
        '--to',
        'f1z4a36sc7mfbv4z3qwutblp2flycdui3baffytbq',
        '--amount',
        '1',
        '--private-key-stdin',
      ],
      key,
      env,
    );
    expect(wrongNet.code).toBe(2);
    expect(devnet.ledger.messages.length).toBe(before);
  });
});
