/**
 * Dropping a wallet that was never backed up loses its recovery phrase for good, so `wallet
 * delete` and `wallet create/import --replace` ask first: --yes, or "y" typed on the terminal.
 * Without a terminal and without --yes they refuse (exit 2) and change nothing.
 */
import { openSync } from 'node:fs';
import { ReadStream } from 'node:tty';
import type { Wallet } from '@kestrel/wallet/node';
import { CliError } from '../io';

/** Asks a yes/no question; null when there is no person to ask (no terminal). */
export type Confirm = (question: string) => Promise<boolean | null>;

/** Reads one line from the controlling terminal; null when stderr or /dev/tty is not a terminal. */
export function confirmOnTty(question: string): Promise<boolean | null> {
  if (!process.stderr.isTTY) return Promise.resolve(null);
  let tty: ReadStream;
  try {
    tty = new ReadStream(openSync('/dev/tty', 'r'));
  } catch {
    return Promise.resolve(null);
  }
  process.stderr.write(question);
  return new Promise((resolve) => {
    let answer = '';
    const finish = (yes: boolean) => {
      tty.destroy();
      resolve(yes);
    };
    tty.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\n') || answer.includes('\r')) finish(/^y(es)?$/i.test(answer.trim()));
    });
    tty.on('end', () => finish(false));
  });
}

function describe(wallets: readonly Wallet[]): string {
  return wallets.map((w) => `"${w.walletName}" (${w.id})`).join(', ');
}

/**
 * Asks before `wallets` are dropped when any was never backed up. Returns the ids the person
 * agreed to drop (all of them with --yes); throws CliError (exit 2) when not confirmed.
 */
export async function confirmDrop(
  wallets: readonly Wallet[],
  action: 'delete' | 'replace',
  yes: boolean,
  confirm: Confirm,
): Promise<Set<string>> {
  const unsafe = wallets.filter((w) => !w.isBackedup);
  if (yes || unsafe.length === 0) return new Set(unsafe.map((w) => w.id));
  const one = unsafe.length === 1;
  const head = one
    ? `Wallet ${describe(unsafe)} was never backed up`
    : `Wallets ${describe(unsafe)} were never backed up`;
  const it = one ? 'it and its recovery phrase' : 'them and their recovery phrases';
  const [now, would] =
    action === 'delete'
      ? [`deleting it loses its recovery phrase`, `deleting it would lose its recovery phrase`]
      : [`--replace removes ${it}`, `--replace would remove ${it}`];
  const answer = await confirm(`${head}: ${now} for good. Continue? [y/N] `);
  if (answer === true) return new Set(unsafe.map((w) => w.id));
  if (answer === false) throw new CliError('Cancelled: nothing was changed');
  throw new CliError(
    `${head}: ${would} for good. Nothing was changed: back it up first ` +
      '("kestrel wallet export-phrase --wallet ID") or confirm with --yes',
  );
}

/** Under the lock, after re-reading: refuses if another never-backed-up wallet is now affected. */
export function assertStillConfirmed(wallets: readonly Wallet[], confirmed: Set<string>, yes: boolean): void {
  if (yes) return;
  const added = wallets.filter((w) => !w.isBackedup && !confirmed.has(w.id));
  if (added.length) {
    throw new CliError(
      `Another process changed the wallets meanwhile: ${describe(added)} was never backed up and ` +
        'would be dropped without a yes. Nothing was changed: run the command again',
    );
  }
}
