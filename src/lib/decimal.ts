/**
 * `floor(value × multiplier)` for a plain decimal string such as '0.29' or '.5', computed exactly (floating
 * point would turn 0.29 × 100 into 28.999…). Null when the text is not a plain non-negative decimal.
 */
export function floorDecimalTimes(text: string, multiplier: number): number | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || text === '' || text === '.') return null
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  const scaled = BigInt(`${whole}${fraction}` || '0') * BigInt(multiplier)
  const result = scaled / 10n ** BigInt(fraction.length)
  return result > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(result)
}
