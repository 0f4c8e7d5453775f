// A node for unit tests that answers eth_call to UniswapInterfaceMulticall by asking `answer` for each inner
// call, and eth_blockNumber from `blockNumber`; it records every request, so tests can count reads.
import {
  type Address,
  createPublicClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  type Hex,
  hexToNumber,
  numberToHex,
  type PublicClient,
} from 'viem'
import { uniswapInterfaceMulticallAbi } from '../abis/uniswapInterfaceMulticall.ts'

export type InnerCall = { target: Address; gasLimit: bigint; callData: Hex }

export type FakeNodeOptions = {
  /** Return data of one inner call, or null for a revert. */
  answer?: (call: InnerCall, blockNumber: number) => Hex | null
  /** Throw to fail the whole eth_call. */
  check?: (blockNumber: number) => void
}

export type FakeMulticallNode = {
  client: PublicClient
  blockNumber: number
  /** Inner calls of every multicall received, one array per eth_call. */
  multicalls: { blockNumber: number; calls: readonly InnerCall[] }[]
  methods: string[]
}

export const FAKE_MULTICALL: Address = '0x1F98415757620B543A52E61c46B32eB19261F984'

export function fakeMulticallNode(options: FakeNodeOptions = {}): FakeMulticallNode {
  const answer = options.answer ?? ((_call: InnerCall, block: number) => numberToHex(block, { size: 32 }))
  const node: FakeMulticallNode = {
    client: createPublicClient({
      transport: custom(
        {
          request: async ({ method, params }: { method: string; params?: unknown }) => {
            node.methods.push(method)
            if (method === 'eth_chainId') return '0x1'
            if (method === 'eth_blockNumber') return numberToHex(node.blockNumber)
            if (method !== 'eth_call') throw new Error(`Unexpected ${method}`)
            const [tx, tag] = params as [{ data: Hex }, Hex | string]
            const block = tag.startsWith('0x') ? hexToNumber(tag as Hex) : node.blockNumber
            options.check?.(block)
            const decoded = decodeFunctionData({ abi: uniswapInterfaceMulticallAbi, data: tx.data })
            if (decoded.functionName !== 'multicall') throw new Error('Not a multicall')
            const calls = decoded.args[0]
            node.multicalls.push({ blockNumber: block, calls })
            return encodeFunctionResult({
              abi: uniswapInterfaceMulticallAbi,
              functionName: 'multicall',
              result: [
                BigInt(block),
                calls.map((call) => {
                  const data = answer(call, block)
                  return { success: data !== null, gasUsed: 1000n, returnData: data ?? '0x' }
                }),
              ],
            })
          },
        },
        { retryCount: 0 },
      ),
    }),
    blockNumber: 1,
    multicalls: [],
    methods: [],
  }
  return node
}
