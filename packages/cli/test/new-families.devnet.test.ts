/**
 * The CLI verbs on families that arrived after the seam, with no CLI code of their own: the
 * devnet node is found by name (KESTREL_DEVNET_<NODE>_RPC), funded through the uniform faucet
 * route, then balance, send (through the wallet's flow) and history run on the emulators
 * (litesvm for Solana, @ton/sandbox for TON).
 */
import {
  startCardanoDevnet,
  startRippleDevnet,
  startCosmosDevnet,
  startPolkadotDevnet,
  startSolanaDevnet,
  startStellarDevnet,
  startTezosDevnet,
  startTonDevnet,
  startTronDevnet,
  type RippleDevnet,
  type CosmosDevnet,
  type PolkadotDevnet,
  type SolanaDevnet,
  type StellarDevnet,
  type TezosDevnet,
  type TonDevnet,
  type TronDevnet,
} from '@kestrel/devnet';
import { deriveAccount, loadFamilies, seedFromMnemonic } from '@kestrel/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './harness';

/** A published test phrase (BIP-39 test vectors); never a real wallet. */
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

let sol: SolanaDevnet;
let ton: TonDevnet;
let stellar: StellarDevnet;
let ripple: RippleDevnet;
let tron: TronDevnet;
let cosmos: CosmosDevnet[] | undefined;
let polkadot: PolkadotDevnet | undefined;
let tezos: TezosDevnet | undefined;
let cardano: Awaited<ReturnType<typeof startCardanoDevnet>> | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  [sol, ton, stellar, ripple] = await Promise.all([
    startSolanaDevnet({ port: 0, infoFile: false, accounts: 1 }),
    startTonDevnet({ port: 0, infoFile: false }),
    startStellarDevnet({ port: 0, infoFile: false, accounts: 1 }),
    startRippleDevnet({ port: 0, infoFile: false }),
  ]);
  tron = await startTronDevnet({ port: 0, infoFile: false });
  cosmos = await Promise.all(
    (['cosmos', 'thorchain'] as const).map((chain) => startCosmosDevnet({ chain, port: 0, infoFile: false })),
  );
  polkadot = await startPolkadotDevnet({ port: 0, infoFile: false });
  tezos = await startTezosDevnet({ port: 0, infoFile: false });
  cardano = await startCardanoDevnet({ port: 0, infoFile: false });
  env = {
    KESTREL_DEVNET_POLKADOT_RPC: polkadot.rpcUrl,
    KESTREL_DEVNET_TEZOS_RPC: tezos.rpcUrl,
    KESTREL_DEVNET_CARDANO_RPC: cardano.rpcUrl,
    KESTREL_DEVNET_TRON_RPC: tron.rpcUrl,
    KESTREL_DEVNET_COSMOS_RPC: cosmos[0]!.rpcUrl,
    KESTREL_DEVNET_THORCHAIN_RPC: cosmos[1]!.rpcUrl,
    KESTREL_DEVNET_SOLANA_RPC: sol.rpcUrl,
    KESTREL_DEVNET_TON_RPC: ton.rpcUrl,
    KESTREL_DEVNET_STELLAR_RPC: stellar.rpcUrl,
    KESTREL_DEVNET_RIPPLE_RPC: ripple.rpcUrl,
  };
}, 120_000);
afterAll(async () => {
  await tron?.stop();
  await polkadot?.stop();
  await tezos?.stop();
  await cardano?.stop();
  await Promise.all((cosmos ?? []).map((c) => c.stop()));
  await Promise.all([sol?.stop(), ton?.stop(), stellar?.stop(), ripple?.stop()]);
});

async function addressOf(chain: string): Promise<string> {
  const r = await runCli(['derive', '--chain', chain, '--network', 'devnet'], PHRASE, env);
  expect(r.code).toBe(0);
  return (r.out[0] as { address: string }).address;
}

async function balance(chain: string, address: string): Promise<{ amount: string; state: string }> {
  const r = await runCli(['balance', '--chain', chain, '--network', 'devnet', '--address', address], '', env);
  expect(r.code, r.text).toBe(0);
  const first = (r.out[0] as { balances: { amount: string; state: string }[] }).balances[0]!;
  return first;
}

describe.each([
  { chain: 'solana', fund: '2', send: '0.5', units: 10n ** 9n },
  { chain: 'ton', fund: '3', send: '1', units: 10n ** 9n },
  // The receiver does not exist yet: the payment becomes create-account (spec).
  { chain: 'stellar', fund: '10', send: '2', units: 10n ** 7n },
  // A new XRP account needs the reserve (10 XRP); the memo is the numeric destination tag.
  { chain: 'ripple', fund: '50', send: '20', units: 10n ** 6n, memo: '12345' },
  // A new Tron account: the sender pays 0.1 + 0.1 TRX of creation fees, the receiver gets it all.
  { chain: 'tron', fund: '25', send: '5', units: 10n ** 6n },
  // Gas from the node's simulation × 1.4, paid in uatom; THORChain takes its native fee (0.02 RUNE).
  { chain: 'cosmos', fund: '3', send: '1', units: 10n ** 6n },
  { chain: 'thorchain', fund: '3', send: '1', units: 10n ** 8n },
  // chopsticks runs the real runtime; the new receiver gets at least 1 DOT (spec §5).
  { chain: 'polkadot', fund: '5', send: '2', units: 10n ** 10n },
  // The first send reveals the key (reveal + transaction); the new receiver costs the sender the allocation burn.
  { chain: 'tezos', fund: '10', send: '2', units: 10n ** 6n },
  // @blaze-cardano/emulator checks our hand-encoded, extended-key-signed payment; the change returns to the sender.
  { chain: 'cardano', fund: '10', send: '2', units: 10n ** 6n },
] as { chain: string; fund: string; send: string; units: bigint; memo?: string }[])(
  '$chain on its devnet emulator through the CLI',
  ({ chain, fund, send, units, memo }) => {
    it('faucet, balance, send and history', async () => {
      const from = await addressOf(chain);
      const funded = await runCli(['faucet', '--chain', chain, from, '--amount', fund], '', env);
      expect(funded.code, funded.text).toBe(0);
      expect(await balance(chain, from)).toMatchObject({
        amount: (BigInt(fund) * units).toString(),
        state: 'fresh',
      });

      // A key from another published phrase receives (never a real wallet).
      const to = (
        (
          await runCli(
            ['derive', '--chain', chain, '--network', 'devnet'],
            'legal winner thank year wave sausage worth useful legal winner thank yellow',
            env,
          )
        ).out[0] as { address: string }
      ).address;
      await loadFamilies([chain]);
      const key = deriveAccount(chain, seedFromMnemonic(PHRASE), { network: 'devnet' }).privateKey;
      expect(deriveAccount(chain, seedFromMnemonic(PHRASE), { network: 'devnet' }).address).toBe(from);
      const sent = await runCli(
        [
          'send',
          '--chain',
          chain,
          '--network',
          'devnet',
          '--to',
          to,
          '--amount',
          send,
          '--private-key-stdin',
          ...(memo ? ['--memo', memo] : []),
        ],
        key,
        env,
      );
      expect(sent.code, sent.text).toBe(0);
      const out = sent.out.at(-1) as { status: string; hash: string };
      expect(out.status).toBe('SUCCESS');
      expect((await balance(chain, to)).amount).toBe(
        ((BigInt(Math.round(Number(send) * 10)) * units) / 10n).toString(),
      );

      const history = await runCli(
        ['history', '--chain', chain, '--network', 'devnet', '--address', from],
        '',
        env,
      );
      expect(history.code, history.text).toBe(0);
      expect((history.out[0] as { items: unknown[] }).items.length).toBeGreaterThan(0);
    }, 120_000);

    it('a bad address to the faucet is bad input, and nothing is funded', async () => {
      const r = await runCli(['faucet', '--chain', chain, 'not-an-address'], '', env);
      expect(r.code).toBe(2);
    });
  },
);
