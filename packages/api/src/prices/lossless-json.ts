/**
 * A JSON reader that keeps every number's source text, so upstream prices become exact decimal strings
 * instead of passing through binary floats (JSON.parse would turn 0.10000000000000001 into 0.1).
 * Pure and I/O-free.
 */

/** A number token exactly as written in the source. */
export class RawNumber {
  constructor(readonly raw: string) {}
}

export type LosslessValue =
  null | boolean | string | RawNumber | LosslessValue[] | { [key: string]: LosslessValue };

export class LosslessJsonError extends Error {
  override name = 'LosslessJsonError';
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;

export function parseLossless(text: string, maxDepth = 64): LosslessValue {
  let i = 0;
  const fail = (what: string): never => {
    throw new LosslessJsonError(`invalid JSON: ${what} at position ${i}`);
  };
  const skip = () => {
    WHITESPACE.lastIndex = i;
    WHITESPACE.exec(text);
    i = WHITESPACE.lastIndex;
  };
  const readString = (): string => {
    const start = i;
    for (i++; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) {
        i++;
        try {
          return JSON.parse(text.slice(start, i)) as string; // the platform decodes escapes exactly
        } catch {
          return fail('bad string');
        }
      }
    }
    return fail('unterminated string');
  };
  const readValue = (depth: number): LosslessValue => {
    if (depth > maxDepth) fail('nesting too deep');
    skip();
    const ch = text[i];
    if (ch === '"') return readString();
    if (ch === '{') {
      i++;
      // A null-prototype object, so a "__proto__" key is plain data.
      const obj = Object.create(null) as { [key: string]: LosslessValue };
      skip();
      if (text[i] === '}') return (i++, obj);
      for (;;) {
        skip();
        if (text[i] !== '"') fail('expected a key');
        const key = readString();
        skip();
        if (text[i++] !== ':') fail('expected ":"');
        obj[key] = readValue(depth + 1);
        skip();
        const sep = text[i++];
        if (sep === '}') return obj;
        if (sep !== ',') fail('expected "," or "}"');
      }
    }
    if (ch === '[') {
      i++;
      const arr: LosslessValue[] = [];
      skip();
      if (text[i] === ']') return (i++, arr);
      for (;;) {
        arr.push(readValue(depth + 1));
        skip();
        const sep = text[i++];
        if (sep === ']') return arr;
        if (sep !== ',') fail('expected "," or "]"');
      }
    }
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) return ((i += word.length), value);
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) return fail('unexpected character');
    i = NUMBER.lastIndex;
    return new RawNumber(m[0]);
  };
  const value = readValue(0);
  skip();
  if (i !== text.length) fail('trailing characters');
  return value;
}

/** Writes a JSON number token as a plain decimal string (no exponent), keeping every digit. */
export function toPlainDecimal(raw: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(raw);
  if (!m) throw new LosslessJsonError(`not a JSON number: ${raw.slice(0, 40)}`);
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

/**
 * Converts the tree to plain JSON: numbers inside any `quote` object (prices, volumes, market caps)
 * become decimal strings; other numbers (ids, ranks, error codes) become JS numbers.
 */
export function withDecimalQuotes(value: LosslessValue, insideQuote = false): unknown {
  if (value instanceof RawNumber) return insideQuote ? toPlainDecimal(value.raw) : Number(value.raw);
  if (Array.isArray(value)) return value.map((v) => withDecimalQuotes(v, insideQuote));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
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
