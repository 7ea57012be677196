// @vitest-environment happy-dom
/**
 * Recovery phrase and keys against the real session and in-memory vault: a wrong password is
 * refused with the vault's text and nothing is shown; the right one shows the phrase word by word;
 * Copy stays off until allowed, then goes through the shared clipboard rule (the clipboard is
 * emptied after 60 s if it still holds the phrase); a private key is shown after the password.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installTestPlatform, PASSWORD, renderScreen, TEST_PHRASE } from '../../testing/screenTest';

installTestPlatform();
const { session } = await import('@kestrel/ui-state/hooks');
const { CLIPBOARD_CLEAR_MS } = await import('@kestrel/ui-state/clipboard');
const { default: SecretsScreen } = await import('./SecretsScreen');

const WRONG = 'Wrong password: the vault was not unlocked and nothing was changed';
/** m/44'/60'/0'/0/0 key of the "abandon … about" phrase (trustwallet/wallet-core HDWallet tests, ethers.js docs). */
const ABOUT_ETH_KEY = '1ab42cc412b618bdea3a599e3c9bae199ebf030895b039e9db1e30dafb12b727';

let clipboardText = '';
const clipboard = {
  writeText: vi.fn(async (t: string) => {
    clipboardText = t;
  }),
  readText: vi.fn(async () => clipboardText),
};
Object.defineProperty(globalThis.navigator, 'clipboard', { value: clipboard, configurable: true });

async function press(name: string): Promise<void> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

afterEach(() => vi.useRealTimers());

describe('SecretsScreen', () => {
  it('refuses a wrong password, shows the phrase with the right one, copies it for 60 s only when allowed', async () => {
    await session.init();
    await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
    renderScreen(SecretsScreen);

    await press('Reveal recovery phrase');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'not the password' } });
    await press('Show recovery phrase');
    expect(await screen.findByText(WRONG)).toBeTruthy();
    expect(screen.queryAllByTestId('secret-word')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: PASSWORD } });
    await press('Show recovery phrase');
    const words = await screen.findAllByTestId('secret-word');
    expect(words.map((w) => w.textContent).join(' ')).toBe(TEST_PHRASE);

    // Copy is off until allowed.
    await press('Copy phrase');
    expect(clipboard.writeText).not.toHaveBeenCalled();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => fireEvent.click(screen.getByLabelText('Allow copying')));
    await press('Copy phrase');
    expect(clipboardText).toBe(TEST_PHRASE);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CLIPBOARD_CLEAR_MS);
    });
    expect(clipboardText).toBe('');
    vi.useRealTimers();

    await press('Done');
    expect(screen.queryAllByTestId('secret-word')).toHaveLength(0);
  });

  it('exports the active Ethereum key after the password', async () => {
    renderScreen(SecretsScreen);
    await press('Export a private key');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'ethereum' })));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: PASSWORD } });
    await press('Show private key');
    await waitFor(() =>
      expect(screen.getByTestId('secret-key').textContent?.replace(/^0x/, '')).toBe(ABOUT_ETH_KEY),
    );
  });
});
