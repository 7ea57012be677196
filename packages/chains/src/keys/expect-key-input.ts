/** Test helper: bad input may only ever fail as KeyInputError (a readable reason), never crash. */
import { expect } from 'vitest';
import { KeyInputError } from './types';

export function expectOnlyKeyInputError(run: () => unknown): void {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(KeyInputError);
  }
}
