import { createPublicClient, decodeEventLog, http, parseAbi, parseAbiItem } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createLogsStore, getLogsUpTo, type LogsFilter } from './logs.ts'
import { localChainKit } from './test/localChainKit.ts'

const { deployment, publicClient, nodeWallet, mined, address } = localChainKit()

const proposalCreated = parseAbiItem(
  'event ProposalCreated(uint256 id, address proposer, address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, uint256 startBlock, uint256 endBlock, string description)',
)
const filter: LogsFilter = { address: deployment.contracts.GovernorBravo, event: proposalCreated }

function titles(logs: readonly { data: `0x${string}`; topics: readonly `0x${string}`[] }[]): string[] {
  return logs.map((log) => {
    const decoded = decodeEventLog({
      abi: parseAbi([
        'event ProposalCreated(uint256 id, address proposer, address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, uint256 startBlock, uint256 endBlock, string description)',
      ]),
      data: log.data,
      topics: [...log.topics] as [`0x${string}`, ...`0x${string}`[]],
    })
    return decoded.args.description.split('\n')[0] ?? ''
  })
}

const bravoTitles = deployment.proposals.filter((p) => p.governorIndex === 2).map((p) => `# ${p.title}`)

describe('logs reader', () => {
  it('reads the governor’s ProposalCreated logs from block 0 to the current block', async () => {
    const block = Number(await publicClient.getBlockNumber())
    expect(titles(await getLogsUpTo(publicClient, filter, block))).toEqual(bravoTitles)
  })

  it('goes invalid → loading → synced, and syncing (old logs kept) until a newer block is read', async () => {
    const store = createLogsStore(publicClient)
    expect(store.result(undefined).state).toBe('invalid')
    const stop = store.watch(filter)
    expect(store.result(filter).state).toBe('loading')
    const block = Number(await publicClient.getBlockNumber())
    store.setBlockNumber(block)
    await vi.waitFor(() => expect(store.result(filter).state).toBe('synced'))
    expect(titles(store.result(filter).logs ?? [])).toEqual(bravoTitles)

    await mined(await nodeWallet(3).sendTransaction({ to: address(4), value: 1n }))
    store.setBlockNumber(block + 1)
    expect(store.result(filter).state).toBe('syncing')
    expect(store.result(filter).logs).toHaveLength(bravoTitles.length)
    await vi.waitFor(() => expect(store.result(filter).state).toBe('synced'))
    stop()
  })

  it('is in error when the node cannot be read', async () => {
    const deadNode = createPublicClient({ transport: http('http://127.0.0.1:1', { retryCount: 0 }) })
    const store = createLogsStore(deadNode)
    store.watch(filter)
    store.setBlockNumber(10)
    await vi.waitFor(() => expect(store.result(filter)).toEqual({ state: 'error', logs: undefined }))
  })
})
