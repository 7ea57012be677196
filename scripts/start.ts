/**
 * `npm start`: the wallet on a local devnet. Starts Hardhat (+ litecoind when installed), the
 * product API with demo prices, and the web app on http://127.0.0.1:5173 as people get it (a
 * production build, served by Vite's preview server); prints one block with the URLs and how to
 * fund an address; Ctrl-C or SIGTERM stops everything. Funds nothing itself.
 * `npm run dev` (--dev): the same with the Vite dev server (unbundled, hot reload) for development.
 * `npm run mobile` (--shell mobile): the same stack with the mobile shell (React Native on
 * react-native-web, apps/mobile) instead of the web app, on http://127.0.0.1:5174; with --dev its
 * Vite dev server. `npm start` prints where the mobile shell runs too.
 *
 * Ports: KESTREL_WEB_PORT (5173), KESTREL_MOBILE_PORT (5174), KESTREL_API_PORT (8787),
 * KESTREL_DEVNET_PORT (8545), KESTREL_LITECOIN_PORT (19443), KESTREL_WC_RELAY_PORT (8549, the
 * loopback WalletConnect relay).
 * Database: KESTREL_API_DATABASE (default data/kestrel-api.sqlite).
 * litecoind's credentials for `kestrel faucet`: KESTREL_LITECOIN_INFO_FILE (default
 * {tmpdir}/kestrel-devnet-litecoin.json; "none" writes none).
 */
import { serveMobileBuild } from '../apps/mobile/scripts/serveBuild';
import { mobileConfig } from '../apps/mobile/vite.config';
import { serveProductionBuild } from '../apps/web/scripts/serveBuild';
import { startWalletStack, type WalletStack } from './wallet-stack';

export const READY_LINE = 'Kestrel is running';

function port(name: string, dflt: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return dflt;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > 65535) {
    process.stderr.write(`${name} must be a port number from 1 to 65535\n`);
    process.exit(2);
  }
  return n;
}

/** Which shell serves the wallet: the web app (`npm start`) or the mobile shell (`npm run mobile`). */
export type Shell = 'web' | 'mobile';

/** The Wallet line(s): the shell served, and where the other one runs. */
function shellLines(s: WalletStack, shell: Shell, mobilePort: number): string[] {
  if (shell === 'mobile')
    return [`  Mobile      ${s.urls.web}  (React Native on react-native-web; best at a phone width)`];
  return [
    `  Wallet      ${s.urls.web}`,
    `  Mobile      http://127.0.0.1:${mobilePort}  (the mobile shell: run \`npm run mobile\` to serve it)`,
  ];
}

export function readyBlock(
  s: WalletStack,
  evmPort: number,
  note?: string,
  shell: Shell = 'web',
  mobilePort = 5174,
): string {
  const rpcFlag = evmPort === 8545 ? '' : ` --rpc ${s.urls.evm}`;
  const lines = [
    '',
    `${READY_LINE} on the local devnet.`,
    '',
    ...shellLines(s, shell, mobilePort),
    `  API         ${s.urls.web}/api  (-> ${s.urls.api})`,
    `  Hardhat     ${s.urls.evm}/<chain_name>  (one network per EVM chain; ethereum 31337 at the root)`,
    `  Explorer    ${s.devnet.evm.explorerUrl}  (the devnet's transactions)`,
    `  NFT index   ${s.devnet.evm.nftIndex.url}  (the NFT provider's stand-in; POST /ethereum/mint {"to":"0x…"})`,
    `  litecoind   ${s.urls.litecoin ?? 'not running'}${s.urls.litecoin ? '  (regtest)' : ''}`,
    `  WalletConnect ${s.urls.walletConnectRelay}  (the loopback relay dapps pair through)`,
    ...Object.entries(s.familyNodes).map(([node, url]) => `  ${node.padEnd(11)} ${url}`),
    ...(note ? [`              ${note}`] : []),
    '',
    'Fund an address (nothing is funded by itself):',
    `  npx kestrel faucet --chain ethereum 0xYOUR_ADDRESS --amount 10${rpcFlag}`,
    ...(s.urls.litecoin ? ['  npx kestrel faucet --chain litecoin YOUR_LTC_ADDRESS --amount 1'] : []),
    ...Object.keys(s.familyNodes).map(
      (node) => `  npx kestrel faucet --chain ${node} YOUR_ADDRESS --amount 5`,
    ),
    '',
    'Prices on the devnet are fixed demo prices. Press Ctrl-C to stop.',
    '',
  ];
  return lines.join('\n');
}

/** `--shell web|mobile` (default web). */
function shellArg(argv: readonly string[]): Shell {
  const i = argv.indexOf('--shell');
  if (i < 0) return 'web';
  const v = argv[i + 1];
  if (v === 'web' || v === 'mobile') return v;
  process.stderr.write('--shell must be web or mobile\n');
  process.exit(2);
}

/** The mobile shell: its production build, or with --dev its Vite dev server (hot reload). */
async function serveMobile(
  s: WalletStack,
  mobilePort: number,
  dev: boolean,
): Promise<{ url: string; stop(): Promise<void> }> {
  if (!dev) return serveMobileBuild(s.targets, mobilePort);
  const { createServer } = await import('vite');
  const server = await createServer({
    ...mobileConfig(s.targets, mobilePort),
    configFile: false,
    logLevel: 'warn',
    clearScreen: false,
    define: { 'import.meta.env.VITE_KESTREL_NETWORK': JSON.stringify('devnet') },
  });
  await server.listen();
  return { url: `http://127.0.0.1:${mobilePort}`, stop: () => server.close() };
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const shell = shellArg(process.argv);
  const evmPort = port('KESTREL_DEVNET_PORT', 8545);
  const webPort = port('KESTREL_WEB_PORT', 5173);
  const mobilePort = port('KESTREL_MOBILE_PORT', 5174);
  const infoFile = process.env.KESTREL_LITECOIN_INFO_FILE;
  const step = (t: string) => process.stdout.write(`${t}\n`);
  const started = await startWalletStack({
    evmPort,
    litecoinPort: port('KESTREL_LITECOIN_PORT', 19443),
    apiPort: port('KESTREL_API_PORT', 8787),
    walletConnectRelayPort: port('KESTREL_WC_RELAY_PORT', 8549),
    ...(dev && shell === 'web' ? { webPort } : {}),
    ...(process.env.KESTREL_API_DATABASE ? { databaseUrl: process.env.KESTREL_API_DATABASE } : {}),
    ...(infoFile ? { litecoinInfoFile: infoFile === 'none' ? false : infoFile } : {}),
    onStep: step,
  });
  let stack: WalletStack = started;
  if (!dev || shell === 'mobile') {
    step(shell === 'mobile' ? 'serving the mobile shell…' : 'building the web app (production build)…');
    try {
      const web =
        shell === 'mobile'
          ? await serveMobile(started, mobilePort, dev)
          : await serveProductionBuild(started.targets, webPort);
      stack = {
        ...started,
        urls: { ...started.urls, web: web.url },
        stop: async () => {
          await web.stop().catch(() => undefined);
          await started.stop();
        },
      };
    } catch (e) {
      await started.stop();
      throw e;
    }
  }
  process.stdout.write(readyBlock(stack, evmPort, stack.devnet.litecoinNote, shell, mobilePort));
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping…\n`);
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  // Vite's servers exit the process on SIGTERM after closing only themselves, which left litecoind
  // running: the stack's shutdown takes the signal over and stops everything it started.
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

// Run only as the entry point (the tests import READY_LINE).
if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e: unknown) => {
    process.stderr.write(`npm start failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  });
}
