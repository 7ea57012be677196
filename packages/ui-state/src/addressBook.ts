/**
 * The address book (named addresses per chain, in the encrypted vault) and the review's recipient
 * warnings (look-alike of a known address, the sender's own address, a contract receiving a plain
 * transfer), over @kestrel/wallet's addressBook and recipientChecks.
 */
import type { Contact, RecipientWarning, WalletSession as CoreSession } from '@kestrel/wallet';
import { getFlowEnv } from './flows';
import { session } from './hooks';
import { loadWallet, type WalletModule } from './wallet';

export type { Contact, RecipientWarning };

async function unlocked(): Promise<{ mod: WalletModule; core: CoreSession }> {
  const mod = await loadWallet();
  const core = session.unlockedCore;
  if (!core) throw new mod.VaultLockedError();
  return { mod, core };
}

/** The entries on `chainName` for the session's network. */
export async function contactsOn(chainName: string): Promise<Contact[]> {
  const { mod, core } = await unlocked();
  return mod.addressBookOn(core, chainName);
}

/** Saves a named address (validated by the chain; AddressBookError with the reason otherwise). */
export async function saveContact(chainName: string, entry: Contact): Promise<Contact[]> {
  const { mod, core } = await unlocked();
  return mod.saveContact(core, chainName, entry);
}

export async function deleteContact(chainName: string, address: string): Promise<Contact[]> {
  const { mod, core } = await unlocked();
  return mod.deleteContact(core, chainName, address);
}

/** The review's warnings for sending the coin to `recipient` (the address book's entries count as known). */
export async function recipientWarningsFor(o: {
  coinId: string;
  chainName: string;
  recipient: string;
  walletId?: string;
}): Promise<RecipientWarning[]> {
  const { mod } = await unlocked();
  const contacts = (await contactsOn(o.chainName)).map((c) => c.address);
  return mod.recipientChecks(await getFlowEnv(), {
    coinId: o.coinId,
    recipient: o.recipient,
    contacts,
    ...(o.walletId ? { walletId: o.walletId } : {}),
  });
}
