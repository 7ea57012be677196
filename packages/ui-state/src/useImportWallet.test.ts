// @vitest-environment happy-dom
/**
 * useImportWallet and usePasswordStep (both shells' import steps) against the real session and
 * in-memory vault. First run: a phrase failing BIP-39 is refused with the wallet's reason and
 * nothing stored; a good one leads to the password step (a short or mismatched password refused
 * there), then the wallet is stored under that password. Unlocked: a private key the chain refuses
 * is the form's error; a good one adds a wallet at once; the same phrase again names the wallet
 * that holds it, and opening it selects that wallet.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from './format';
import { session } from './hooks';
import { configurePlatform } from './platform';
import { memoryPlatform } from './testing/memoryPlatform';
import { useImportWallet } from './useImportWallet';
import { usePasswordStep } from './usePasswordStep';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const PASSWORD = 'correct horse battery';
/** Hardhat's published default account #0 key (Hardhat Network docs, "accounts"). */
const HARDHAT_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

beforeAll(async () => {
  configurePlatform(memoryPlatform({ config: { network: 'devnet' } }));
  await session.init();
}, 60_000);
afterEach(cleanup);

/** The import form over `phrase`, with the password step as the shells chain them. */
function renderImport(initial: string) {
  const log = { added: [] as boolean[], home: 0 };
  const hook = renderHook(
    ({ phrase }) => {
      const form = useImportWallet(phrase, {
        added: (f) => void log.added.push(f),
        home: () => void log.home++,
      });
      return { form, password: usePasswordStep(form.addWithPassword) };
    },
    { initialProps: { phrase: initial } },
  );
  return { ...hook, log };
}

describe('useImportWallet', () => {
  it('first run: refuses a bad phrase, asks a good password, stores the wallet', async () => {
    const { result, rerender, log } = renderImport(PHRASE.replace(/about$/, 'abandon'));
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.form.error).toBeTruthy(), { timeout: 20_000 });
    expect(result.current.form.askingPassword).toBe(false);
    expect(session.getSnapshot().status).toBe('empty');

    rerender({ phrase: PHRASE });
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.form.askingPassword).toBe(true), { timeout: 20_000 });
    expect(result.current.form.error).toBeNull();

    act(() => {
      result.current.password.setPassword('short');
      result.current.password.setConfirm('short');
    });
    act(() => result.current.password.submit());
    expect(result.current.password.error).toBe(
      `The password must have at least ${MIN_PASSWORD_LENGTH} characters`,
    );
    act(() => {
      result.current.password.setPassword(PASSWORD);
      result.current.password.setConfirm(`${PASSWORD}!`);
    });
    act(() => result.current.password.submit());
    expect(result.current.password.error).toBe('The two passwords do not match');
    expect(session.getSnapshot().status).toBe('empty');

    act(() => result.current.password.setConfirm(PASSWORD));
    act(() => result.current.password.submit());
    await waitFor(() => expect(log.added).toEqual([true]), { timeout: 20_000 });
    expect(session.getSnapshot().allWallets).toHaveLength(1);
    session.lock();
    await session.unlock(PASSWORD);
  }, 60_000);

  it('unlocked: a private key adds a wallet at once; the same phrase names its wallet, which opens', async () => {
    const { result, log } = renderImport(PHRASE);
    act(() => result.current.form.chooseMode('privateKey'));
    act(() => result.current.form.setPrivateKey('0x1234'));
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.form.error).toBeTruthy(), { timeout: 20_000 });
    expect(session.getSnapshot().allWallets).toHaveLength(1);

    act(() => result.current.form.setPrivateKey(HARDHAT_KEY_0));
    act(() => result.current.form.submit());
    await waitFor(() => expect(log.added).toEqual([false]), { timeout: 20_000 });
    expect(result.current.form.askingPassword).toBe(false);
    expect(result.current.form.privateKey).toBe('');
    expect(session.getSnapshot().allWallets).toHaveLength(2);
    expect(session.getSnapshot().currentWalletIndex).toBe(1);

    act(() => result.current.form.chooseMode('phrase'));
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.form.existing).not.toBeNull(), { timeout: 20_000 });
    const holder = session.getSnapshot().allWallets[0]!;
    expect(result.current.form.existing).toEqual({ index: 0, name: holder.walletName });
    expect(result.current.form.error).toContain(holder.walletName);
    act(() => result.current.form.openExisting());
    await waitFor(() => expect(log.home).toBe(1));
    expect(session.getSnapshot().currentWalletIndex).toBe(0);
  }, 60_000);
});
