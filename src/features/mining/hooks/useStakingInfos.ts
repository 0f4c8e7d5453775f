import { useMemo } from 'react'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { tokenBalanceRead } from '../../../chain/reads.ts'
import { type StakingPool, stakingPoolsOf } from '../../../chain/stakingPools.ts'
import { useLatestBlockTimestamp, useMulticallReads } from '../../chain-data/index.ts'
import {
  lpTotalSupplyRead,
  pairReservesRead,
  stakingAccountRead,
  stakingPoolRead,
} from '../../pool-data/index.ts'
import { type StakingInfo, type StakingReads, sortStakingInfos, stakingInfoOf } from '../model/stakingInfo.ts'
import { useMiningPrices } from './useMiningPrices.ts'

export type StakingInfos = {
  /** Active pools first. */
  infos: readonly StakingInfo<StakingPool>[]
  /** The time of the block the reads are from (unix seconds); undefined until read. */
  readAtSeconds: bigint | undefined
  /** Every pool's figures have come back at least once. */
  loaded: boolean
}

const NO_POOLS: readonly StakingPool[] = []
const POOL_READS = ['totalSupply', 'rewardRate', 'periodFinish'] as const
const ACCOUNT_READS = ['balanceOf', 'earned'] as const

/**
 * The chain's staking pools with their reward info (spec 2 §3, §7): per pool its stake, rate and end, the
 * account's stake, earnings and wallet LP, and the pair's reserves and supply for the USD figures. All are
 * multicall reads, so the whole list leaves in the block's one request and refreshes each block.
 */
export function useStakingInfos(chainId: number | undefined, account: Address | undefined): StakingInfos {
  const mainnetLike = chainInfoOf(chainId)?.mainnetLike === true
  const pools = mainnetLike ? stakingPoolsOf(chainId) : NO_POOLS
  const reads = useMemo(
    () =>
      pools.flatMap((pool) => [
        ...POOL_READS.map((name) => stakingPoolRead(pool.stakingRewards, name)),
        ...ACCOUNT_READS.map((name) =>
          account ? stakingAccountRead(pool.stakingRewards, name, account) : undefined,
        ),
        account && chainId !== undefined ? tokenBalanceRead(chainId, pool.stakingToken, account) : undefined,
        lpTotalSupplyRead(pool.stakingToken),
      ]),
    [pools, account, chainId],
  )
  const results = useMulticallReads(chainId, reads)
  const reserves = useMulticallReads(
    chainId,
    useMemo(() => pools.map((pool) => pairReservesRead(pool.stakingToken)), [pools]),
  )
  const readAtSeconds = useLatestBlockTimestamp(mainnetLike ? chainId : undefined)
  const prices = useMiningPrices(mainnetLike ? chainId : undefined)

  return useMemo((): StakingInfos => {
    const width = POOL_READS.length + ACCOUNT_READS.length + 2
    const infos = pools.map((pool, i) => {
      const at = (offset: number) => results[i * width + offset]?.result
      const poolReads: StakingReads = {
        totalStaked: at(0),
        rewardRate: at(1),
        periodFinish: at(2),
        staked: at(3),
        earned: at(4),
        unstaked: at(5),
        lpTotalSupply: at(6),
        reserves: reserves[i]?.result,
      }
      return stakingInfoOf(pool, poolReads, readAtSeconds, prices)
    })
    const loaded = infos.every((info) => info.totalStaked !== undefined && info.rewardRate !== undefined)
    return { infos: sortStakingInfos(infos), readAtSeconds, loaded }
  }, [pools, results, reserves, readAtSeconds, prices])
}
