import { useMemo } from 'react'
import { chainInfoOf } from '../../../chain/chains.ts'
import { blockTimestampRead } from '../../../chain/reads.ts'
import { useSingleCallResult } from './useMulticallRead.ts'

/** The latest block's time (unix seconds), from the block's multicall; undefined until read. */
export function useLatestBlockTimestamp(chainId: number | undefined): bigint | undefined {
  const multicall = chainInfoOf(chainId)?.contracts.multicall
  const read = useMemo(() => (multicall ? blockTimestampRead(multicall) : undefined), [multicall])
  return useSingleCallResult(chainId, read).result
}
