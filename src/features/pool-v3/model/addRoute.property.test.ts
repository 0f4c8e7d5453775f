// Property test: any path segments never throw; what the form gets is always a currency id, a tier or nothing,
// and every redirect is a path built only from a valid currency id (URL text never reaches a path as it is).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAddRoute } from './addRoute.ts'
import { FEE_TIERS } from './feeTierShares.ts'

const WETH = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const CURRENCY_ID = /^(?:ETH|0x[0-9a-fA-F]{40})$/

const segment = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('ETH', 'eth', 'Eth', WETH, WETH.toLowerCase(), '500', '3000', '10000', '25', '0'),
  fc.stringMatching(/^0x[0-9a-fA-F]{38,42}$/),
  fc.integer({ min: -1, max: 20_000 }).map(String),
  fc.constant(undefined),
)

describe('parseAddRoute on any parameters', () => {
  it('never throws and yields only valid ids, tiers and position ids, or a safe redirect', () => {
    fc.assert(
      fc.property(
        segment,
        segment,
        segment,
        segment,
        fc.constantFrom('add' as const, 'increase' as const),
        (currencyIdA, currencyIdB, feeAmount, tokenId, mode) => {
          const result = parseAddRoute({ currencyIdA, currencyIdB, feeAmount, tokenId }, mode, WETH)
          if (result.kind === 'redirect') {
            const [, page, a, b, fee, ...rest] = result.to.split('/')
            expect(page).toBe('add')
            expect(rest).toEqual([])
            for (const id of [a, b]) if (id !== undefined) expect(id).toMatch(CURRENCY_ID)
            if (fee !== undefined) expect(FEE_TIERS).toContain(Number(fee))
            return
          }
          const { route } = result
          for (const id of [route.currencyIdA, route.currencyIdB])
            if (id !== null) expect(id).toMatch(CURRENCY_ID)
          if (route.fee !== null) expect(FEE_TIERS).toContain(route.fee)
          if (mode === 'add') expect(route.tokenId).toBeNull()
          else expect(route.tokenId !== null && route.tokenId > 0n).toBe(true)
          const { currencyIdA: a, currencyIdB: b } = route
          if (a !== null && b !== null) expect(a.toLowerCase()).not.toBe(b.toLowerCase())
        },
      ),
    )
  })
})
