import { useMemo } from 'react'
import { type Address, decodeAbiParameters, decodeEventLog, hexToBytes, type Log } from 'viem'
import { proposalCreatedDataAsBytes, proposalCreatedEvent } from '../../../lib/abis/governance.ts'
import {
  type CallState,
  type LogsFilter,
  type LogsState,
  useLogs,
  useMulticallReads,
} from '../../chain-data/index.ts'
import { proposalCountRead, proposalRead, proposalStateRead } from '../api/governanceReads.ts'
import {
  type Governor,
  needsProposalCount,
  proposalIdsOf,
  proposalLogsFromBlock,
} from '../model/governors.ts'
import type { ProposalRecord } from '../model/proposal.ts'
import {
  descriptionsByProposal,
  type ProposalLog,
  type ProposalView,
  proposalLogKey,
  proposalViewOf,
  sortProposals,
} from '../model/proposal.ts'
import { descriptionFromBytes, REVERSED_BYTES_START_BLOCK } from '../model/proposalText.ts'

export type Proposals = {
  proposals: ProposalView[]
  /** Every governor's count and every proposal's record are read. */
  loaded: boolean
  logsState: LogsState
}

/** The proposals' descriptions from their ProposalCreated logs (facts §15's byte repair applied where due). */
export function decodeProposalLogs(logs: readonly Log[] | undefined): ProposalLog[] {
  return (logs ?? []).flatMap((log) => {
    try {
      const { args } = decodeEventLog({ abi: [proposalCreatedEvent], data: log.data, topics: log.topics })
      const startBlock = Number(args.startBlock)
      const description =
        startBlock === REVERSED_BYTES_START_BLOCK
          ? descriptionFromBytes(
              hexToBytes(decodeAbiParameters(proposalCreatedDataAsBytes, log.data)[8]),
              startBlock,
            )
          : args.description
      return [{ governor: log.address as Address, id: args.id, description }]
    } catch {
      // A log that does not decode (a non-UTF-8 description) leaves its proposal 'Untitled'.
      return []
    }
  })
}

/** The ProposalCreated logs of all the chain's governors: one filter, so one eth_getLogs per new block. */
export function useProposalLogs(chainId: number | undefined, governors: readonly Governor[]) {
  const key = governors.map((governor) => governor.address).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is the same while its governors are
  const filter = useMemo<LogsFilter | undefined>(
    () =>
      chainId === undefined || governors.length === 0
        ? undefined
        : {
            address: governors.map((governor) => governor.address),
            event: proposalCreatedEvent,
            fromBlock: proposalLogsFromBlock(chainId),
          },
    [chainId, key],
  )
  const { state, logs } = useLogs(chainId, filter)
  const descriptions = useMemo(() => descriptionsByProposal(decodeProposalLogs(logs)), [logs])
  return { logsState: state, descriptions }
}

type Target = { governor: Governor; id: number }

/** Every proposal of the given governors (or only `only`), with their records, states and descriptions. */
export function useProposals(
  chainId: number | undefined,
  governors: readonly Governor[],
  only?: Target,
): Proposals {
  const countReads = useMemo(
    () =>
      governors.map((governor) =>
        chainId !== undefined && !only && needsProposalCount(chainId, governor.index)
          ? proposalCountRead(governor)
          : undefined,
      ),
    [chainId, governors, only],
  )
  const counts = useMulticallReads(chainId, countReads)
  const countKey = counts.map((count) => count.result?.toString() ?? '').join(',')

  // biome-ignore lint/correctness/useExhaustiveDependencies: the targets change only with the counts' values
  const targets = useMemo<Target[]>(() => {
    if (only) return [only]
    if (chainId === undefined) return []
    return governors.flatMap((governor, i) =>
      proposalIdsOf(chainId, governor.index, counts[i]?.result).map((id) => ({ governor, id })),
    )
  }, [chainId, governors, only, countKey])

  const recordReads = useMemo(() => targets.map(({ governor, id }) => proposalRead(governor, id)), [targets])
  const stateReads = useMemo(
    () => targets.map(({ governor, id }) => proposalStateRead(governor, id)),
    [targets],
  )
  const records = useMulticallReads(chainId, recordReads) as CallState<ProposalRecord | null>[]
  const states = useMulticallReads(chainId, stateReads)
  const { logsState, descriptions } = useProposalLogs(chainId, governors)

  return useMemo(() => {
    const proposals = targets.flatMap(({ governor, id }, i) => {
      const record = records[i]?.result
      if (!record) return []
      return [
        proposalViewOf({
          governor,
          id,
          record,
          stateCode: states[i]?.result,
          description: descriptions.get(proposalLogKey(governor.address, id)),
        }),
      ]
    })
    const countsLoaded = counts.every((count) => !count.valid || !count.loading)
    const recordsLoaded = records.every((record) => !record.loading)
    return { proposals: sortProposals(proposals), loaded: countsLoaded && recordsLoaded, logsState }
  }, [targets, records, states, descriptions, counts, logsState])
}
