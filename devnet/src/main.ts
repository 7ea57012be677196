/**
 * `npm run devnet`: the Hardhat node on 127.0.0.1:8545 (its block explorer on 127.0.0.1:8546:
 * --explorer-port N / KESTREL_EXPLORER_PORT) and litecoind regtest on 127.0.0.1:19443,
 * their endpoints printed as JSON; Ctrl-C (SIGINT) or SIGTERM stops both.
 * Ports: --port N / KESTREL_DEVNET_PORT, --litecoin-port N / KESTREL_LITECOIN_PORT.
 * Litecoin blocks: --litecoin-block-seconds N / KESTREL_LITECOIN_BLOCK_SECONDS (0: mine by hand).
 * litecoind binary: KESTREL_LITECOIND (default /usr/bin/litecoind).
 * TON (@ton/sandbox behind a toncenter-style endpoint): --ton-port N / KESTREL_TON_PORT (default 8081).
 * Solana (litesvm behind a JSON-RPC endpoint): --solana-port N / KESTREL_SOLANA_PORT (default 8899).
 * Stellar (an in-memory ledger behind a Horizon endpoint): --stellar-port N / KESTREL_STELLAR_PORT (default 8000).
 * XRP Ledger (an in-memory ledger behind rippled's JSON-RPC): --ripple-port N / KESTREL_RIPPLE_PORT (default 5005).
 * Tron (an in-memory ledger behind the full node's HTTP API): --tron-port N / KESTREL_TRON_PORT (default 8090).
 * Cosmos and THORChain (in-memory ledgers behind LCD endpoints): --cosmos-port N / KESTREL_COSMOS_PORT
 * (default 1317), --thorchain-port N / KESTREL_THORCHAIN_PORT (default 1318).
 * Polkadot (chopsticks behind JSON-RPC and a Subscan-shaped API): --polkadot-port N / KESTREL_POLKADOT_PORT (default 9944).
 * Cardano (@blaze-cardano/emulator behind the product API's address route and Blockfrost-style calls): --cardano-port N /
 * KESTREL_CARDANO_PORT (default 3031).
 * Tezos (an in-memory ledger behind the Octez RPC and a TzKT-shaped API): --tezos-port N / KESTREL_TEZOS_PORT (default 8732).
 */
import { EVM_EXPLORER_PORT } from './explorer/index';
import {
  DEFAULT_LITECOIN_BLOCK_SECONDS,
  LITECOIN_DEVNET_PORT,
  startFullDevnet,
  type FullDevnet,
} from './index';
import { startTonDevnet, TON_DEVNET_PORT, type TonDevnet } from './ton/index';
import { SOLANA_DEVNET_PORT, startSolanaDevnet, type SolanaDevnet } from './solana/index';
import { STELLAR_DEVNET_PORT, startStellarDevnet, type StellarDevnet } from './stellar/index';
import { RIPPLE_DEVNET_PORT, startRippleDevnet, type RippleDevnet } from './ripple/index';
import { startTronDevnet, TRON_DEVNET_PORT, type TronDevnet } from './tron/index';
import { COSMOS_DEVNET_PORTS, startCosmosDevnet, type CosmosDevnet } from './cosmos/index';
import { POLKADOT_DEVNET_PORT, startPolkadotDevnet, type PolkadotDevnet } from './polkadot/index';
import { CARDANO_DEVNET_PORT, startCardanoDevnet } from './cardano/index';
import { startTezosDevnet, TEZOS_DEVNET_PORT, type TezosDevnet } from './tezos/index';

function fail(message: string, code: number): never {
  process.stderr.write(JSON.stringify({ error: message }) + '\n');
  process.exit(code);
}

/** A whole number from --flag or the environment variable, else the default. */
function intSetting(flag: string, envName: string, dflt: number, min: number, max: number): number {
  const i = process.argv.indexOf(flag);
  const text = i > 0 ? process.argv[i + 1] : process.env[envName];
  if (text === undefined || text === '') return dflt;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max)
    fail(`${flag} (or ${envName}) must be a whole number from ${min} to ${max}`, 2);
  return n;
}

const port = intSetting('--port', 'KESTREL_DEVNET_PORT', 8545, 1, 65535);
const explorerPort = intSetting('--explorer-port', 'KESTREL_EXPLORER_PORT', EVM_EXPLORER_PORT, 1, 65535);
const litecoinPort = intSetting('--litecoin-port', 'KESTREL_LITECOIN_PORT', LITECOIN_DEVNET_PORT, 1, 65535);
const tonPort = intSetting('--ton-port', 'KESTREL_TON_PORT', TON_DEVNET_PORT, 1, 65535);
const solanaPort = intSetting('--solana-port', 'KESTREL_SOLANA_PORT', SOLANA_DEVNET_PORT, 1, 65535);
const stellarPort = intSetting('--stellar-port', 'KESTREL_STELLAR_PORT', STELLAR_DEVNET_PORT, 1, 65535);
const ripplePort = intSetting('--ripple-port', 'KESTREL_RIPPLE_PORT', RIPPLE_DEVNET_PORT, 1, 65535);
const tronPort = intSetting('--tron-port', 'KESTREL_TRON_PORT', TRON_DEVNET_PORT, 1, 65535);
const cosmosPort = intSetting('--cosmos-port', 'KESTREL_COSMOS_PORT', COSMOS_DEVNET_PORTS.cosmos, 1, 65535);
const thorPort = intSetting(
  '--thorchain-port',
  'KESTREL_THORCHAIN_PORT',
  COSMOS_DEVNET_PORTS.thorchain,
  1,
  65535,
);
const polkadotPort = intSetting('--polkadot-port', 'KESTREL_POLKADOT_PORT', POLKADOT_DEVNET_PORT, 1, 65535);
const cardanoPort = intSetting('--cardano-port', 'KESTREL_CARDANO_PORT', CARDANO_DEVNET_PORT, 1, 65535);
const tezosPort = intSetting('--tezos-port', 'KESTREL_TEZOS_PORT', TEZOS_DEVNET_PORT, 1, 65535);
const blockSeconds = intSetting(
  '--litecoin-block-seconds',
  'KESTREL_LITECOIN_BLOCK_SECONDS',
  DEFAULT_LITECOIN_BLOCK_SECONDS,
  0,
  86_400,
);

// A signal during start-up stops the nodes as soon as they are up, never leaves them behind.
let devnet: FullDevnet | undefined;
let ton: TonDevnet | undefined;
let solana: SolanaDevnet | undefined;
let stellar: StellarDevnet | undefined;
let ripple: RippleDevnet | undefined;
let tron: TronDevnet | undefined;
let cosmos: CosmosDevnet[] = [];
let polkadot: PolkadotDevnet | undefined;
let cardano: Awaited<ReturnType<typeof startCardanoDevnet>> | undefined;
let tezos: TezosDevnet | undefined;
let stopRequested = false;
let stopping = false;
async function shutdown() {
  stopRequested = true;
  if (!devnet || stopping) return;
  stopping = true;
  await Promise.all([
    devnet.stop(),
    ton?.stop(),
    solana?.stop(),
    stellar?.stop(),
    ripple?.stop(),
    tron?.stop(),
    ...cosmos.map((c) => c.stop()),
    polkadot?.stop(),
    cardano?.stop(),
    tezos?.stop(),
  ]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

try {
  devnet = await startFullDevnet({
    port,
    explorerPort,
    litecoinPort,
    litecoinBlockSeconds: blockSeconds,
    ...(process.env.KESTREL_LITECOIND ? { litecoindBinary: process.env.KESTREL_LITECOIND } : {}),
  });
  ton = await startTonDevnet({ port: tonPort }).catch(async (e: unknown) => {
    await devnet?.stop();
    throw e;
  });
  solana = await startSolanaDevnet({ port: solanaPort }).catch(async (e: unknown) => {
    await Promise.all([devnet?.stop(), ton?.stop()]);
    throw e;
  });
  stellar = await startStellarDevnet({ port: stellarPort }).catch(async (e: unknown) => {
    await Promise.all([devnet?.stop(), ton?.stop(), solana?.stop()]);
    throw e;
  });
  ripple = await startRippleDevnet({ port: ripplePort }).catch(async (e: unknown) => {
    await Promise.all([devnet?.stop(), ton?.stop(), solana?.stop(), stellar?.stop()]);
    throw e;
  });
  tron = await startTronDevnet({ port: tronPort }).catch(async (e: unknown) => {
    await Promise.all([devnet?.stop(), ton?.stop(), solana?.stop(), stellar?.stop(), ripple?.stop()]);
    throw e;
  });
  cosmos = await Promise.all([
    startCosmosDevnet({ chain: 'cosmos', port: cosmosPort }),
    startCosmosDevnet({ chain: 'thorchain', port: thorPort }),
  ]).catch(async (e: unknown) => {
    await Promise.all([
      devnet?.stop(),
      ton?.stop(),
      solana?.stop(),
      stellar?.stop(),
      ripple?.stop(),
      tron?.stop(),
    ]);
    throw e;
  });
  cardano = await startCardanoDevnet({ port: cardanoPort }).catch(async (e: unknown) => {
    await Promise.all([devnet?.stop(), ton?.stop(), solana?.stop(), stellar?.stop(), ripple?.stop()]);
    await Promise.all([tron?.stop(), ...cosmos.map((c) => c.stop())]);
    throw e;
  });
  polkadot = await startPolkadotDevnet({ port: polkadotPort }).catch(async (e: unknown) => {
    await Promise.all([devnet?.stop(), ton?.stop(), solana?.stop(), stellar?.stop(), ripple?.stop()]);
    await Promise.all([tron?.stop(), ...cosmos.map((c) => c.stop())]);
    throw e;
  });
  tezos = await startTezosDevnet({ port: tezosPort }).catch(async (e: unknown) => {
    await Promise.all([devnet?.stop(), ton?.stop(), solana?.stop(), stellar?.stop(), ripple?.stop()]);
    await Promise.all([tron?.stop(), ...cosmos.map((c) => c.stop()), polkadot?.stop()]);
    throw e;
  });
} catch (e) {
  fail(`The devnet did not start: ${(e as Error).message.split('\n')[0]}`, 1);
}

const { evm, litecoin, litecoinNote } = devnet;
process.stdout.write(
  JSON.stringify(
    {
      chainId: evm.chainId,
      rpcUrl: evm.rpcUrl,
      explorerUrl: evm.explorerUrl,
      mnemonic: evm.mnemonic,
      accounts: evm.accounts.map((a) => ({ address: a.address, privateKey: a.privateKey })),
      contracts: evm.contracts,
      litecoin: litecoin
        ? {
            network: 'regtest',
            rpcUrl: litecoin.rpcUrl,
            // Generated for this run; the CLI reads them from infoFile.
            rpcUrlWithAuth: litecoin.rpcUrlWithAuth,
            infoFile: litecoin.infoFile,
            blockSeconds: litecoin.blockSeconds,
            faucet: 'kestrel faucet --chain litecoin ADDRESS --amount 1.5',
          }
        : { unavailable: litecoinNote },
      ton: {
        url: ton!.url,
        rpcUrl: ton!.rpcUrl,
        faucetUrl: ton!.faucetUrl,
        jettonMaster: ton!.jettonMaster,
        infoFile: ton!.infoFile,
        faucet: 'kestrel faucet --chain ton ADDRESS --amount 5',
      },
      solana: {
        rpcUrl: solana!.rpcUrl,
        infoFile: solana!.infoFile,
        accounts: solana!.genesis.accounts.map((a) => ({ address: a.address, privateKey: a.privateKey })),
        token: solana!.genesis.token,
        validators: solana!.genesis.validators.map((v) => v.vote),
        faucet: 'kestrel faucet --chain solana ADDRESS --amount 2 (JSON-RPC requestAirdrop)',
      },
      stellar: {
        rpcUrl: stellar!.rpcUrl,
        friendbotUrl: stellar!.friendbotUrl,
        infoFile: stellar!.infoFile,
        assets: stellar!.assets,
        accounts: stellar!.accounts.map((a) => ({ address: a.address, privateKey: a.privateKey })),
        faucet:
          'kestrel faucet --chain stellar ADDRESS --amount 100 (GET /friendbot?addr=ADDRESS&amount=100)',
      },
      ripple: {
        rpcUrl: ripple!.rpcUrl,
        faucetUrl: ripple!.faucetUrl,
        infoFile: ripple!.infoFile,
        genesis: ripple!.ledger.genesis.address,
        faucet: 'kestrel faucet --chain ripple ADDRESS --amount 20 (a new account needs 10 XRP)',
      },
      tron: {
        rpcUrl: tron!.rpcUrl,
        infoFile: tron!.infoFile,
        token: tron!.token,
        faucet: 'kestrel faucet --chain tron ADDRESS --amount 25 (POST /faucet; {token} for the test TRC-20)',
      },
      ...Object.fromEntries(
        cosmos.map((c) => [
          c.chain,
          {
            rpcUrl: c.rpcUrl,
            chainId: c.chainId,
            infoFile: c.infoFile,
            faucet: `kestrel faucet --chain ${c.chain} ADDRESS --amount 5 (POST /faucet)`,
          },
        ]),
      ),
      polkadot: {
        rpcUrl: polkadot!.rpcUrl,
        infoFile: polkadot!.infoFile,
        faucet:
          'kestrel faucet --chain polkadot ADDRESS --amount 2 (POST /faucet; a new account needs 1 DOT)',
      },
      cardano: {
        rpcUrl: cardano!.rpcUrl,
        infoFile: cardano!.infoFile,
        faucet: 'kestrel faucet --chain cardano ADDRESS --amount 10 (POST /faucet)',
      },
      tezos: {
        rpcUrl: tezos!.rpcUrl,
        infoFile: tezos!.infoFile,
        faucet: 'kestrel faucet --chain tezos ADDRESS --amount 10 (POST /faucet)',
      },
      note: 'Published test keys: never use them on a real network. Ctrl-C stops the devnet.',
    },
    null,
    2,
  ) + '\n',
);
if (stopRequested) void shutdown();
