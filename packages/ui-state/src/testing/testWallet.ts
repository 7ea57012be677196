/**
 * The unlocked test session most hook tests start from: an in-memory platform on devnet (its
 * origin, when given, is where the shell's /api and /devnet paths are served), the session opened,
 * and the published test phrase's wallet added unless one is there already.
 */
import { session } from '../hooks';
import { configurePlatform } from '../platform';
import { memoryPlatform, type MemoryPlatform } from './memoryPlatform';

/** The published BIP-39 test phrase; never a real wallet. */
export const TEST_PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
export const TEST_PASSWORD = 'correct horse battery';

export async function openTestWallet(
  o: { origin?: () => string; password?: string } = {},
): Promise<MemoryPlatform> {
  const p = memoryPlatform({ ...(o.origin ? { origin: o.origin } : {}), config: { network: 'devnet' } });
  configurePlatform(p);
  await session.init();
  if (session.getSnapshot().status === 'empty')
    await session.addWallet(
      { kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true },
      o.password ?? TEST_PASSWORD,
    );
  return p;
}
