/** TVM stack entries as toncenter writes them, read strictly: a wrong shape is a provider fault. */
import { beginCell, Cell, type Address } from '@ton/core';
import { ProviderError } from '../../../net/errors';
import type { StackEntry } from '../network/index';

function fault(provider: string, what: string): never {
  throw new ProviderError(provider, 'malformed', what);
}

export function stackNumber(provider: string, e: StackEntry | undefined): bigint {
  if (!e || e[0] !== 'num' || typeof e[1] !== 'string') fault(provider, 'expected a number on the stack');
  const text = e[1];
  return text.startsWith('-') ? -BigInt(text.slice(1)) : BigInt(text);
}

export function stackCell(provider: string, e: StackEntry | undefined): Cell {
  if (!e || (e[0] !== 'cell' && e[0] !== 'slice')) fault(provider, 'expected a cell on the stack');
  const bytes = (e[1] as { bytes?: unknown }).bytes;
  try {
    const cell = Cell.fromBoc(Buffer.from(String(bytes), 'base64'))[0];
    if (cell) return cell;
  } catch {
    // fall through
  }
  return fault(provider, 'a stack cell is not a bag of cells');
}

export function stackAddress(provider: string, e: StackEntry | undefined): Address {
  try {
    return stackCell(provider, e).beginParse().loadAddress();
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    return fault(provider, 'a stack entry is not an address');
  }
}

/** An address as a get-method argument. */
export function sliceArg(address: Address): [string, string] {
  return ['tvm.Slice', beginCell().storeAddress(address).endCell().toBoc().toString('base64')];
}
