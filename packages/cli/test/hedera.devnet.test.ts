/**
 * The CLI verbs on Hedera with no CLI code of their own: the devnet node (devnet/src/hedera,
 * mirror-node REST shapes and a gRPC-web submit route) is found by name through
 * KESTREL_DEVNET_HEDERA_RPC, funded through the uniform faucet route (which creates the account
 * from the key's alias), then balance, fees, send (through the wallet's flow, to an alias with
 * no account: the transfer creates it; confirmed by the mirror's transaction record), history and
 * tx status run on it; bad input is refused with nothing changed.
 */
import { startHederaDevnet, type HederaDevnet } from '@kestrel/devnet';
import { deriveAccount, loadFamilies, seedFromMnemonic } from '@kestrel/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './harness';

/** Published test phrases (BIP-39 test vectors); never real wallets. */
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const OTHER = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const HBAR = 10n ** 8n;

let devnet: HederaDevnet;
let env: Record<string, string>;

beforeAll(async () => {
  devnet = await startHederaDevnet({ port: 0, infoFile: false });
  env = { KESTREL_DEVNET_HEDERA_RPC: devnet.rpcUrl };
}, 60_000);
afterAll(() => devnet?.stop());

async function addressOf(phrase: string): Promise<string> {
  const r = await runCli(['derive', '--chain', 'hedera', '--network', 'devnet'], phrase, env);
  expect(r.code, r.text).toBe(0);
  return (r.out[0] as { address: string }).address;
}

async function balanceOf(address: string): Promise<{ amount: string; state: string }> {
  const r = await runCli(
    ['balance', '--chain', 'hedera', '--network', 'devnet', '--address', address],
    '',
    env,
  );
  expect(r.code, r.text).toBe(0);
  return (r.out[0] as { balances: { amount: string; state: string }[] }).balances[0]!;
}

async function keyOf(phrase: string): Promise<string> {
  await loadFamilies(['hedera']);
  return deriveAccount('hedera', seedFromMnemonic(phrase), { network: 'devnet' }).privateKey;
}

const send = (to: string, amount: string, key: string, extra: string[] = []) =>
  runCli(
    [
      'send',
      '--chain',
      'hedera',
      '--network',
      'devnet',
      '--to',
      to,
      '--amount',
      amount,
      '--private-key-stdin',
      ...extra,
    ],
    key,
    env,
  );

describe('hedera on its devnet ledger through the CLI', () => {
  it('faucet, balance, fees, send (creating the receiver), history and tx status', async () => {
    const from = await addressOf(PHRASE);
    expect(from).toMatch(/^0\.0\.302a300506032b6570032100[0-9a-f]{64}$/);
    const to = await addressOf(OTHER);
    const funded = await runCli(['faucet', '--chain', 'hedera', from, '--amount', '10'], '', env);
    expect(funded.code, funded.text).toBe(0);
    expect(await balanceOf(from)).toEqual(
      expect.objectContaining({ amount: (10n * HBAR).toString(), state: 'fresh' }),
    );
    // No account for the receiver yet: a real zero.
    expect(await balanceOf(to)).toEqual(expect.objectContaining({ amount: '0', state: 'fresh' }));

    const fees = await runCli(
      ['fees', '--chain', 'hedera', '--network', 'devnet', '--from', from, '--to', to, '--amount', '2'],
      '',
      env,
    );
    expect(fees.code, fees.text).toBe(0);
    expect(fees.text).toMatch(/Recommended/);

    const sent = await send(to, '2', await keyOf(PHRASE), ['--memo', 'kestrel']);
    expect(sent.code, sent.text).toBe(0);
    const out = sent.out.at(-1) as { status: string; hash: string };
    expect(out.status).toBe('SUCCESS');
    expect(out.hash).toMatch(/^0\.0\.\d+-\d+-\d{9}$/);
    expect((await balanceOf(to)).amount).toBe((2n * HBAR).toString());

    const history = await runCli(
      ['history', '--chain', 'hedera', '--network', 'devnet', '--address', from],
      '',
      env,
    );
    expect(history.code, history.text).toBe(0);
    const rows = (
      history.out[0] as { items: { link: string; status: string; amount: string; from: string }[] }
    ).items;
    expect(rows[0]).toMatchObject({
      link: `${out.hash.slice(0, 13)}...`,
      status: 'SUCCESS',
      amount: (2n * HBAR).toString(),
      from,
    });

    const status = await runCli(
      ['tx', 'status', '--chain', 'hedera', '--network', 'devnet', '--hash', out.hash],
      '',
      env,
    );
    expect(status.code, status.text).toBe(0);
    expect(status.out[0]).toMatchObject({ status: 'SUCCESS' });
  }, 120_000);

  it('refuses bad input with nothing funded or sent', async () => {
    const before = devnet.ledger.records.length;
    expect((await runCli(['faucet', '--chain', 'hedera', 'not-an-address'], '', env)).code).toBe(2);
    const key = await keyOf(PHRASE);
    const to = await addressOf(OTHER);
    // 9 decimals: more than HBAR has.
    expect((await send(to, '0.000000001', key)).code).toBe(2);
    expect((await send('0.0.abc', '1', key)).code).toBe(2);
    // A sender with no account on the ledger: spec §8's text.
    const nobody = await send(to, '1', await keyOf('zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong'));
    expect(nobody.code).not.toBe(0);
    expect(nobody.text).toMatch(/No accountId found/);
    expect(devnet.ledger.records.length).toBe(before);
  }, 120_000);
});
