import { describe, expect, it } from 'vitest'
import { parsePositionId } from './positionId.ts'

describe('parsePositionId', () => {
  it('reads a decimal id', () => {
    expect(parsePositionId('25')).toBe(25n)
    expect(parsePositionId('1')).toBe(1n)
  })

  it('rejects zero (an invalid or zero tokenId redirects to /pool)', () => {
    expect(parsePositionId('0')).toBeNull()
  })

  it('rejects hex, signs, spaces, decimals and exponents', () => {
    for (const junk of ['0x19', '-25', '+25', ' 25', '25 ', '25.0', '2.5e1', '1e3', '', 'abc'])
      expect(parsePositionId(junk), junk).toBeNull()
  })

  it('rejects junk after the id and leading zeros', () => {
    expect(parsePositionId('25abc')).toBeNull()
    expect(parsePositionId('25/remove')).toBeNull()
    expect(parsePositionId('025')).toBeNull()
  })

  it('accepts 2^256 − 1 and rejects anything larger', () => {
    const max = 2n ** 256n - 1n
    expect(parsePositionId(max.toString())).toBe(max)
    expect(parsePositionId((max + 1n).toString())).toBeNull()
    expect(parsePositionId('9'.repeat(79))).toBeNull()
    expect(parsePositionId('9'.repeat(5000))).toBeNull()
  })

  it('is undefined-safe (a missing route parameter)', () => {
    expect(parsePositionId(undefined)).toBeNull()
  })
})
