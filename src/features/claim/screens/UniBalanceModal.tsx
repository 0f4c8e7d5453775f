import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { type Address, erc20Abi } from 'viem'
import { chainInfoOf, claimDataUrlOf } from '../../../chain/chains.ts'
import { contractRead } from '../../../chain/reads.ts'
import { stakingPoolsOf } from '../../../chain/stakingPools.ts'
import { Modal } from '../../../ui/index.ts'
import {
  useLatestBlockTimestamp,
  useMulticallReads,
  useSingleCallResult,
  useTokenBalances,
} from '../../chain-data/index.ts'
import { stakingAccountRead, useUsdPrice } from '../../pool-data/index.ts'
import type { Currency } from '../../tokens/index.ts'
import { UniBalanceView } from '../components/UniBalanceView.tsx'
import { circulatingSupply } from '../model/circulatingSupply.ts'
import { formatUni } from '../model/formatUni.ts'

export type UniBalanceModalProps = {
  chainId: number
  account: Address
  /** The account's unclaimed airdrop (0 when it has none). */
  unclaimedAirdrop: bigint
  onClose: () => void
}

const known = (value: bigint | undefined) => (value === undefined ? null : formatUni(value))

/**
 * The UNI balance dialog (spec 1 §2 header, spec 2 §2): the account's UNI and unclaimed UNI, UNI's price in
 * USD, total supply and circulating supply (spec 1 §9: computed where the airdrop is, from the schedules, less
 * what the distributor still holds; elsewhere the total supply).
 */
export function UniBalanceModal({ chainId, account, unclaimedAirdrop, onClose }: UniBalanceModalProps) {
  const { t } = useLingui()
  const contracts = chainInfoOf(chainId)?.contracts
  const uni = contracts?.uni
  const distributor = contracts?.merkleDistributor
  const uniList = useMemo(() => (uni ? [uni] : []), [uni])
  const balance = useTokenBalances(chainId, account, uniList)[uni ?? '0x']?.result
  const undistributed = useTokenBalances(chainId, distributor, uniList)[uni ?? '0x']?.result
  const supplyRead = useMemo(
    () => (uni ? contractRead({ address: uni, abi: erc20Abi, functionName: 'totalSupply' }) : undefined),
    [uni],
  )
  const totalSupply = useSingleCallResult(chainId, supplyRead).result
  const time = useLatestBlockTimestamp(chainId)
  const currency = useMemo(
    (): Currency | null =>
      uni ? { kind: 'token', chainId, address: uni, decimals: 18, symbol: 'UNI', name: 'Uniswap' } : null,
    [chainId, uni],
  )
  const price = useUsdPrice(chainId, currency)
  // Unclaimed is the airdrop plus what the account has earned in every staking pool (spec 1 §2).
  const earnedReads = useMemo(
    () => stakingPoolsOf(chainId).map((pool) => stakingAccountRead(pool.stakingRewards, 'earned', account)),
    [chainId, account],
  )
  const earned = useMulticallReads(chainId, earnedReads)
  const unclaimed = earned.reduce((sum, read) => sum + (read.result ?? 0n), unclaimedAirdrop)
  const circulating =
    claimDataUrlOf(chainId) === null
      ? totalSupply
      : time !== undefined && undistributed !== undefined
        ? circulatingSupply(time, undistributed)
        : undefined
  return (
    <Modal title={t`Your UNI Breakdown`} closeLabel={t`Close`} onClose={onClose}>
      <UniBalanceView
        balance={known(balance)}
        unclaimed={formatUni(unclaimed)}
        priceUsd={price ? Number(price.toSignificant(8)) : null}
        totalSupply={known(totalSupply)}
        circulatingSupply={known(circulating)}
        onNavigate={onClose}
      />
    </Modal>
  )
}
