// Property test: any text from a URL never throws, and an id it yields is exactly the text it came from.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parsePositionId } from './positionId.ts'

const MAX = 2n ** 256n - 1n

describe('parsePositionId on any input', () => {
  it('never throws and yields only canonical ids in 1 … 2^256 − 1', () => {
    const input = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 90 }),
      fc.bigInt({ min: -10n, max: MAX + 10n }).map(String),
      fc.stringMatching(/^[0-9]{1,90}$/),
    )
    fc.assert(
      fc.property(input, (text) => {
        const id = parsePositionId(text)
        if (id === null) return
        expect(id > 0n && id <= MAX).toBe(true)
        expect(id.toString()).toBe(text)
      }),
    )
  })
})
