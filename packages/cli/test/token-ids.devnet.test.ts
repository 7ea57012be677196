/**
 * Token ids are the family's question (FamilyKeys.validateTokenId through the wallet): the CLI takes
 * a Stellar credit asset as CODE:ISSUER for balance and send on the Stellar devnet, refuses a
 * malformed one with the family's reason (exit 2, nothing read or sent); a Cardano native asset
 * (policy id + asset name) reads on the Cardano devnet; and the address-shaped ids of the other
 * families (EVM 0x contract, Solana mint, TON jetton master, Tron TRC-20) still pass.
 */
import { startCardanoDevnet, startStellarDevnet, type StellarDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAccount, loadFamilies, seedFromMnemonic } from '@kestrel/wallet';
import { runCli } from './harness';

const ABOUT = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

let stellar: StellarDevnet;
let cardano: Awaited<ReturnType<typeof startCardanoDevnet>>;
let env: Record<string, string>;
beforeAll(async () => {
  stellar = await startStellarDevnet({ port: 0, infoFile: false, accounts: 2 });
  cardano = await startCardanoDevnet({ port: 0, infoFile: false });
  env = { KESTREL_DEVNET_STELLAR_RPC: stellar.rpcUrl, KESTREL_DEVNET_CARDANO_RPC: cardano.rpcUrl };
}, 120_000);
afterAll(async () => {
  await stellar?.stop();
  await cardano?.stop();
});

const net = ['--chain', 'stellar', '--network', 'devnet'];

async function tokenBalance(address: string, token: string): Promise<{ amount: string; symbol: string }> {
  const r = await runCli(['balance', ...net, '--address', address, '--token', token], '', env);
  expect(r.code, r.text).toBe(0);
  const rows = (r.out[0] as { balances: { asset: string; amount: string; symbol: string }[] }).balances;
  return rows.find((b) => b.asset === token)!;
}

describe('Stellar CODE:ISSUER tokens through the CLI', () => {
  it('reads the balance and sends KUSD between two devnet accounts', async () => {
    const kusd = stellar.assets.KUSD;
    const [a, b] = stellar.accounts;
    expect(await tokenBalance(b!.address, kusd)).toMatchObject({ amount: '10000000000', symbol: 'KUSD' });
    const sent = await runCli(
      ['send', ...net, '--to', b!.address, '--amount', '12.5', '--token', kusd, '--private-key-stdin'],
      a!.privateKey,
      env,
    );
    expect(sent.code, sent.text).toBe(0);
    expect(sent.out.at(-1)).toMatchObject({ status: 'SUCCESS' });
    expect((await tokenBalance(b!.address, kusd)).amount).toBe('10125000000');
    expect((await tokenBalance(a!.address, kusd)).amount).toBe('9875000000');
  }, 120_000);

  it('refuses a malformed CODE:ISSUER with the reason, and sends nothing', async () => {
    const [a, b] = stellar.accounts;
    const before = (await tokenBalance(a!.address, stellar.assets.KUSD)).amount;
    const issuer = stellar.assets.KUSD.split(':')[1]!;
    for (const [token, reason] of [
      ['KUSD', 'Invalid Stellar token issuer: The address is empty'],
      [`TOO_LONG_CODE_X:${issuer}`, 'write it as CODE:ISSUER'],
      ['KUSD:GNOTANISSUER', 'Invalid Stellar token issuer'],
      // An EVM-style contract is not a Stellar token.
      ['0x5FbDB2315678afecb367f032d93F642f64180aa3', 'write it as CODE:ISSUER'],
    ] as const) {
      const r = await runCli(
        ['send', ...net, '--to', b!.address, '--amount', '1', '--token', token, '--private-key-stdin'],
        a!.privateKey,
        env,
      );
      expect(r.code, r.text).toBe(2);
      const { error } = r.out.at(-1) as { error: string };
      expect(error).toContain(`--token ${JSON.stringify(token)} is not a token of stellar: `);
      expect(error).toContain(reason);
    }
    expect((await tokenBalance(a!.address, stellar.assets.KUSD)).amount).toBe(before);
  }, 120_000);
});

describe('Cardano native assets through the CLI', () => {
  it('reads and sends a policy id + asset name token on the devnet; a malformed one is refused', async () => {
    const derived = await runCli(
      ['derive', '--chain', 'cardano', '--network', 'devnet'],
      'legal winner thank year wave sausage worth useful legal winner thank yellow',
      env,
    );
    const address = (derived.out[0] as { address: string }).address;
    const unit = `${'ab'.repeat(28)}${Buffer.from('KUSD').toString('hex')}`;
    cardano.ledger.fund(address, 2_000_000n, { [unit]: 42n });
    const args = (token: string) => [
      'balance',
      '--chain',
      'cardano',
      '--network',
      'devnet',
      '--address',
      address,
      '--token',
      token,
    ];
    const r = await runCli(args(`${'AB'.repeat(28)}.${Buffer.from('KUSD').toString('hex')}`), '', env);
    expect(r.code, r.text).toBe(0);
    const rows = (r.out[0] as { balances: { asset: string; symbol: string; amount: string }[] }).balances;
    expect(rows[1]).toMatchObject({ asset: unit, symbol: 'KUSD', amount: '42' });
    // A token send through the wallet's flow: the multi-asset output the emulator accepts.
    cardano.ledger.fund(address, 10_000_000n);
    await loadFamilies(['cardano']);
    const phrase = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
    const key = deriveAccount('cardano', seedFromMnemonic(phrase), { network: 'devnet' }).privateKey;
    const to = (
      (await runCli(['derive', '--chain', 'cardano', '--network', 'devnet'], ABOUT, env)).out[0] as {
        address: string;
      }
    ).address;
    const sent = await runCli(
      [
        'send',
        '--chain',
        'cardano',
        '--network',
        'devnet',
        '--to',
        to,
        '--amount',
        '2',
        '--token',
        unit,
        '--private-key-stdin',
      ],
      key,
      env,
    );
    expect(sent.code, sent.text).toBe(0);
    expect(sent.out.at(-1)).toMatchObject({ status: 'SUCCESS' });
    const after = await runCli(args(unit), '', env);
    expect((after.out[0] as { balances: { amount: string }[] }).balances[1]!.amount).toBe('40');
    const bad = await runCli(args('KUSD'), '', env);
    expect(bad.code, bad.text).toBe(2);
    expect((bad.out.at(-1) as { error: string }).error).toContain(
      'is not a token of cardano: A Cardano token is its policy id',
    );
  }, 120_000);
});

describe('other families keep address-shaped token ids', () => {
  // `fees` stops at the first network read; a valid token id gets past the option check (exit 3:
  // no node answers on this closed port), a malformed one is bad input (exit 2).
  const offline = { KESTREL_DEVNET_EVM_RPC: 'http://127.0.0.1:9' };
  it.each([
    ['ethereum', '0x5FbDB2315678afecb367f032d93F642f64180aa3', '0x5FbDB2315678afecb367f032d93F642f64'],
    ['solana', 'EPjFWt5yxBoWy8JXyTULpd1jcXk6rk6fzFd4kK2J93Tp', 'EPjFWt5yxBoWy8JXyTULpd1jcXk6rk6'],
    ['ton', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1'],
    ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x'],
  ])('%s', async (chain, good, bad) => {
    const args = (token: string) => [
      'balance',
      '--chain',
      chain,
      '--network',
      'mainnet',
      '--address',
      addressOf(chain),
      '--token',
      token,
      '--rpc',
      'http://127.0.0.1:9',
    ];
    const refused = await runCli(args(bad), '', offline);
    expect(refused.code, refused.text).toBe(2);
    expect((refused.out.at(-1) as { error: string }).error).toContain(`is not a token of ${chain}: `);
    const taken = await runCli(args(good), '', offline);
    expect(taken.text).not.toContain('is not a token of');
    expect(taken.code, taken.text).toBe(3);
  });
});

function addressOf(chain: string): string {
  return {
    ethereum: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    ton: 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N',
    tron: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  }[chain]!;
}
