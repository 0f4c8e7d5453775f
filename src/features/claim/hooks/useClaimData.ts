import { useEffect, useMemo } from 'react'
import type { Address } from 'viem'
import { chainInfoOf, claimDataUrlOf } from '../../../chain/chains.ts'
import { useSingleCallResult } from '../../chain-data/index.ts'
import { useRuntimeQuery } from '../../wallet/index.ts'
import { isClaimedRead, merkleRootRead } from '../api/distributorReads.ts'
import { getClaimRecord, pageFetch } from '../api/getClaimRecord.ts'
import { type ClaimAvailability, claimAvailability } from '../model/claimAvailability.ts'
import { claimLookupMessage } from '../model/claimLookupMessage.ts'
import { verifyClaimProof } from '../model/verifyClaimProof.ts'

/**
 * Whether `address` has an available claim on the chain (spec 2 §4, §5): its entry in the claim files, its
 * proof checked against the distributor's merkleRoot() and isClaimed(index), both read each block. On a chain
 * without claim files there is none. `address` null means the typed text is no address.
 */
export function useClaimData(chainId: number | null, address: Address | null): ClaimAvailability {
  const baseUrl = chainId === null ? null : claimDataUrlOf(chainId)
  const distributor = chainId === null ? undefined : chainInfoOf(chainId)?.contracts.merkleDistributor
  const supported = baseUrl !== null && distributor !== undefined
  const query = useRuntimeQuery({
    queryKey: ['claimRecord', baseUrl, address],
    queryFn: async () => (baseUrl && address ? getClaimRecord(pageFetch, baseUrl, address) : null),
    enabled: supported && address !== null,
    // A claim found is kept for the page's life; none (perhaps a download that failed) is asked again when a
    // dialog next asks for it — the files themselves are cached by the api.
    staleTime: (q) => (q.state.data ? Number.POSITIVE_INFINITY : 0),
    retry: false,
  })
  const record = query.data
  const readChain = chainId ?? undefined
  // Read only for a claim to check: an account without one adds nothing to each block's multicall.
  const rootRead = useMemo(
    () => (distributor && record ? merkleRootRead(distributor) : undefined),
    [distributor, record],
  )
  const claimedRead = useMemo(
    () => (distributor && record ? isClaimedRead(distributor, record.index) : undefined),
    [distributor, record],
  )
  const rootValue = useSingleCallResult(readChain, rootRead).result
  const claimed = useSingleCallResult(readChain, claimedRead).result
  const proofValid = useMemo(
    () => (record && address && rootValue ? verifyClaimProof(record, address, rootValue) : undefined),
    [record, address, rootValue],
  )
  useEffect(() => {
    if (proofValid === false && address)
      console.debug(claimLookupMessage({ kind: 'bad-proof', account: address }))
  }, [proofValid, address])

  if (!supported) return address ? { kind: 'none' } : { kind: 'invalid-address' }
  return claimAvailability({
    addressValid: address !== null,
    record: query.isPending ? undefined : (record ?? null),
    proofValid,
    claimed,
  })
}
