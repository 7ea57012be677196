/** Spec §5's reading of the simulation (the tolerated code, nonzero gas), fee options, max gas and custom prices. */
import { describe, expect, it } from 'vitest';
import { checkGasUnitPrice, feeOptions, maxGasFor, minGasUnitPrice, readSimulation } from './fees';

const sim = (over: Record<string, unknown>) => ({
  success: true,
  vm_status: 'Executed successfully',
  gas_used: '11',
  gas_unit_price: '100',
  ...over,
});

describe('readSimulation (spec §5, §8)', () => {
  it('takes a successful simulation', () => {
    expect(readSimulation(sim({}))).toEqual({ gasUsed: 11n, gasUnitPrice: 100n });
  });

  it('takes a failed one whose status carries 0x203ed (the gas charge no longer fits)', () => {
    const failed = sim({
      success: false,
      vm_status: 'Move abort in 0x1::transaction_validation: PROLOGUE_ECANT_PAY_GAS_DEPOSIT(0x203ed): ',
    });
    expect(readSimulation(failed)).toEqual({ gasUsed: 11n, gasUnitPrice: 100n });
  });

  it.each([
    'Move abort in 0x1::fungible_asset: EINSUFFICIENT_BALANCE(0x10004): ',
    'Out of gas',
    'Move abort in 0x1::coin: 0x203ee',
  ])('refuses any other failure (%s) with the spec text', (vm_status) => {
    expect(() => readSimulation(sim({ success: false, vm_status }))).toThrow(
      /^Simulation is failed for aptos chain$/,
    );
  });

  it.each([
    { gas_used: '0' },
    { gas_unit_price: '0' },
    { gas_used: undefined },
    { gas_unit_price: 'abc' },
    { gas_used: '-5' },
    { gas_used: 1.5 },
  ])('refuses a zero or unreadable gas figure (%o) with the spec text', (over) => {
    expect(() => readSimulation(sim(over))).toThrow(/^gas price or gas used is not valid$/);
  });
});

describe('Aptos fee figures', () => {
  it('Normal is the estimate, Recommended the prioritized one (never below Normal)', () => {
    expect(feeOptions({ gas_estimate: 100, prioritized_gas_estimate: 150 })).toEqual([
      { title: 'Normal', price: 100n },
      { title: 'Recommended', price: 150n },
    ]);
    expect(feeOptions({ gas_estimate: 100, prioritized_gas_estimate: 50 })[1]!.price).toBe(100n);
    expect(feeOptions({ gas_estimate: 100 })[1]!.price).toBe(100n);
  });

  it('max gas is the simulated gas plus 20 %, rounded up', () => {
    expect(maxGasFor(11n)).toBe(14n);
    expect(maxGasFor(10n)).toBe(12n);
    expect(maxGasFor(1011n)).toBe(1214n);
  });

  it('a custom price is at least the lowest estimate and at most the framework maximum', () => {
    const minimal = minGasUnitPrice({ gas_estimate: 100, deprioritized_gas_estimate: 90 });
    expect(minimal).toBe(90n);
    expect(checkGasUnitPrice(90n, minimal)).toBe(90n);
    expect(() => checkGasUnitPrice(89n, minimal)).toThrow(/at least 90/);
    expect(() => checkGasUnitPrice(10_000_000_001n, minimal)).toThrow(/must not exceed/);
    expect(minGasUnitPrice({ gas_estimate: 100, deprioritized_gas_estimate: 0 })).toBe(1n);
  });
});
