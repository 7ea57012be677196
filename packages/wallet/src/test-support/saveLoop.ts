/** Child process for the crash test: saves in a loop and reports each completed save on stdout. */
import { WalletSession } from '../flows/session';
import { walletsActions } from '../store/slices/wallets';
import { FileStorage } from '../vault/fileStorage';
import { FAST_KDF, PASSWORD } from './fixtures';

const dir = process.argv[2] as string;
const session = await WalletSession.open(new FileStorage(dir), PASSWORD, { create: true, kdf: FAST_KDF });
for (let i = 1; ; i++) {
  session.store.dispatch(walletsActions.setMasterClientId(`save-${i}`));
  await session.save();
  process.stdout.write(`saved ${i}\n`);
}
