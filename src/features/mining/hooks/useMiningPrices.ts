import { useMemo } from 'react'
import { chainInfoOf } from '../../../chain/chains.ts'
import { useUsdPrice } from '../../pool-data/index.ts'
import type { TokenCurrency } from '../../tokens/index.ts'
import type { StakingPrices } from '../model/stakingInfo.ts'

type UsdPrice = ReturnType<typeof useUsdPrice>

const PRICE_DIGITS = 8

function usdNumber(price: UsdPrice): number | null {
  if (!price) return null
  const value = Number(price.toSignificant(PRICE_DIGITS))
  return Number.isFinite(value) ? value : null
}

/**
 * The prices the pools' USD figures need (facts §5.8's USD price): the wrapped native coin, which every pool
 * of mainnet and the devchain pairs with, and UNI for the reward APR. Other tokens count as unpriced.
 */
export function useMiningPrices(chainId: number | undefined): StakingPrices {
  const info = chainInfoOf(chainId)
  const weth = useMemo(
    (): TokenCurrency | null =>
      info ? { kind: 'token', ...info.wrappedNative, chainId: info.chainId } : null,
    [info],
  )
  const uni = useMemo((): TokenCurrency | null => {
    const address = info?.contracts.uni
    return info && address
      ? { kind: 'token', chainId: info.chainId, address, decimals: 18, symbol: 'UNI', name: 'Uniswap' }
      : null
  }, [info])
  const wethUsd = usdNumber(useUsdPrice(chainId ?? 0, weth))
  const rewardUsd = usdNumber(useUsdPrice(chainId ?? 0, uni))
  const wrapped = weth?.address.toLowerCase()
  return useMemo(
    () => ({ usdOf: (address: string) => (address.toLowerCase() === wrapped ? wethUsd : null), rewardUsd }),
    [wrapped, wethUsd, rewardUsd],
  )
}
