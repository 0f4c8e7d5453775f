import { describe, expect, it } from 'vitest'
import {
  INVALID_PAIR_ADDRESS_MESSAGE,
  MIGRATE_IMPORT_PATH,
  migratePairPath,
  parseMigrateRoute,
} from './migrateRoute.ts'

const PAIR = '0xEde1BDF02050b7a0E966557CAbC8CA0668d83094'
const invalid = { kind: 'invalid', message: 'Invalid pair address', redirectTo: '/migrate/v2' }

describe('parseMigrateRoute', () => {
  it('takes a checksummed, lower-case or upper-case address, and gives it checksummed', () => {
    for (const text of [PAIR, PAIR.toLowerCase(), `0x${PAIR.slice(2).toUpperCase()}`])
      expect(parseMigrateRoute({ address: text })).toEqual({ kind: 'pair', pair: PAIR })
  })

  it("logs 'Invalid pair address' and goes back to /migrate/v2 for anything else", () => {
    expect(INVALID_PAIR_ADDRESS_MESSAGE).toBe('Invalid pair address')
    const wrongChecksum = PAIR.replace('Ede1', 'ede1')
    for (const text of [
      undefined,
      '',
      'ETH',
      PAIR.slice(2),
      `${PAIR}0`,
      PAIR.slice(0, -1),
      wrongChecksum,
      ` ${PAIR}`,
      `${PAIR}/extra`,
      '0xZZe1BDF02050b7a0E966557CAbC8CA0668d83094',
    ])
      expect(parseMigrateRoute({ address: text })).toEqual(invalid)
  })
})

describe('links', () => {
  it('lead to a pair by its checksummed address, and to Find pool coming back to the list', () => {
    expect(migratePairPath(PAIR.toLowerCase() as `0x${string}`)).toBe(`/migrate/v2/${PAIR}`)
    expect(MIGRATE_IMPORT_PATH).toBe('/pool/v2/find?origin=/migrate/v2')
  })
})
