// Property test: any path segments never throw; the form gets only currency ids or nothing, the two never
// name one side of a pair, and a redirect is built only from a valid id (URL text never reaches a path as is).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAddV2Route, selectV2CurrencyPath } from './addV2Route.ts'

const WETH = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const CURRENCY_ID = /^(?:ETH|0x[0-9a-fA-F]{40})$/

const segment = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('ETH', 'eth', 'eTh', WETH, WETH.toLowerCase(), 'create', '..', '%2F', '/'),
  fc.stringMatching(/^0x[0-9a-fA-F]{38,42}$/),
  fc.constant(undefined),
)

describe('parseAddV2Route on any parameters', () => {
  it('never throws and yields only valid ids or a safe redirect', () => {
    fc.assert(
      fc.property(
        segment,
        segment,
        fc.constantFrom(WETH, null),
        fc.boolean(),
        (currencyIdA, currencyIdB, wrapped, create) => {
          const result = parseAddV2Route({ currencyIdA, currencyIdB }, wrapped, create)
          if (result.kind === 'redirect') {
            const [, add, v2, ...tail] = result.to.split('/')
            const [id, ...rest] = create ? tail.slice(1) : tail
            expect([add, v2]).toEqual(['add', 'v2'])
            if (create) expect(tail[0]).toBe('create')
            expect(id).toMatch(CURRENCY_ID)
            expect(rest).toEqual([])
            return
          }
          const { currencyIdA: a, currencyIdB: b } = result.route
          for (const id of [a, b]) if (id !== null) expect(id).toMatch(CURRENCY_ID)
          if (a !== null && b !== null) {
            expect(a.toLowerCase()).not.toBe(b.toLowerCase())
            // Picking either id again on the other side never yields a pair of one token.
            const swapped = selectV2CurrencyPath(result.route, 'B', a, wrapped, create)
              .split('/')
              .slice(create ? 4 : 3)
            expect(new Set(swapped.map((id) => id.toLowerCase())).size).toBe(swapped.length)
          }
        },
      ),
    )
  })
})
