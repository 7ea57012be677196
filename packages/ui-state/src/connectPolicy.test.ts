import { describe, expect, it } from 'vitest';
import { connectRefusal } from './connectPolicy';
import { configurePlatform } from './platform';
import { memoryPlatform } from './testing/memoryPlatform';

const LISTED = ['https://ethereum-rpc.publicnode.com', 'http://127.0.0.1:8545'];
const PAGE = 'http://127.0.0.1:4173';

describe('connectRefusal', () => {
  it('accepts an origin the policy lists, whatever the path, and the page itself', () => {
    expect(
      connectRefusal('https://ethereum-rpc.publicnode.com/some/path', { pageOrigin: PAGE, listed: LISTED }),
    ).toBeNull();
    expect(
      connectRefusal('https://ethereum-rpc.publicnode.com:443/', { pageOrigin: PAGE, listed: LISTED }),
    ).toBeNull();
    expect(connectRefusal('http://127.0.0.1:4173/rpc', { pageOrigin: PAGE, listed: LISTED })).toBeNull();
  });

  it('refuses an origin outside the policy and says how to allow it', () => {
    const m = connectRefusal('http://127.0.0.1:1/', { pageOrigin: PAGE, listed: LISTED });
    expect(m).toContain('does not allow http://127.0.0.1:1');
    expect(m).toContain('KESTREL_CSP_CONNECT');
    expect(connectRefusal('https://my-node.example:8443', { pageOrigin: PAGE, listed: LISTED })).toContain(
      'https://my-node.example:8443',
    );
  });

  it('leaves non-URLs to the wallet and follows no policy when the build has none', () => {
    expect(connectRefusal('ftp//nope', { pageOrigin: PAGE, listed: LISTED })).toBeNull();
    expect(connectRefusal('ftp://node', { pageOrigin: PAGE, listed: LISTED })).toBeNull();
    expect(connectRefusal('http://127.0.0.1:1/', { pageOrigin: PAGE, listed: undefined })).toBeNull();
  });

  it("by default follows the installed shell's policy (config.connectOrigins) and its origin", () => {
    configurePlatform(memoryPlatform({ origin: () => PAGE, config: { connectOrigins: LISTED.join(' ') } }));
    expect(connectRefusal('https://ethereum-rpc.publicnode.com/x')).toBeNull();
    expect(connectRefusal(`${PAGE}/devnet/evm`)).toBeNull();
    expect(connectRefusal('https://my-node.example:8443')).toContain(
      'does not allow https://my-node.example:8443',
    );
    configurePlatform(memoryPlatform({ origin: () => PAGE, config: {} }));
    expect(connectRefusal('https://my-node.example:8443')).toBeNull();
  });
});
