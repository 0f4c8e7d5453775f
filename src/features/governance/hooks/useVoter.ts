import { useMemo } from 'react'
import type { Address } from 'viem'
import { useMulticallReads } from '../../chain-data/index.ts'
import { currentVotesRead, delegatesRead, uniBalanceRead } from '../api/governanceReads.ts'

export type Voter = {
  /** undefined while unknown; the zero address when the account never delegated. */
  delegate: Address | undefined
  votes: bigint | undefined
  uniBalance: bigint | undefined
}

/** The account's delegate, current votes and UNI balance (spec 2 §7: delegates, getCurrentVotes). */
export function useVoter(
  chainId: number | undefined,
  uni: Address | undefined,
  account: Address | undefined,
): Voter {
  const reads = useMemo(
    () =>
      uni && account
        ? [delegatesRead(uni, account), currentVotesRead(uni, account), uniBalanceRead(uni, account)]
        : [undefined, undefined, undefined],
    [uni, account],
  )
  const [delegate, votes, balance] = useMulticallReads<Address | bigint>(chainId, reads)
  return {
    delegate: delegate?.result as Address | undefined,
    votes: votes?.result as bigint | undefined,
    uniBalance: balance?.result as bigint | undefined,
  }
}
