// @vitest-environment happy-dom
/**
 * Create a wallet against the real session (vault in memory): on first run the phrase is shown, a
 * wrong backup answer is refused, the right answers lead to the password and the wallet is stored
 * backed up; while unlocked, "Back up later" adds a wallet not backed up.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestPlatform, PASSWORD, renderScreen } from '../../testing/screenTest';

installTestPlatform();
const { session } = await import('@kestrel/ui-state/hooks');
const { default: CreateWallet } = await import('./CreateWallet');

const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

async function choosePassword(): Promise<void> {
  await screen.findByText('Choose a password');
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: PASSWORD } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: PASSWORD } });
  await press('Create password');
  await waitFor(() => expect(session.getSnapshot().status).toBe('unlocked'), { timeout: 20_000 });
}

describe('CreateWallet', () => {
  it('first run: refuses a wrong backup answer, accepts the right words, stores a backed-up wallet', async () => {
    await session.init();
    expect(session.getSnapshot().status).toBe('empty');
    renderScreen(CreateWallet);
    const words = (await screen.findAllByTestId('phrase-word')).map((w) => w.textContent ?? '');
    expect(words).toHaveLength(12);
    await press('I wrote it down');
    const fields = screen.getAllByLabelText(/^Word #\d+$/) as HTMLInputElement[];
    expect(fields).toHaveLength(3);
    for (const f of fields) fireEvent.change(f, { target: { value: 'wrong' } });
    await press('Confirm');
    screen.getByText('These words do not match your recovery phrase. Check your copy and try again.');
    for (const f of fields) {
      const n = Number(/\d+/.exec(f.getAttribute('aria-label') ?? '')?.[0]);
      fireEvent.change(f, { target: { value: ` ${words[n - 1]!.toUpperCase()} ` } });
    }
    await press('Confirm');
    await choosePassword();
    await waitFor(() => expect(session.getSnapshot().allWallets).toHaveLength(1));
    expect(session.getSnapshot().allWallets[0]?.isBackedup).toBe(true);
  });

  it('adding a wallet while unlocked: "Back up later" stores it not backed up, no password asked', async () => {
    expect(session.getSnapshot().status).toBe('unlocked');
    renderScreen(CreateWallet);
    await screen.findAllByTestId('phrase-word');
    await press('Back up later');
    await waitFor(() => expect(session.getSnapshot().allWallets).toHaveLength(2), { timeout: 20_000 });
    expect(session.getSnapshot().allWallets[1]?.isBackedup).toBe(false);
    expect(screen.queryByText('Choose a password')).toBeNull();
  });
});
