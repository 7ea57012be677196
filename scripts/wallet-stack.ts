/**
 * The wallet's local stack, started in order and stopped in reverse: the full devnet (Hardhat +
 * litecoind when installed), the demo quote upstream, the product API (with the demo upstream for
 * prices) and, optionally, the web app's Vite dev server with its proxies. Used by `npm start`
 * (scripts/start.ts) and the web shell's end-to-end tests.
 */
import { startApiServer, type RunningApiServer } from '@kestrel/api';
import { startFamilyNodes, startFullDevnet, startLoopbackRelay, type FullDevnet } from '@kestrel/devnet';
import { createServer, type ViteDevServer } from 'vite';
import { webConfig } from '../apps/web/vite.config';
import { startDemoQuotes, type DemoQuotes } from './demo-quotes';
import { startDemoTrade, type DemoTrade } from './demo-trade';

export interface WalletStackOptions {
  evmPort?: number;
  litecoinPort?: number;
  /** 0: a free port. */
  apiPort?: number;
  /** The web dev server's port; undefined: no web server (the e2e tests serve their own build). */
  webPort?: number;
  /** SQLite path or ':memory:' (default data/kestrel-api.sqlite at the repo root). */
  databaseUrl?: string;
  /** Where the CLI finds litecoind's credentials; false: nowhere (tests). */
  litecoinInfoFile?: string | false;
  litecoinBlockSeconds?: number;
  /** The loopback WalletConnect relay's port (0: a free port; default 0). */
  walletConnectRelayPort?: number;
  /** Called after each piece starts (progress lines). */
  onStep?: (text: string) => void;
}

export interface WalletStack {
  devnet: FullDevnet;
  api: RunningApiServer;
  quotes: DemoQuotes;
  /** The demo exchange and sell providers (deposits go to Hardhat accounts). */
  trade: DemoTrade;
  web?: ViteDevServer;
  urls: { web?: string; api: string; evm: string; litecoin?: string; walletConnectRelay: string };
  /** The other families' devnet nodes by name (ton, solana, stellar, ripple...). */
  familyNodes: Record<string, string>;
  /** Proxy targets for the web app's dev or preview server (apps/web/devProxy.ts). */
  targets: { api: string; evm: string; litecoin: () => string | undefined };
  stop(): Promise<void>;
}

export async function startWalletStack(o: WalletStackOptions = {}): Promise<WalletStack> {
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s().catch(() => undefined);
  };
  try {
    o.onStep?.('starting the devnet (Hardhat, litecoind)…');
    const devnet = await startFullDevnet({
      ...(o.evmPort !== undefined ? { port: o.evmPort } : {}),
      ...(o.litecoinPort !== undefined ? { litecoinPort: o.litecoinPort } : {}),
      ...(o.litecoinInfoFile !== undefined ? { litecoinInfoFile: o.litecoinInfoFile } : {}),
      ...(o.litecoinBlockSeconds !== undefined ? { litecoinBlockSeconds: o.litecoinBlockSeconds } : {}),
    });
    stops.push(() => devnet.stop());
    o.onStep?.('starting the other chains’ devnet nodes…');
    const families = await startFamilyNodes();
    stops.push(() => families.stop());
    const quotes = await startDemoQuotes();
    stops.push(() => quotes.close());
    const trade = await startDemoTrade();
    stops.push(() => trade.close());
    // WalletConnect's relay for dapps on the devnet (docs/wallet.md "WalletConnect").
    const relay = await startLoopbackRelay({ port: o.walletConnectRelayPort ?? 0 });
    stops.push(() => relay.stop());
    o.onStep?.('starting the product API…');
    const api = await startApiServer({
      port: o.apiPort ?? 8787,
      ...(o.databaseUrl ? { databaseUrl: o.databaseUrl } : {}),
      cmcApiKeys: ['demo'],
      cmcBaseUrl: quotes.baseUrl,
      log: false,
      // The devnet's NFT index stands in for Alchemy (docs/api.md "NFTs").
      nftUpstreams: { evm: { template: devnet.evm.nftIndex.upstreamTemplate } },
      // Demo ChangeNOW and MoonPay stand-ins (docs/api.md "Exchange", "Sell crypto").
      exchangeProviders: trade.exchangeProviders,
      sellProviders: trade.sellProviders,
    });
    stops.push(() => api.close());
    const ltcUrl = devnet.litecoin?.rpcUrlWithAuth;
    const targets = { api: api.url, evm: devnet.evm.rpcUrl, litecoin: () => ltcUrl };
    let web: ViteDevServer | undefined;
    if (o.webPort !== undefined) {
      o.onStep?.('starting the web app…');
      const config = webConfig(targets);
      web = await createServer({
        ...config,
        configFile: false,
        logLevel: 'warn',
        clearScreen: false,
        // The devnet is the default network of the wallet `npm start` serves.
        define: { 'import.meta.env.VITE_KESTREL_NETWORK': JSON.stringify('devnet') },
        server: { ...config.server, port: o.webPort, strictPort: true },
      });
      await web.listen();
      const started = web;
      stops.push(() => started.close());
    }
    return {
      devnet,
      api,
      quotes,
      trade,
      ...(web ? { web } : {}),
      urls: {
        ...(web ? { web: `http://127.0.0.1:${o.webPort}` } : {}),
        api: api.url,
        evm: devnet.evm.rpcUrl,
        ...(devnet.litecoin ? { litecoin: devnet.litecoin.rpcUrl } : {}),
        walletConnectRelay: relay.url,
      },
      familyNodes: families.urls,
      targets,
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
