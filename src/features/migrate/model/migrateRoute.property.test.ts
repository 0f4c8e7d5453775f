// Property test: any route text never throws, and yields either a checksummed address that reads back as
// itself, or the redirect to the list; a path is only ever built from an address, never from URL text.
import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { migratePairPath, parseMigrateRoute } from './migrateRoute.ts'

const PAIR = '0xEde1BDF02050b7a0E966557CAbC8CA0668d83094'

const segment = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.stringMatching(/^0x[0-9a-fA-F]{38,42}$/),
  fc.constantFrom(PAIR, PAIR.toLowerCase(), '..', '%2F', '/', `${PAIR}/..`, 'x'.repeat(10_000)),
  fc.constant(undefined),
)

describe('parseMigrateRoute on any text', () => {
  it('never throws; yields a checksummed address or the redirect', () => {
    fc.assert(
      fc.property(segment, (address) => {
        const route = parseMigrateRoute({ address })
        if (route.kind === 'invalid') {
          expect(route.redirectTo).toBe('/migrate/v2')
          return
        }
        expect(route.pair).toBe(getAddress(route.pair))
        expect(route.pair.toLowerCase()).toBe(address?.toLowerCase())
        expect(migratePairPath(route.pair)).toMatch(/^\/migrate\/v2\/0x[0-9a-fA-F]{40}$/)
      }),
    )
  })
})
