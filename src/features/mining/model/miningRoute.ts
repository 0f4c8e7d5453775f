// The pool page's URL (spec 2 §2 "/uni/{currencyIdA}/{currencyIdB}"): each token by its currency id, the
// wrapped native coin as 'ETH' like the rest of the app's URLs; either order names the same pool.
import type { Address } from 'viem'
import type { MiningPool, MiningPoolToken } from './miningPool.ts'

const NATIVE_ID = 'ETH'

function currencyIdOf(token: MiningPoolToken, wrappedNative: Address): string {
  return token.address.toLowerCase() === wrappedNative.toLowerCase() ? NATIVE_ID : token.address
}

function matches(id: string, token: MiningPoolToken, wrappedNative: Address): boolean {
  const address = id === NATIVE_ID ? wrappedNative : id
  return address.toLowerCase() === token.address.toLowerCase()
}

export function miningPathOf(pool: MiningPool, wrappedNative: Address): string {
  const [a, b] = pool.tokens
  return `/uni/${currencyIdOf(a, wrappedNative)}/${currencyIdOf(b, wrappedNative)}`
}

/** Where to add liquidity to the pool's pair, for an account with no LP to deposit. */
export function addLiquidityPathOf(pool: MiningPool, wrappedNative: Address): string {
  const [a, b] = pool.tokens
  return `/add/v2/${currencyIdOf(a, wrappedNative)}/${currencyIdOf(b, wrappedNative)}`
}

/** The pool the URL's two ids name, in either order; null when none does. */
export function poolOfIds<P extends MiningPool>(
  pools: readonly P[],
  idA: string,
  idB: string,
  wrappedNative: Address,
): P | null {
  return (
    pools.find(({ tokens: [a, b] }) => {
      const forward = matches(idA, a, wrappedNative) && matches(idB, b, wrappedNative)
      return forward || (matches(idA, b, wrappedNative) && matches(idB, a, wrappedNative))
    }) ?? null
  )
}
