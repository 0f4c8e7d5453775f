// Where Find pool's links go (spec 2 §2 "Find pool"): back and Manage return to the page that sent the user,
// which the migration list names with ?origin=/migrate/v2; any other origin is untrusted text and means the
// v2 pool page. Create and Add open the add form on the picked currencies.

export type FindPoolLinks = {
  /** The back arrow's and Manage's target. */
  origin: '/pool/v2' | '/migrate/v2'
  /** Null until both currencies are picked. */
  create: string | null
  add: string | null
}

const MIGRATE_ORIGIN = '/migrate/v2'
const POOL_ORIGIN = '/pool/v2'

/** `origin` as the query string gives it; the ids are currency ids ('ETH' or an address) or null. */
export function findPoolLinks(
  origin: string | null,
  currencyIdA: string | null,
  currencyIdB: string | null,
): FindPoolLinks {
  const ids = currencyIdA !== null && currencyIdB !== null ? `${currencyIdA}/${currencyIdB}` : null
  return {
    origin: origin === MIGRATE_ORIGIN ? MIGRATE_ORIGIN : POOL_ORIGIN,
    create: ids === null ? null : `/add/v2/create/${ids}`,
    add: ids === null ? null : `/add/v2/${ids}`,
  }
}
