/**
 * The CLI verbs on Aptos with no CLI code of their own: the devnet node (devnet/src/aptos, the
 * node REST API v1 and the indexer's account_transactions) is found by name through
 * KESTREL_DEVNET_APTOS_RPC, funded through the uniform faucet route, then balance, fees, send
 * (through the wallet's flow: simulated, signed, submitted, confirmed by hash), history and tx
 * status run on it; bad input is refused with nothing changed.
 */
import { startAptosDevnet, type AptosDevnet } from '@kestrel/devnet';
import { deriveAccount, loadFamilies, seedFromMnemonic } from '@kestrel/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './harness';

/** Published test phrases (BIP-39 test vectors); never real wallets. */
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const OTHER = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const APT = 10n ** 8n;
const net = ['--chain', 'aptos', '--network', 'devnet'];

let devnet: AptosDevnet;
let env: Record<string, string>;

beforeAll(async () => {
  devnet = await startAptosDevnet({ port: 0, infoFile: false });
  env = { KESTREL_DEVNET_APTOS_RPC: devnet.rpcUrl };
}, 60_000);
afterAll(() => devnet?.stop());

async function addressOf(phrase: string): Promise<string> {
  const r = await runCli(['derive', ...net], phrase, env);
  expect(r.code, r.text).toBe(0);
  return (r.out[0] as { address: string }).address;
}

async function balanceOf(address: string): Promise<{ amount: string; state: string }> {
  const r = await runCli(['balance', ...net, '--address', address], '', env);
  expect(r.code, r.text).toBe(0);
  return (r.out[0] as { balances: { amount: string; state: string }[] }).balances[0]!;
}

async function keyOf(phrase: string): Promise<string> {
  await loadFamilies(['aptos']);
  return deriveAccount('aptos', seedFromMnemonic(phrase), { network: 'devnet' }).privateKey;
}

describe('aptos on its devnet ledger through the CLI', () => {
  it('faucet, balance, fees, send, history and tx status', async () => {
    const from = await addressOf(PHRASE);
    expect(from).toMatch(/^0x[0-9a-f]{64}$/);
    const to = await addressOf(OTHER);
    const funded = await runCli(['faucet', '--chain', 'aptos', from, '--amount', '10'], '', env);
    expect(funded.code, funded.text).toBe(0);
    expect(await balanceOf(from)).toEqual(
      expect.objectContaining({ amount: (10n * APT).toString(), state: 'fresh' }),
    );

    // Watch-only: the simulation runs without the sender's key. The receiver does not exist yet.
    const fees = await runCli(['fees', ...net, '--from', from, '--to', to, '--amount', '2'], '', env);
    expect(fees.code, fees.text).toBe(0);
    expect(fees.out[0]).toMatchObject({
      amount: (2n * APT).toString(),
      isMax: false,
      price: '150',
      options: [
        { title: 'Normal', gasPrice: '100' },
        { title: 'Recommended', gasPrice: '150' },
      ],
    });

    const sent = await runCli(
      ['send', ...net, '--to', to, '--amount', '2', '--private-key-stdin'],
      await keyOf(PHRASE),
      env,
    );
    expect(sent.code, sent.text).toBe(0);
    const out = sent.out.at(-1) as { status: string; hash: string };
    expect(out.status).toBe('SUCCESS');
    expect(out.hash).toMatch(/^0x[0-9a-f]{64}$/);
    // The transfer created the receiver's account.
    expect(await balanceOf(to)).toMatchObject({ amount: (2n * APT).toString() });
    expect(devnet.ledger.account(to).exists).toBe(true);

    const history = await runCli(['history', ...net, '--address', from], '', env);
    expect(history.code, history.text).toBe(0);
    const rows = (history.out[0] as { items: { link: string; status: string; amount: string }[] }).items;
    expect(rows[0]).toMatchObject({
      link: `${out.hash.slice(0, 13)}...`,
      status: 'SUCCESS',
      amount: (2n * APT).toString(),
    });
    // The faucet's funding is a received row.
    expect(rows[1]).toMatchObject({ amount: (10n * APT).toString(), status: 'SUCCESS' });

    const status = await runCli(['tx', 'status', ...net, '--hash', out.hash], '', env);
    expect(status.code, status.text).toBe(0);
    expect(status.out[0]).toMatchObject({ status: 'SUCCESS' });
  }, 120_000);

  it('refuses bad input with nothing funded or sent', async () => {
    const from = await addressOf(PHRASE);
    const before = devnet.ledger.account(from);
    // Padded short form: the strict parse (AIP-40) refuses it.
    const badFaucet = await runCli(['faucet', '--chain', 'aptos', '0x01'], '', env);
    expect(badFaucet.code).toBe(2);
    const key = await keyOf(PHRASE);
    const to = await addressOf(OTHER);
    // 9 decimals: more than APT has.
    const tooPrecise = await runCli(
      ['send', ...net, '--to', to, '--amount', '0.000000001', '--private-key-stdin'],
      key,
      env,
    );
    expect(tooPrecise.code).toBe(2);
    const badReceiver = await runCli(
      ['send', ...net, '--to', '0x10', '--amount', '1', '--private-key-stdin'],
      key,
      env,
    );
    expect(badReceiver.code).toBe(2);
    expect(devnet.ledger.account(from)).toEqual(before);
  });
});
