// @vitest-environment happy-dom
/**
 * Home's coin list: virtualised (800 coins mount a window of rows, not 800), every row opens its
 * coin, privacy mode shows dots for every amount, and an unread balance says "unavailable".
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CoinView } from '@kestrel/ui-state/types';
import { installTestPlatform } from '../../testing/screenTest';
import { CoinList, INITIAL_ROWS } from './CoinList';

installTestPlatform();

function coins(n: number): CoinView[] {
  return Array.from({ length: n }, (_, i) => ({
    _id: `coin-${i}`,
    chain_name: 'ethereum',
    symbol: `T${i}`,
    name: `Token ${i}`,
    decimal: 18,
    address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    totalBalance: '1500000000000000000',
    balanceState: { state: 'fresh' },
  }));
}

const now = Date.now();

describe('CoinList', () => {
  it('mounts a window of rows for 800 coins, and a row opens its coin', () => {
    const onPress = vi.fn();
    render(<CoinList coins={coins(800)} currency="USD" hidden={false} now={now} onPress={onPress} />);
    const rows = screen.getAllByRole('button');
    expect(rows.length).toBeGreaterThanOrEqual(INITIAL_ROWS);
    expect(rows.length).toBeLessThan(100);
    expect(screen.getByText('1.5 T0')).toBeTruthy();
    fireEvent.click(screen.getByText('Token 3'));
    expect(onPress).toHaveBeenCalledWith(expect.objectContaining({ _id: 'coin-3' }));
  });

  it('hides every amount in privacy mode', () => {
    render(<CoinList coins={coins(5)} currency="USD" hidden now={now} onPress={() => undefined} />);
    expect(screen.getAllByLabelText('Amount hidden')).toHaveLength(5);
    expect(screen.queryByText('1.5 T0')).toBeNull();
  });

  it('never shows a zero for a balance that could not be read', () => {
    const [coin] = coins(1);
    const unread: CoinView = {
      ...coin!,
      totalBalance: undefined,
      balanceState: { state: 'unavailable', error: 'host down' },
    };
    render(<CoinList coins={[unread]} currency="USD" hidden={false} now={now} onPress={() => undefined} />);
    const state = screen.getByTestId('balance-state');
    expect(state.textContent).toBe('unavailable');
    expect(state.getAttribute('aria-label')).toBe('unavailable: host down');
    expect(screen.queryByText(/^0 /)).toBeNull();
  });
});
