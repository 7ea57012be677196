/**
 * The shells' session over the platform port: the vault lives in the storage the platform gives
 * (here MemoryStorage), the network choice in its settings store. Real wallet package, real vault
 * encryption; the published 'abandon … about' test phrase.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { configurePlatform } from './platform';
import { WebWalletSession } from './session';
import { memoryPlatform, type MemoryPlatform } from './testing/memoryPlatform';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const PASSWORD = 'correct horse battery';

describe('session over the platform port', () => {
  let p: MemoryPlatform;
  let vaults: { read(): Promise<Uint8Array | null> }[];

  beforeEach(() => {
    vaults = [];
    p = memoryPlatform({ config: { network: 'devnet' } });
    const memoryVault = p.vaultStorage;
    // One vault per platform (a device), kept so the test can look at what was written.
    let vault: ReturnType<typeof memoryVault> | null = null;
    p.vaultStorage = (mod) => {
      vault ??= memoryVault(mod);
      vaults.push(vault);
      return vault;
    };
    configurePlatform(p);
  });

  it('first run: the vault is created in the platform storage, encrypted; lock and unlock', async () => {
    const session = new WebWalletSession();
    await session.init();
    expect(session.getSnapshot()).toMatchObject({ status: 'empty', network: 'devnet' });

    await session.addWallet({ kind: 'mnemonic', phrase: PHRASE, backedUp: true }, PASSWORD, 'created');
    const open = session.getSnapshot();
    expect(open.status).toBe('unlocked');
    expect(open.allWallets).toHaveLength(1);
    const eth = open.allWallets[0]!.coins.find((c) => c.chain_name === 'ethereum');
    expect(eth?.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94'); // the phrase's published address

    const bytes = await vaults[0]!.read();
    expect(bytes?.length).toBeGreaterThan(0);
    const text = new TextDecoder().decode(bytes!);
    expect(text).not.toContain('abandon'); // never in the clear
    expect(text).not.toContain(PASSWORD);

    session.lock();
    expect(session.getSnapshot().status).toBe('locked');
    await expect(session.unlock('wrong password')).rejects.toMatchObject({ name: 'WrongPasswordError' });
    expect(session.getSnapshot().status).toBe('locked');
    await session.unlock(PASSWORD);
    expect(session.getSnapshot().allWallets[0]?.walletName).toBe(open.allWallets[0]?.walletName);

    // A second session on the same device finds the vault through the same port.
    const again = new WebWalletSession();
    await again.init();
    expect(again.getSnapshot().status).toBe('locked');
  }, 120_000); // the vault's key derivation is slow on purpose, slower still on a shared machine

  it('a network switch is stored in the settings store and locks an open wallet', async () => {
    const session = new WebWalletSession();
    await session.init();
    await session.addWallet({ kind: 'mnemonic', phrase: PHRASE, backedUp: false }, PASSWORD);
    session.setNetwork('testnet');
    expect(p.stored.get('kestrel.network')).toBe('testnet');
    expect(session.getSnapshot()).toMatchObject({ status: 'locked', network: 'testnet' });
    expect(new WebWalletSession().getSnapshot().network).toBe('testnet'); // the next start reads it back
  }, 120_000);
});
