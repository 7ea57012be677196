// @vitest-environment happy-dom
/**
 * The shared confirm sequence of the staking and votes screens: prepare opens the review (busy on
 * its key meanwhile) or shows an error toast titled for the operation through the platform port
 * and opens nothing; confirm sends exactly the review, closes it, and a send that throws is a
 * 'Not sent' toast with the reason; nothing is sent without a review.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configurePlatform } from './platform';
import { memoryPlatform, type MemoryPlatform } from './testing/memoryPlatform';
import { NOT_SENT, useReviewConfirm } from './useReviewConfirm';

interface Review {
  op: string;
  fee: bigint;
}

let p: MemoryPlatform;
beforeEach(() => {
  p = memoryPlatform();
  configurePlatform(p);
});
afterEach(cleanup);

describe('useReviewConfirm', () => {
  it('prepares into the review, busy on its key meanwhile, then sends exactly that review and closes it', async () => {
    const sent: Review[] = [];
    const { result } = renderHook(() =>
      useReviewConfirm<Review, 'withdraw' | 'rewards'>(async (r) => void sent.push(r)),
    );
    let answer!: (r: Review) => void;
    let pending!: Promise<void>;
    act(() => {
      pending = result.current.prepare('withdraw', 'Cannot withdraw', () => new Promise((r) => (answer = r)));
    });
    expect(result.current.preparing).toBe('withdraw');
    expect(result.current.review).toBeNull();
    await act(async () => {
      answer({ op: 'withdraw', fee: 300n });
      await pending;
    });
    expect(result.current.preparing).toBeNull();
    expect(result.current.review).toEqual({ op: 'withdraw', fee: 300n });
    expect(result.current.reviewing).toMatchObject({ review: { op: 'withdraw', fee: 300n }, busy: false });

    await act(() => result.current.confirm());
    expect(sent).toEqual([{ op: 'withdraw', fee: 300n }]);
    expect(result.current.review).toBeNull();
    expect(result.current.sending).toBe(false);
    expect(p.toasts).toEqual([]); // the flow itself shows the send's toasts
  });

  it('a refused preparation is a toast titled for the operation, and no review opens', async () => {
    const { result } = renderHook(() => useReviewConfirm<Review, 'rewards'>(() => Promise.resolve()));
    await act(() =>
      result.current.prepare('rewards', 'Cannot claim rewards', () =>
        Promise.reject(new Error('No rewards yet')),
      ),
    );
    expect(result.current.review).toBeNull();
    expect(result.current.preparing).toBeNull();
    expect(p.toasts).toMatchObject([
      { kind: 'error', title: 'Cannot claim rewards', text: 'No rewards yet' },
    ]);
  });

  it('a send that throws is a Not sent toast and the review closes; nothing is sent without a review', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useReviewConfirm<Review, 'x'>(() => {
        calls++;
        return Promise.reject(new Error('node unreachable'));
      }),
    );
    await act(() => result.current.confirm());
    expect(calls).toBe(0);

    act(() => result.current.setReview({ op: 'vote', fee: 1n }));
    await act(() => result.current.confirm());
    expect(calls).toBe(1);
    expect(p.toasts).toMatchObject([{ kind: 'error', title: NOT_SENT, text: 'node unreachable' }]);
    expect(result.current.review).toBeNull();
    expect(result.current.sending).toBe(false);
  });
});
