import { erc20Abi, parseEther, parseUnits } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aggregateCalls } from './multicall.ts'
import { createMulticallEngine, type MulticallEngine } from './multicallEngine.ts'
import {
  blockTimestampRead,
  contractRead,
  decodeRead,
  nativeBalanceRead,
  quoteExactInputSingleRead,
  tokenAllowanceRead,
  tokenBalanceRead,
  tokenNonceRead,
} from './reads.ts'
import { localChainKit } from './test/localChainKit.ts'

const { deployment, publicClient, address, nodeWallet, mined } = localChainKit()
const { contracts, tokens } = deployment
const CHAIN_ID = 31337
const multicall = contracts.UniswapInterfaceMulticall

async function readAll<T>(
  reads: readonly { call: Parameters<typeof aggregateCalls>[2][number]; decode: (d: `0x${string}`) => T }[],
) {
  const answer = await aggregateCalls(
    publicClient,
    multicall,
    reads.map((read) => read.call),
  )
  return reads.map((read, i) => decodeRead(read, answer.returnData[i]))
}

let engine: MulticallEngine | undefined
afterEach(() => engine?.destroy())

describe('reads through UniswapInterfaceMulticall', () => {
  it('reads token balances, an allowance, permit nonces, the ETH balance and the block time in one call', async () => {
    const owner = address(0)
    const direct = await publicClient.readContract({
      address: tokens.DAI.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
    const block = await publicClient.getBlock()
    const [dai, usdc, allowance, nonce, eth, timestamp] = await readAll<bigint>([
      tokenBalanceRead(CHAIN_ID, tokens.DAI.address, owner),
      tokenBalanceRead(CHAIN_ID, tokens.USDC.address, address(1)),
      tokenAllowanceRead(tokens.DAI.address, owner, contracts.SwapRouter),
      tokenNonceRead(tokens.USDC.address, owner),
      nativeBalanceRead(CHAIN_ID, multicall, address(3)),
      blockTimestampRead(multicall),
    ])
    expect(dai).toBe(direct)
    expect(usdc).toBeGreaterThan(parseUnits('900000', 6))
    expect(typeof allowance).toBe('bigint')
    expect(nonce).toBe(
      await publicClient.readContract({
        address: tokens.USDC.address,
        abi: tokenNonceAbi(),
        functionName: 'nonces',
        args: [owner],
      }),
    )
    expect(eth).toBe(parseEther('10000'))
    expect(timestamp).toBe(block.timestamp)
  })

  it('quotes WETH → DAI with QuoterV2 inside the multicall, carrying 2,000,000 gas', async () => {
    const read = quoteExactInputSingleRead(CHAIN_ID, contracts.QuoterV2, {
      tokenIn: tokens.WETH.address,
      tokenOut: tokens.DAI.address,
      amountIn: parseEther('1'),
      fee: 3000,
      sqrtPriceLimitX96: 0n,
    })
    expect(read.call.gasRequired).toBe(2_000_000)
    const answer = await aggregateCalls(publicClient, multicall, [read.call])
    const quote = decodeRead(read, answer.returnData[0])
    expect(quote?.[0]).toBeGreaterThan(parseUnits('1900', 18))
    expect(quote?.[0]).toBeLessThan(parseUnits('2100', 18))
  })

  it('marks a reverting call as errored (null) without failing the others', async () => {
    const failing = quoteExactInputSingleRead(CHAIN_ID, contracts.QuoterV2, {
      tokenIn: tokens.WETH.address,
      tokenOut: tokens.MKR.address,
      amountIn: parseEther('1'),
      fee: 500,
      sqrtPriceLimitX96: 0n,
    })
    const balance = tokenBalanceRead(CHAIN_ID, tokens.DAI.address, address(1))
    const answer = await aggregateCalls(publicClient, multicall, [failing.call, balance.call])
    expect(answer.returnData[0]).toBeNull()
    expect(decodeRead(failing, answer.returnData[0])).toBeNull()
    expect(decodeRead(balance, answer.returnData[1])).toBeGreaterThan(0n)
  })

  it("yields null for a result that cannot be decoded and logs 'Result data parsing failed'", async () => {
    // MKR's name() returns bytes32; read as a string it cannot be decoded.
    const read = contractRead({ address: tokens.MKR.address, abi: erc20Abi, functionName: 'name' })
    const answer = await aggregateCalls(publicClient, multicall, [read.call])
    const log = vi.fn()
    expect(decodeRead(read, answer.returnData[0], log)).toBeNull()
    expect(log).toHaveBeenCalledWith(
      'Result data parsing failed',
      expect.objectContaining({ call: read.call }),
    )
  })

  it('marks every call of a failed chunk as errored (a multicall address that is no contract)', async () => {
    engine = createMulticallEngine({ client: publicClient, multicallAddress: address(5), debounceMs: 0 })
    const read = tokenBalanceRead(CHAIN_ID, tokens.DAI.address, address(0))
    engine.listen([read.call])
    const blockNumber = Number(await publicClient.getBlockNumber())
    engine.setBlockNumber(blockNumber)
    await vi.waitFor(() => expect(engine?.result(read.call)).toMatchObject({ data: null, blockNumber }))
  })

  it('keeps results by the block the multicall read them at, and refreshes them on a new block', async () => {
    engine = createMulticallEngine({ client: publicClient, multicallAddress: multicall, debounceMs: 0 })
    const read = blockTimestampRead(multicall)
    const stop = engine.listen([read.call])
    const first = Number(await publicClient.getBlockNumber())
    engine.setBlockNumber(first)
    await vi.waitFor(() => expect(engine?.result(read.call).blockNumber).toBe(first))
    await mined(await nodeWallet(3).sendTransaction({ to: address(4), value: 1n }))
    engine.setBlockNumber(first + 1)
    await vi.waitFor(() => expect(engine?.result(read.call).blockNumber).toBe(first + 1))
    const block = await publicClient.getBlock({ blockNumber: BigInt(first + 1) })
    expect(decodeRead(read, engine.result(read.call).data)).toBe(block.timestamp)
    stop()
  })
})

function tokenNonceAbi() {
  return [
    {
      type: 'function',
      name: 'nonces',
      stateMutability: 'view',
      inputs: [{ name: 'owner', type: 'address' }],
      outputs: [{ type: 'uint256' }],
    },
  ] as const
}
