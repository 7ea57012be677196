/**
 * `npm run devnet`: the EVM server on 127.0.0.1:8545, one Hardhat network per EVM chain at
 * /<chain_name> with its own chain id, the root answering for ethereum (its block explorer on
 * 127.0.0.1:8546: --explorer-port N / KESTREL_EXPLORER_PORT), litecoind regtest on 127.0.0.1:19443, and every
 * family node of `family-nodes.ts` (TON, Solana, Stellar, XRP Ledger, Polkadot, Cardano, Tezos,
 * Tron, Cosmos, THORChain, ...), their endpoints printed as JSON; Ctrl-C (SIGINT) or SIGTERM
 * stops them all.
 * Ports: --port N / KESTREL_DEVNET_PORT, --litecoin-port N / KESTREL_LITECOIN_PORT, and for each
 * family node --<node>-port N / KESTREL_<NODE>_PORT (0: any free port; defaults in family-nodes.ts).
 * Litecoin blocks: --litecoin-block-seconds N / KESTREL_LITECOIN_BLOCK_SECONDS (0: mine by hand).
 * litecoind binary: KESTREL_LITECOIND (default /usr/bin/litecoind).
 */
import { EVM_EXPLORER_PORT } from './explorer/index';
import { FAMILY_NODES, startFamilyNodes, type FamilyNodes } from './family-nodes';
import {
  DEFAULT_LITECOIN_BLOCK_SECONDS,
  LITECOIN_DEVNET_PORT,
  startFullDevnet,
  type FullDevnet,
} from './index';

function fail(message: string, code: number): never {
  process.stderr.write(JSON.stringify({ error: message }) + '\n');
  process.exit(code);
}

function flagValue(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** A whole number from --flag or the environment variable, else the default. */
function intSetting(flag: string, envName: string, dflt: number, min: number, max: number): number {
  const text = flagValue(flag) ?? process.env[envName];
  if (text === undefined || text === '') return dflt;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max)
    fail(`${flag} (or ${envName}) must be a whole number from ${min} to ${max}`, 2);
  return n;
}

const port = intSetting('--port', 'KESTREL_DEVNET_PORT', 8545, 1, 65535);
const explorerPort = intSetting('--explorer-port', 'KESTREL_EXPLORER_PORT', EVM_EXPLORER_PORT, 1, 65535);
const litecoinPort = intSetting('--litecoin-port', 'KESTREL_LITECOIN_PORT', LITECOIN_DEVNET_PORT, 1, 65535);
const blockSeconds = intSetting(
  '--litecoin-block-seconds',
  'KESTREL_LITECOIN_BLOCK_SECONDS',
  DEFAULT_LITECOIN_BLOCK_SECONDS,
  0,
  86_400,
);
// The family nodes read KESTREL_<NODE>_PORT; a --<node>-port flag is the same setting.
const familyEnv: NodeJS.ProcessEnv = { ...process.env };
for (const n of FAMILY_NODES) {
  const flag = flagValue(`--${n.node}-port`);
  if (flag !== undefined) familyEnv[`KESTREL_${n.node.toUpperCase()}_PORT`] = flag;
}

// A signal during start-up stops the nodes as soon as they are up, never leaves them behind.
let devnet: FullDevnet | undefined;
let families: FamilyNodes | undefined;
let stopRequested = false;
let stopping = false;
async function shutdown() {
  stopRequested = true;
  if (!devnet || stopping) return;
  stopping = true;
  await Promise.all([devnet.stop(), families?.stop()]);
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
  families = await startFamilyNodes(FAMILY_NODES, familyEnv).catch(async (e: unknown) => {
    await devnet?.stop();
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
      // Each EVM chain's own network (its chain id and balances), started on its first request.
      networks: Object.fromEntries(
        evm.networks.map((n) => [n.chain_name, { chainId: n.chainId, rpcUrl: n.rpcUrl }]),
      ),
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
      // Every family node answers the same faucet route (POST {rpcUrl}/faucet {address, amount, token?}).
      ...Object.fromEntries(
        Object.entries(families!.nodes).map(([node, info]) => [
          node,
          { ...info, faucet: `kestrel faucet --chain ${node} ADDRESS --amount 5` },
        ]),
      ),
      note: 'Published test keys: never use them on a real network. Ctrl-C stops the devnet.',
    },
    null,
    2,
  ) + '\n',
);
if (stopRequested) void shutdown();
