/**
 * The web app's Content-Security-Policy: no inline script and no eval, connect-src computed from
 * the providers' configuration (every chain's default RPC and explorers on every network), the
 * WalletConnect relays (the devnet one is ui-state's), and the meta tag placed before any script.
 */
import { describe, expect, it } from 'vitest';
import { CHAINS, originOf } from '@kestrel/wallet';
import { DEVNET_RELAY_URL } from '@kestrel/ui-state/walletConnect';
import { connectOrigins, contentSecurityPolicy, cspPlugin, DEVNET_WC_RELAY } from '../csp';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('Content-Security-Policy', () => {
  it('scripts from the app only: no inline script, no eval; no plugin, no framing in the header', () => {
    const p = contentSecurityPolicy({ connect: ['https://rpc.example'], header: true });
    expect(directive(p, 'script-src')).toEqual(["'self'"]);
    expect(directive(p, 'style-src')).toEqual(["'self'"]);
    expect(p).not.toContain('unsafe-eval');
    expect(p).not.toContain('unsafe-inline');
    expect(directive(p, 'object-src')).toEqual(["'none'"]);
    expect(directive(p, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(contentSecurityPolicy({ connect: [] }), 'frame-ancestors')).toEqual([]);
    expect(directive(contentSecurityPolicy({ connect: [], nonce: 'abc' }), 'script-src')).toEqual([
      "'self'",
      "'nonce-abc'",
    ]);
  });

  it('connect-src holds every default provider of every chain and network, and nothing else wild', async () => {
    const origins = await connectOrigins({});
    for (const chain of CHAINS)
      for (const net of Object.values(chain.networks))
        for (const url of net?.rpc ?? []) expect(origins).toContain(originOf(url));
    expect(origins).toContain('https://api.etherscan.io');
    // Services beside RPC and explorers (FamilyProviders.services): .bnb names, Solana's lists.
    expect(origins).toEqual(
      expect.arrayContaining([
        'https://api.prd.space.id',
        'https://token-list-api.solana.cloud',
        'https://api.stakewiz.com',
      ]),
    );
    expect(origins).toContain('wss://relay.walletconnect.org');
    expect(origins.every((o) => /^(https?|wss?):\/\/[^/*]+$/.test(o))).toBe(true);
  });

  it("the devnet's WalletConnect relay is ui-state's; a configured relay, product API and extra origins join", async () => {
    expect(DEVNET_WC_RELAY).toBe(DEVNET_RELAY_URL);
    const origins = await connectOrigins({
      VITE_KESTREL_WC_RELAY: 'ws://127.0.0.1:40123/relay',
      KESTREL_CSP_CONNECT: 'https://my-node.example:8443 http://10.0.0.2:8545',
      VITE_KESTREL_API: 'https://api.kestrel.example/v1',
    });
    expect(origins).toEqual(
      expect.arrayContaining([
        'ws://127.0.0.1:40123',
        'https://my-node.example:8443',
        'http://10.0.0.2:8545',
        'https://api.kestrel.example',
      ]),
    );
  });

  it('the build puts the meta tag right after the charset, before any script', async () => {
    const plugin = cspPlugin();
    (plugin.config as (c: object, e: { command: string }) => unknown)({}, { command: 'build' });
    const html = '<head>\n<meta charset="UTF-8" />\n<script type="module" src="/a.js"></script></head>';
    const out = await (plugin.transformIndexHtml as (h: string) => Promise<string>)(html);
    const meta = out.indexOf('http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(out.indexOf('charset'));
    expect(meta).toBeLessThan(out.indexOf('<script'));
    await expect(
      (plugin.transformIndexHtml as (h: string) => Promise<string>)('<head></head>'),
    ).rejects.toThrow('no <meta charset>');
  });
});
