/**
 * The CLI's batch send asks the delegation consent the web's batch review asks (the wallet's rule
 * and text, DelegationConsentError): a first batch is refused (exit 2, nothing sent) unless
 * --accept-delegation names the network's batch delegate; then `kestrel delegation status`
 * shows the account delegating there, a second batch needs no consent, and
 * `kestrel delegation revoke` clears it (a type-4 transaction to the zero address) on Hardhat.
 * A batch of two also runs through Simple7702Account's exact code, installed by the devnet.
 * Keys are Hardhat's published test keys ("test test ... junk").
 */
import { devnetInfoFile, freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import { delegationConsentText } from '@kestrel/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './harness';

let devnet: Devnet;
let env: Record<string, string>;
const TO_A = '0x2000000000000000000000000000000000000002';
const TO_B = '0x2000000000000000000000000000000000000003';
const NAME = 'BatchCallDelegate (Kestrel devnet)';
const TO_C = '0x2000000000000000000000000000000000000004';
const TO_D = '0x2000000000000000000000000000000000000005';
/** eth-infinitism Simple7702Account's canonical address (account-abstraction v0.8). */
const SIMPLE_7702 = '0x4Cd241E8d1510e30b2076397afc7508Ae59C66c9';
const S7702_NAME = 'Simple7702Account (eth-infinitism account-abstraction v0.8)';

beforeAll(async () => {
  const port = await freePort();
  devnet = await startDevnet({ port });
  env = { KESTREL_DEVNET_INFO: devnetInfoFile(port) };
});
afterAll(() => devnet?.stop());

const net = ['--chain', 'ethereum', '--network', 'devnet'];
const key = (i: number) => `${devnet.accounts[i]!.privateKey}\n`;
const batch = (extra: string[] = []) => [
  'send',
  ...net,
  '--call',
  `${TO_A}:0.01`,
  '--call',
  `${TO_B}:0.02`,
  ...extra,
  '--private-key-stdin',
];
const balanceOf = async (address: string) =>
  (
    (await runCli(['balance', ...net, '--address', address], '', env)).out[0] as {
      balances: { amount: string }[];
    }
  ).balances[0]!.amount;
const status = async (address: string) =>
  (await runCli(['delegation', 'status', ...net, '--address', address], '', env)).out[0];

describe('kestrel batch delegation consent and revoke on the devnet', () => {
  it('refuses a first batch without consent to the delegate, sends it with consent, then revokes', async () => {
    const me = devnet.accounts[6]!.address;
    const delegate = devnet.contracts.batchDelegate;
    expect(await status(me)).toEqual({
      chain: 'ethereum',
      address: me,
      delegate: { address: delegate, name: NAME },
      current: null,
    });

    const refused = await runCli(batch(), key(6), env);
    expect(refused.code).toBe(2);
    expect(refused.out[0]).toEqual({
      error: delegationConsentText({ address: delegate, name: NAME }),
      delegate: { address: delegate, name: NAME },
      current: null,
      consentFlag: `--accept-delegation ${delegate}`,
    });
    // Consent to another contract is no consent.
    const wrong = await runCli(batch(['--accept-delegation', TO_A]), key(6), env);
    expect(wrong.code).toBe(2);
    expect(await balanceOf(TO_A)).toBe('0');

    const sent = await runCli(batch(['--accept-delegation', delegate.toLowerCase()]), key(6), env);
    expect(sent).toMatchObject({ code: 0, out: [{ status: 'SUCCESS' }] });
    expect(await balanceOf(TO_A)).toBe('10000000000000000');
    expect(await balanceOf(TO_B)).toBe('20000000000000000');
    expect(await status(me)).toMatchObject({ current: delegate });

    // Already delegated there: no consent asked again.
    const again = await runCli(batch(), key(6), env);
    expect(again).toMatchObject({ code: 0, out: [{ status: 'SUCCESS' }] });
    expect(await balanceOf(TO_A)).toBe('20000000000000000');

    const revoked = await runCli(['delegation', 'revoke', ...net, '--private-key-stdin'], key(6), env);
    expect(revoked).toMatchObject({ code: 0, out: [{ address: me, status: 'SUCCESS' }] });
    expect(await status(me)).toMatchObject({ current: null });
    const none = await runCli(['delegation', 'revoke', ...net, '--private-key-stdin'], key(6), env);
    expect(none).toMatchObject({ code: 3, out: [{ error: 'This account has no delegation to revoke' }] });
  });

  it("runs a batch of two through Simple7702Account's exact code (mainnet's delegate) on Hardhat", async () => {
    // The devnet installs it at its canonical address (devnet/src/evm/simple7702-account.ts); the
    // configured delegate makes the adapter call its executeBatch(Call[]) as on mainnet.
    const s7702 = { ...env, KESTREL_BATCH_DELEGATE: SIMPLE_7702 };
    const me = devnet.accounts[4]!.address;
    const calls = ['--call', `${TO_C}:0.03`, '--call', `${TO_D}:2:KTT`];
    const send = (extra: string[]) =>
      runCli(['send', ...net, ...calls, ...extra, '--private-key-stdin'], key(4), s7702);
    const refused = await send([]);
    expect(refused).toMatchObject({
      code: 2,
      out: [
        {
          delegate: { address: SIMPLE_7702, name: S7702_NAME },
          consentFlag: `--accept-delegation ${SIMPLE_7702}`,
        },
      ],
    });
    const sent = await send(['--accept-delegation', SIMPLE_7702]);
    expect(sent).toMatchObject({ code: 0, out: [{ status: 'SUCCESS' }] });
    expect(await balanceOf(TO_C)).toBe('30000000000000000');
    const ktt = await runCli(['balance', ...net, '--address', TO_D, '--token', 'KTT'], '', env);
    expect((ktt.out[0] as { balances: { amount: string }[] }).balances[1]!.amount).toBe(
      '2000000000000000000',
    );
    const d = await runCli(['delegation', 'status', ...net, '--address', me], '', s7702);
    expect(d.out[0]).toMatchObject({
      delegate: { address: SIMPLE_7702, name: S7702_NAME },
      current: SIMPLE_7702,
    });
  });

  it('refuses --accept-delegation without a batch, before a key is read', async () => {
    const r = await runCli(
      ['send', ...net, '--to', TO_A, '--amount', '1', '--accept-delegation', TO_A, '--private-key-stdin'],
      key(6),
      env,
    );
    expect(r).toMatchObject({ code: 2, out: [{ error: '--accept-delegation is for a batch (--call)' }] });
  });
});
