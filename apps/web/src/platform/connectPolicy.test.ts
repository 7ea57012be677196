import { describe, expect, it } from 'vitest';
import { connectRefusal } from './connectPolicy';

const LISTED = ['https://ethereum-rpc.publicnode.com', 'http://127.0.0.1:8545'];
const PAGE = 'http://127.0.0.1:4173';

describe('connectRefusal', () => {
  it('accepts an origin the policy lists, whatever the path, and the page itself', () => {
    expect(connectRefusal('https://ethereum-rpc.publicnode.com/some/path', PAGE, LISTED)).toBeNull();
    expect(connectRefusal('https://ethereum-rpc.publicnode.com:443/', PAGE, LISTED)).toBeNull();
    expect(connectRefusal('http://127.0.0.1:4173/rpc', PAGE, LISTED)).toBeNull();
  });

  it('refuses an origin outside the policy and says how to allow it', () => {
    const m = connectRefusal('http://127.0.0.1:1/', PAGE, LISTED);
    expect(m).toContain('does not allow http://127.0.0.1:1');
    expect(m).toContain('KESTREL_CSP_CONNECT');
    expect(connectRefusal('https://my-node.example:8443', PAGE, LISTED)).toContain(
      'https://my-node.example:8443',
    );
  });

  it('leaves non-URLs to the wallet and follows no policy when the build has none', () => {
    expect(connectRefusal('ftp//nope', PAGE, LISTED)).toBeNull();
    expect(connectRefusal('ftp://node', PAGE, LISTED)).toBeNull();
    expect(connectRefusal('http://127.0.0.1:1/', PAGE, undefined)).toBeNull();
  });
});
