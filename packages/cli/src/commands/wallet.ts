/**
 * `kestrel wallet`: a headless wallet on an encrypted vault in --store (default ~/.kestrel).
 * The password comes from KESTREL_PASSWORD or a no-echo prompt on the terminal; phrases and
 * keys come in on stdin. Output is JSON and never holds a secret, except export-phrase's answer.
 */
import {
  createWallet,
  deleteWallet,
  deleteWalletAt,
  exportPhrase,
  renameWallet,
  selectWallet,
  VaultBusyError,
  VaultConflictError,
  VaultCorruptError,
  VaultError,
  VaultNewerVersionError,
  WalletRuleError,
  WalletSession,
  type KdfPolicy,
  type Wallet,
} from '@kestrel/wallet/node';
import { DEFAULT_STORE_DIR, FileStorage } from '@kestrel/wallet/node';
import { parseOptions, type Command } from '../command';
import { CliError, type CliIO } from '../io';
import { firstLine } from '../options';
import { promptPasswordOnTty } from '../prompt';
import { assertStillConfirmed, confirmDrop, confirmOnTty, type Confirm } from './wallet-confirm';

export interface WalletCommandDeps {
  /** Asks for the password without echo; only used when KESTREL_PASSWORD is not set. */
  promptPassword?: (question: string) => Promise<string>;
  /** KDF strength; tests lower it, the real command keeps the production default. */
  kdf?: KdfPolicy;
  /** Asks before a never-backed-up wallet is dropped; null when nobody can answer (no terminal). */
  confirm?: Confirm;
}

const USAGE = [
  'kestrel wallet create [--name N] [--words 12|24] [--chains a,b] [--replace [--yes]] [--store DIR]',
  'kestrel wallet import [--name N] [--chains a,b] [--replace [--yes]] [--store DIR]  < phrase',
  'kestrel wallet import --chain C --private-key [--name N] [--store DIR]  < key',
  'kestrel wallet list [--store DIR]',
  'kestrel wallet rename --wallet ID --name N [--store DIR]',
  'kestrel wallet select --wallet ID [--store DIR]',
  'kestrel wallet delete --wallet ID [--yes] [--store DIR]',
  'kestrel wallet export-phrase --wallet ID [--store DIR]',
  'Password: KESTREL_PASSWORD, or typed at the prompt. --use-backup opens the backup copy of the vault.',
  '--yes: drop a wallet that was never backed up (its phrase is lost) without asking.',
];

const OPTIONS = {
  store: { type: 'string' },
  name: { type: 'string' },
  words: { type: 'string' },
  chains: { type: 'string' },
  chain: { type: 'string' },
  wallet: { type: 'string' },
  replace: { type: 'boolean' },
  yes: { type: 'boolean' },
  'private-key': { type: 'boolean' },
  'use-backup': { type: 'boolean' },
} as const;

/** Public view of a wallet: never a phrase, a key, or a vault reference. */
export function walletSummary(w: Wallet, current: boolean) {
  return {
    id: w.id,
    walletName: w.walletName,
    current,
    isBackedup: w.isBackedup,
    isImportWalletWithPrivateKey: w.isImportWalletWithPrivateKey,
    coins: w.coins.map((c) => ({ chain_name: c.chain_name, symbol: c.symbol, address: c.address })),
  };
}

function findWallet(session: WalletSession, ref: string | undefined): Wallet {
  if (!ref) throw new CliError('Missing required option --wallet');
  const all = session.store.getState().wallets.allWallets;
  const w = all.find((x) => x.id === ref) ?? (/^\d+$/.test(ref) ? all[Number(ref)] : undefined);
  if (!w) throw new CliError('wallet not available');
  return w;
}

/**
 * Wallet-layer refusals are bad input (exit 2); damaged data, a vault of a newer Kestrel, another
 * writer's change or a busy lock are runtime failures (exit 3).
 */
function asCliError(e: unknown): unknown {
  if (
    e instanceof VaultCorruptError ||
    e instanceof VaultNewerVersionError ||
    e instanceof VaultConflictError ||
    e instanceof VaultBusyError
  )
    return new CliError(e.message, 3);
  if (e instanceof WalletRuleError || e instanceof VaultError) return new CliError(e.message);
  return e;
}

export function createWalletCommand(deps: WalletCommandDeps = {}): Command {
  const prompt = deps.promptPassword ?? promptPasswordOnTty;
  const confirm = deps.confirm ?? confirmOnTty;

  async function password(io: CliIO, question = 'Password: '): Promise<string> {
    const fromEnv = io.env.KESTREL_PASSWORD;
    const pw = fromEnv !== undefined && fromEnv !== '' ? fromEnv : await prompt(question);
    if (!pw) throw new CliError('The password is empty');
    return pw;
  }

  /** Unlocks (no lock held while the KDF runs); changes then go through session.transact. */
  async function open(io: CliIO, dir: string, create: boolean, useBackup: boolean): Promise<WalletSession> {
    const session = await WalletSession.open(new FileStorage(dir), await password(io), {
      create,
      useBackup,
      ...(deps.kdf ? { kdf: deps.kdf } : {}),
    });
    session.autoLock.stop(); // one-shot command: no timers
    return session;
  }

  return {
    name: 'wallet',
    summary:
      'Headless wallets in an encrypted vault: create, import, list, rename, select, delete, export-phrase',
    usage: USAGE,
    async run(argv, io) {
      const { values, positionals } = parseOptions(argv, OPTIONS);
      const [sub, ...extra] = positionals;
      if (extra.length) throw new CliError(`Unexpected argument "${extra[0]}"`);
      const dir = values.store ?? DEFAULT_STORE_DIR;
      const useBackup = !!values['use-backup'];
      const yes = !!values.yes;
      const chains = values.chains
        ?.split(',')
        .map((c) => c.trim())
        .filter(Boolean);
      let session: WalletSession | null = null;
      try {
        switch (sub) {
          case 'create':
          case 'import': {
            let input: Parameters<typeof createWallet>[1] = {
              ...(values.name ? { walletName: values.name } : {}),
              ...(chains ? { chains } : {}),
              replace: !!values.replace,
            };
            if (sub === 'create') {
              if (values.words !== undefined && values.words !== '12' && values.words !== '24') {
                throw new CliError('--words must be 12 or 24');
              }
              input = { ...input, words: values.words === '24' ? 24 : 12 };
            } else {
              const text = await io.readStdin();
              if (values['private-key']) {
                if (!values.chain) throw new CliError('Missing required option --chain');
                input = { ...input, privateKey: firstLine(text, 'private key'), chain_name: values.chain };
              } else {
                input = { ...input, phrase: firstLine(text, 'recovery phrase') };
              }
            }
            const s = (session = await open(io, dir, true, useBackup));
            // Replace drops every wallet: ask first (not under the lock), check again under it.
            const dropped = input.replace ? s.store.getState().wallets.allWallets : [];
            const confirmed = await confirmDrop(dropped, 'replace', yes, confirm);
            // Read-modify-write under the store's lock: wallets other processes add meanwhile are kept.
            const w = await s.transact(async () => {
              if (input.replace) assertStillConfirmed(s.store.getState().wallets.allWallets, confirmed, yes);
              return createWallet(s, input);
            });
            io.json({ wallet: walletSummary(w, true) });
            return 0;
          }
          case 'list': {
            session = await open(io, dir, false, useBackup);
            const { allWallets, currentWalletIndex } = session.store.getState().wallets;
            io.json({ wallets: allWallets.map((w, i) => walletSummary(w, i === currentWalletIndex)) });
            return 0;
          }
          case 'rename': {
            if (!values.name) throw new CliError('Missing required option --name');
            const s = (session = await open(io, dir, false, useBackup));
            const w = findWallet(s, values.wallet);
            const name = values.name;
            await s.transact(() => renameWallet(s, w.id, name));
            io.json({ wallet: { id: w.id, walletName: s.wallet(w.id).walletName } });
            return 0;
          }
          case 'select': {
            const s = (session = await open(io, dir, false, useBackup));
            const w = findWallet(s, values.wallet);
            await s.transact(() => selectWallet(s, w.id));
            io.json({ current: w.id });
            return 0;
          }
          case 'delete': {
            const s = (session = await open(io, dir, false, useBackup));
            const w = findWallet(s, values.wallet);
            const list = s.store.getState().wallets;
            deleteWalletAt(list, list.allWallets.indexOf(w)); // the spec's refusals come before the question
            const confirmed = await confirmDrop([w], 'delete', yes, confirm);
            await s.transact(async () => {
              assertStillConfirmed([s.wallet(w.id)], confirmed, yes);
              await deleteWallet(s, w.id);
            });
            io.json({ deleted: w.id });
            return 0;
          }
          case 'export-phrase': {
            const s = (session = await open(io, dir, false, useBackup));
            const w = findWallet(s, values.wallet);
            // The password is checked again against the stored vault before the phrase leaves it.
            const again = await password(io, 'Password again: ');
            const phrase = await s.transact(() => exportPhrase(s, w.id, again));
            io.json({ wallet: w.id, phrase });
            return 0;
          }
          default:
            throw new CliError(sub ? `Unknown wallet command "${sub}"` : `Usage: ${USAGE[0]}`);
        }
      } catch (e) {
        throw asCliError(e);
      } finally {
        session?.lock();
      }
    },
  };
}

export const walletCommand: Command = createWalletCommand();
