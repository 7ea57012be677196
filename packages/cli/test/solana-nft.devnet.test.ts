/**
 * `kestrel fees` and `kestrel send` with a Solana NFT on the litesvm devnet: the chain names each
 * NFT by its mint, so `--nft MINT` alone (a token id is refused with the reason); the send lands
 * and the receiver's account holds the NFT; a programmable NFT (its
 * account frozen) is refused with the adapter's words, exit 2, and nothing moves.
 */
import { startSolanaDevnet, writeTestNft, type SolanaDevnet } from '@kestrel/devnet';
import { deriveAccount, loadFamilies, seedFromMnemonic } from '@kestrel/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './harness';

/** Published test phrases (BIP-39 test vectors); never a real wallet. */
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const RECEIVER_PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

let sol: SolanaDevnet;
let env: Record<string, string>;
let from: string;
let to: string;
let key: string;

beforeAll(async () => {
  sol = await startSolanaDevnet({ port: 0, infoFile: false, accounts: 1 });
  env = { KESTREL_DEVNET_SOLANA_RPC: sol.rpcUrl };
  await loadFamilies(['solana']);
  const account = deriveAccount('solana', seedFromMnemonic(PHRASE), { network: 'devnet' });
  from = account.address;
  key = account.privateKey;
  to = deriveAccount('solana', seedFromMnemonic(RECEIVER_PHRASE), { network: 'devnet' }).address;
  const funded = await runCli(['faucet', '--chain', 'solana', from, '--amount', '1'], '', env);
  expect(funded.code, funded.text).toBe(0);
}, 120_000);
afterAll(() => sol?.stop());

const send = (mint: string, ...extra: string[]) =>
  runCli(
    [
      'send',
      '--chain',
      'solana',
      '--network',
      'devnet',
      '--to',
      to,
      '--nft',
      mint,
      '--private-key-stdin',
      ...extra,
    ],
    key,
    env,
  );

const nftBalance = async (owner: string, mint: string): Promise<string> => {
  const r = await runCli(
    ['balance', '--chain', 'solana', '--network', 'devnet', '--address', owner, '--token', mint],
    '',
    env,
  );
  expect(r.code, r.text).toBe(0);
  return (r.out[0] as { balances: { amount: string }[] }).balances[1]!.amount;
};

describe('a Solana NFT through the CLI (litesvm devnet)', () => {
  it('fees and send by the mint alone: the receiver holds it', async () => {
    const mint = await writeTestNft(sol.chain, from);
    const fees = await runCli(
      ['fees', '--chain', 'solana', '--network', 'devnet', '--from', from, '--to', to, '--nft', mint],
      '',
      env,
    );
    expect(fees.code, fees.text).toBe(0);
    const sent = await send(mint);
    expect(sent.code, sent.text).toBe(0);
    expect(sent.out.at(-1)).toMatchObject({ status: 'SUCCESS', amount: '1', to });
    expect(await nftBalance(to, mint)).toBe('1');
    expect(await nftBalance(from, mint)).toBe('0');
  }, 60_000);

  it('refuses a token id (the mint names the NFT), two of it, and a programmable NFT; nothing moves', async () => {
    const mint = await writeTestNft(sol.chain, from, { frozen: true });
    const withId = await send(mint, '--token-id', '1');
    expect(withId.code).toBe(2);
    expect(withId.text).toContain('An NFT on solana is named by its mint alone: leave out --token-id');
    const two = await send(mint, '--amount', '2');
    expect(two.code).not.toBe(0);
    expect(two.text, two.text).toContain('An NFT is sent whole: the amount is 1');
    const locked = await send(mint);
    expect(locked.code, locked.text).not.toBe(0);
    expect(locked.text, locked.text).toContain('programmable NFT');
    expect(await nftBalance(from, mint)).toBe('1');
  }, 60_000);
});
