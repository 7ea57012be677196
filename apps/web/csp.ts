/**
 * The web app's Content-Security-Policy: no inline script, no eval, connect-src limited to the
 * app's own origin (the product API at /api, the devnet proxies), VITE_KESTREL_API's origin when
 * the build names an absolute product API, the origins of the configured providers
 * (`providerOrigins`: every chain's RPC endpoints, explorers and services on every network, the
 * devnet's loopback ports included), the WalletConnect relays and Verify servers, and
 * KESTREL_CSP_CONNECT (space-separated origins, e.g. the person's own RPC node).
 * Delivered as a header by the dev and preview servers and as a meta tag in the built index.html.
 */
import { randomBytes } from 'node:crypto';
import type { Connect, Plugin } from 'vite';
import type * as WalletModule from '@kestrel/wallet';

/**
 * The wallet's sources are TypeScript, which Node cannot load when the Vite CLI runs this config
 * (it leaves workspace packages to Node): tsx loads them.
 */
async function walletModule(): Promise<typeof WalletModule> {
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport('@kestrel/wallet', import.meta.url)) as typeof WalletModule;
}

/** The loopback relay `npm start` runs for the devnet (ui-state's DEVNET_RELAY_URL; a test checks). */
export const DEVNET_WC_RELAY = 'ws://127.0.0.1:8549';
/** WalletConnect's attestation (Verify API) servers, which the sign client reads. */
export const WALLETCONNECT_VERIFY = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com'];

export interface CspOptions {
  connect: readonly string[];
  /** The dev server: Vite's injected scripts and styles carry this nonce. */
  nonce?: string;
  /** Directives only a header can carry (frame-ancestors). */
  header?: boolean;
  /** Inline <style> contents allowed by their hash ('sha256-…'), for libraries that write them. */
  styleHashes?: readonly string[];
}

export function contentSecurityPolicy(o: CspOptions): string {
  const nonce = o.nonce ? ` 'nonce-${o.nonce}'` : '';
  const hashes = (o.styleHashes ?? []).map((h) => ` '${h}'`).join('');
  const directives = [
    `default-src 'self'`,
    `script-src 'self'${nonce}`,
    `style-src 'self'${nonce}${hashes}`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    `connect-src 'self' ${[...new Set(o.connect)].join(' ')}`.trimEnd(),
    `worker-src 'self'`,
    `frame-src 'none'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    ...(o.header ? [`frame-ancestors 'none'`] : []),
  ];
  return directives.join('; ');
}

/** The connect-src origins: providers from their configuration, the WalletConnect relays, extras. */
export async function connectOrigins(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const { originOf, providerOrigins, PUBLIC_RELAY_URL } = await walletModule();
  const extra = (env.KESTREL_CSP_CONNECT ?? '').split(/\s+/).filter(Boolean);
  const relays = [PUBLIC_RELAY_URL, DEVNET_WC_RELAY, env.VITE_KESTREL_WC_RELAY ?? ''];
  // The product API is this origin's /api unless the build names another (an absolute URL).
  const productApi = env.VITE_KESTREL_API ?? '';
  const listed = [...relays, productApi, ...WALLETCONNECT_VERIFY, ...extra]
    .map(originOf)
    .filter((x) => x !== null);
  return [...new Set([...(await providerOrigins()), ...listed])];
}

function withHeader(policy: () => Promise<string>): Connect.NextHandleFunction {
  return (_req, res, next) => {
    policy().then(
      (p) => {
        res.setHeader('Content-Security-Policy', p);
        next();
      },
      (e: unknown) => next(e),
    );
  };
}

/**
 * The Vite plugin: the header on the dev and preview servers, the meta tag in the build.
 * `styleHashes`: inline <style> contents the shell's libraries write (the mobile shell's).
 */
export function cspPlugin(styleHashes: readonly string[] = []): Plugin {
  let origins: Promise<string[]> | null = null;
  const connect = () => (origins ??= connectOrigins());
  const nonce = randomBytes(16).toString('base64');
  let serving = false;
  return {
    name: 'kestrel-csp',
    async config(_c, { command }) {
      serving = command === 'serve';
      // The app reads the list to refuse an own RPC endpoint the policy would block (ui-state connectPolicy.ts, through the platform's config.connectOrigins).
      const define = {
        'import.meta.env.KESTREL_CONNECT_ORIGINS': JSON.stringify((await connect()).join(' ')),
      };
      // Vite puts the nonce on the scripts and styles it injects while serving (React refresh, CSS).
      return serving ? { define, html: { cspNonce: nonce } } : { define };
    },
    configureServer(server) {
      server.middlewares.use(
        withHeader(async () =>
          contentSecurityPolicy({ connect: await connect(), nonce, header: true, styleHashes }),
        ),
      );
    },
    configurePreviewServer(server) {
      server.middlewares.use(
        withHeader(async () =>
          contentSecurityPolicy({ connect: await connect(), header: true, styleHashes }),
        ),
      );
    },
    // Right after the charset (which must come in the first 1024 bytes), before any script or style.
    async transformIndexHtml(html) {
      if (serving) return html;
      const content = contentSecurityPolicy({ connect: await connect(), styleHashes });
      const meta = `<meta http-equiv="Content-Security-Policy" content="${content}" />`;
      const out = html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${meta}`);
      if (out === html) throw new Error('index.html has no <meta charset>: the CSP meta tag has no place');
      return out;
    },
  };
}
