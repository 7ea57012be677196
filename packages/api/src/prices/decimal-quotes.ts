/**
 * Reads the price provider's JSON so that prices become exact decimal strings instead of passing
 * through binary floats (JSON.parse would turn 0.10000000000000001 into 0.1). The reading is the
 * `lossless-json` package's (it keeps every number's source text); what stays here is what is
 * ours: which numbers are prices (those inside `quote` objects) and how they are written.
 */
import { isLosslessNumber, parse } from 'lossless-json';

export class QuoteJsonError extends Error {
  override name = 'QuoteJsonError';
}

/**
 * Parses the provider's answer: numbers inside any `quote` object (prices, volumes, market caps)
 * become plain decimal strings; other numbers (ids, ranks, error codes) become JS numbers.
 * Anything that is not valid JSON, or nests deeper than the stack allows, is a QuoteJsonError.
 */
export function parseQuotes(text: string): unknown {
  let tree: unknown;
  try {
    tree = parse(text);
  } catch (e) {
    // lossless-json recurses: a hostile answer nested past the stack ends here as a RangeError.
    const why = e instanceof RangeError ? 'nested too deep' : (e as Error).message;
    throw new QuoteJsonError(`invalid JSON: ${why.slice(0, 120)}`);
  }
  return withDecimalQuotes(tree);
}

/** Writes a JSON number token as a plain decimal string (no exponent), keeping every digit. */
export function toPlainDecimal(raw: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(raw);
  if (!m) throw new QuoteJsonError(`not a JSON number: ${raw.slice(0, 40)}`);
  const [, sign, int = '', frac = '', exp] = m;
  if (exp === undefined) return raw;
  const digits = int + frac;
  const point = int.length + Number(exp);
  let out: string;
  if (point <= 0) out = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) out = digits + '0'.repeat(point - digits.length);
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`;
  // Tidy leading zeros of the integer part and trailing zeros introduced after the point.
  out = out.replace(/^0+(?=\d)/, '');
  if (out.includes('.')) out = out.replace(/\.?0+$/, '');
  return out === '0' || /^0?\.?0*$/.test(out) ? '0' : sign + out;
}

function withDecimalQuotes(value: unknown, insideQuote = false): unknown {
  if (isLosslessNumber(value)) return insideQuote ? toPlainDecimal(value.value) : Number(value.value);
  if (Array.isArray(value)) return value.map((v) => withDecimalQuotes(v, insideQuote));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      // defineProperty: a "__proto__" key stays an ordinary key.
      Object.defineProperty(out, k, {
        value: withDecimalQuotes(v, insideQuote || k === 'quote'),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}
