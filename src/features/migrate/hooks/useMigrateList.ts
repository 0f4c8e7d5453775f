import { useMemo } from 'react'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { formatSignificant } from '../../../lib/format.ts'
import { useV2Positions, type V2Positions } from '../../pool-v2/index.ts'
import { migratePairPath } from '../model/migrateRoute.ts'

const LP_DIGITS = 6
const LP_DECIMALS = 18

/** One pair of the migrate list: its tokens, the LP tokens held in the wallet, and where Migrate goes. */
export type MigrateListEntry = {
  liquidityToken: Address
  pairName: string
  /** The fork's label; null for v2. */
  source: string | null
  lp: string
  to: string
}

export type MigrateList =
  | { state: 'invalid' | 'loading' | 'none' }
  | { state: 'ready'; entries: MigrateListEntry[] }

function entriesOf(positions: V2Positions, source: string | null): MigrateListEntry[] {
  if (positions.state !== 'ready') return []
  // Staked LP tokens are in the staking pool, not the wallet: only held ones can be migrated.
  return positions.cards
    .filter((card) => card.held > 0n)
    .map((card) => ({
      liquidityToken: card.liquidityToken,
      pairName: `${card.token0.symbol ?? ''}/${card.token1.symbol ?? ''}`,
      source,
      lp: formatSignificant(card.held, LP_DECIMALS, LP_DIGITS),
      to: migratePairPath(card.liquidityToken),
    }))
}

/**
 * The migrate list (spec 2 §2 "Migrate"): the account's v2 liquidity and its liquidity in the chain's v2 fork,
 * each pair once, read the way the v2 pool page reads it (its tracked pairs, saved pairs included).
 */
export function useMigrateList(chainId: number, account: Address | undefined): MigrateList {
  const fork = chainInfoOf(chainId)?.v2Fork ?? null
  const v2 = useV2Positions(chainId, account)
  const forked = useV2Positions(fork ? chainId : undefined, account, { kind: 'fork' })
  return useMemo((): MigrateList => {
    if (v2.state === 'invalid') return { state: 'invalid' }
    if (v2.state === 'loading' || (fork && forked.state === 'loading')) return { state: 'loading' }
    const entries = [...entriesOf(v2, null), ...entriesOf(forked, fork?.label ?? null)]
    return entries.length === 0 ? { state: 'none' } : { state: 'ready', entries }
  }, [v2, forked, fork])
}
