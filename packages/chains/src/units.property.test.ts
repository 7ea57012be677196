/**
 * Properties of the one amount conversion (units.ts), the parser of every amount a person types
 * or a file holds: junk gets AmountInputError and nothing else, and decimal text and the smallest
 * unit convert both ways without loss, for every decimals count a chain or token uses (0..30).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountInputError, MAX_AMOUNT_UNITS, formatUnits, parseUnits } from './units';

const RUNS = { numRuns: 200 };
const decimals = fc.integer({ min: 0, max: 30 });
const amount = fc.bigInt({ min: 0n, max: MAX_AMOUNT_UNITS });

/** Decimal digits, any length in the range (fast-check's default sizes stay short). */
const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength, size: 'max' });

/** Text near the accepted grammar as well as arbitrary text: signs, exponents, separators, unicode digits. */
const amountLike = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.stringMatching(/^[-+ ]?\d{0,45}([.,]\d{0,35})?([eE][-+]?\d{1,3})?\s?$/),
  fc.tuple(digits(1, 80), digits(0, 80)).map(([w, f]) => (f ? `${w}.${f}` : w)),
  fc.constantFrom('', '.', '0.', '.5', '1e3', 'Infinity', 'NaN', '0x10', '１２', '١', '1_000', '--1', '1..2'),
);

describe('amount text (property)', () => {
  it('any text either parses to an amount within the bounds or throws AmountInputError', () => {
    fc.assert(
      fc.property(amountLike, decimals, (text, d) => {
        let units: bigint;
        try {
          units = parseUnits(text, d);
        } catch (e) {
          expect(e).toBeInstanceOf(AmountInputError);
          return;
        }
        expect(units >= 0n && units <= MAX_AMOUNT_UNITS).toBe(true);
        // Only plain ASCII decimal text is ever accepted (no exponent, sign, comma or other digits).
        expect(text.trim()).toMatch(/^(\d+(\.\d+)?|\.\d+)$/);
      }),
      RUNS,
    );
  });

  it('values of any type other than text are refused with AmountInputError', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => typeof v !== 'string'),
        decimals,
        (v, d) => {
          expect(() => parseUnits(v as string, d)).toThrow(AmountInputError);
        },
      ),
      RUNS,
    );
  });

  it('format then parse gives back the same smallest-unit amount', () => {
    fc.assert(
      fc.property(amount, decimals, (units, d) => {
        expect(parseUnits(formatUnits(units, d), d)).toBe(units);
      }),
      RUNS,
    );
  });

  it('parse then format gives the same decimal text, up to zeros that say nothing', () => {
    // At most 38 digits in all: 10^38 - 1 stays below the 2^128 - 1 bound.
    const decimalText = decimals.chain((d) =>
      fc
        .tuple(digits(1, Math.min(20, 38 - d)), digits(0, d))
        .map(([whole, frac]) => ({ d, text: frac ? `${whole}.${frac}` : whole })),
    );
    fc.assert(
      fc.property(decimalText, ({ d, text }) => {
        const canonical = text
          .replace(/^0+(?=\d)/, '')
          .replace(/(\.\d*?)0+$/, '$1')
          .replace(/\.$/, '');
        expect(formatUnits(parseUnits(text, d), d)).toBe(canonical);
      }),
      RUNS,
    );
  });

  it('an amount above 2^128 - 1 is refused, one at the bound is accepted', () => {
    expect(() => parseUnits('9'.repeat(100_000), 0)).toThrow('The amount is too large');
    fc.assert(
      fc.property(decimals, fc.bigInt({ min: 1n, max: 1n << 64n }), (d, over) => {
        expect(parseUnits(formatUnits(MAX_AMOUNT_UNITS, d), d)).toBe(MAX_AMOUNT_UNITS);
        expect(() => parseUnits(formatUnits(MAX_AMOUNT_UNITS + over, d), d)).toThrow(
          'The amount is too large',
        );
        // Leading zeros say nothing: the bound holds with them too.
        expect(parseUnits(`${'0'.repeat(100)}${formatUnits(MAX_AMOUNT_UNITS, d)}`, d)).toBe(MAX_AMOUNT_UNITS);
      }),
      RUNS,
    );
  });
});
