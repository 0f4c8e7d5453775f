// The migrate routes (spec 2 §2 "Migrate", §8): /migrate/v2 lists the account's v2 and fork liquidity, and
// /migrate/v2/{address} migrates one pair. The address is untrusted URL text: only a 0x address (all lower
// case, all upper case, or checksummed right) names a pair to look at; anything else is logged as 'Invalid
// pair address' and sends the user back to the list. Whether the address is a pair at all is the chain's to
// answer (migratePair.ts).
import { type Address, getAddress } from 'viem'

export const MIGRATE_LIST_PATH = '/migrate/v2'
/** The list's back link. */
export const MIGRATE_BACK_PATH = '/pool/v2'
/** The list's link to import a pool, which comes back to the list. */
export const MIGRATE_IMPORT_PATH = `/pool/v2/find?origin=${MIGRATE_LIST_PATH}`
/** Spec 2 §8: logged, not shown, when the route's address is no address. */
export const INVALID_PAIR_ADDRESS_MESSAGE = 'Invalid pair address'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

export type MigrateRouteParams = { address?: string | undefined }

export type MigrateRoute =
  | { kind: 'pair'; pair: Address }
  | { kind: 'invalid'; message: typeof INVALID_PAIR_ADDRESS_MESSAGE; redirectTo: typeof MIGRATE_LIST_PATH }

/** The address as written, checksummed; null for anything else (a mixed-case address must be checksummed). */
function parseAddress(text: string | undefined): Address | null {
  if (text === undefined || !HEX_ADDRESS.test(text)) return null
  const address = getAddress(text)
  const digits = text.slice(2)
  const singleCase = digits === digits.toLowerCase() || digits === digits.toUpperCase()
  return singleCase || address === text ? address : null
}

export function parseMigrateRoute(params: MigrateRouteParams): MigrateRoute {
  const pair = parseAddress(params.address)
  return pair === null
    ? { kind: 'invalid', message: INVALID_PAIR_ADDRESS_MESSAGE, redirectTo: MIGRATE_LIST_PATH }
    : { kind: 'pair', pair }
}

export function migratePairPath(pair: Address): string {
  return `${MIGRATE_LIST_PATH}/${getAddress(pair)}`
}
