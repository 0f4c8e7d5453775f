import { createPublicClient, decodeEventLog, http, parseAbi, parseAbiItem } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createLogsStore, getLogsBetween, type LogsFilter } from './logs.ts'
import type { ReadClient } from './multicall.ts'
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
  it('reads the governor’s ProposalCreated logs in bounded ranges up to the current block', async () => {
    const block = Number(await publicClient.getBlockNumber())
    expect(titles(await getLogsBetween(publicClient, filter, 0, block, 16))).toEqual(bravoTitles)
  })

  it('splits a range the node refuses and reads the halves', async () => {
    const block = Number(await publicClient.getBlockNumber())
    const ranges: number[] = []
    // A node that refuses more than 50 blocks at a time, as many public endpoints do.
    const picky = {
      ...publicClient,
      getLogs: (params: { fromBlock: bigint; toBlock: bigint }) => {
        const span = Number(params.toBlock - params.fromBlock) + 1
        ranges.push(span)
        if (span > 50) return Promise.reject(new Error('eth_getLogs block range is too wide'))
        return publicClient.getLogs(params as Parameters<typeof publicClient.getLogs>[0])
      },
    } as unknown as ReadClient
    expect(titles(await getLogsBetween(picky, filter, 0, block))).toEqual(bravoTitles)
    expect(ranges[0]).toBe(block + 1)
    expect(ranges.some((span) => span <= 50)).toBe(true)
  })

  it('reads only the blocks after the last it read when a new block comes', async () => {
    const spans: [bigint, bigint][] = []
    const counting = {
      ...publicClient,
      getLogs: (params: { fromBlock: bigint; toBlock: bigint }) => {
        spans.push([params.fromBlock, params.toBlock])
        return publicClient.getLogs(params as Parameters<typeof publicClient.getLogs>[0])
      },
    } as unknown as ReadClient
    const store = createLogsStore(counting)
    const stop = store.watch(filter)
    const block = Number(await publicClient.getBlockNumber())
    store.setBlockNumber(block)
    await vi.waitFor(() => expect(store.result(filter).state).toBe('synced'))
    stop()
    await mined(await nodeWallet(3).sendTransaction({ to: address(4), value: 1n }))
    const again = store.watch(filter)
    store.setBlockNumber(block + 1)
    await vi.waitFor(() => expect(store.result(filter).state).toBe('synced'))
    expect(spans).toEqual([
      [0n, BigInt(block)],
      [BigInt(block + 1), BigInt(block + 1)],
    ])
    expect(titles(store.result(filter).logs ?? [])).toEqual(bravoTitles)
    again()
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
