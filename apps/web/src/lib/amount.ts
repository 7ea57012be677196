/** Smallest-unit amounts (text of a bigint) to display text with the coin's decimals. No floats. */

export function formatUnits(amount: string, decimals: number, maxFraction = 8): string | null {
  if (!/^-?\d+$/.test(amount) || !Number.isInteger(decimals) || decimals < 0) return null;
  const negative = amount.startsWith('-');
  const digits = (negative ? amount.slice(1) : amount).replace(/^0+(?=\d)/, '').padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits
    .slice(digits.length - decimals, digits.length - decimals + maxFraction)
    .replace(/0+$/, '');
  const wholeGrouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${wholeGrouped}${fraction ? `.${fraction}` : ''}`;
}
