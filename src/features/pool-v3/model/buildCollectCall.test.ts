import { maxUint128, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildCollectCall } from './buildCollectCall.ts'
import { DAI, decodeMulticall, ETH, OWNER, POSITION_MANAGER, WETH } from './test/positionFixture.ts'

const base = {
  positionManager: POSITION_MANAGER,
  tokenId: 25n,
  owner: OWNER,
  tokens: [DAI, WETH],
  fees: { amount0: 2_000_000n, amount1: 1_000n },
} as const

describe('buildCollectCall (collectCallParameters)', () => {
  it('collects everything owed to the owner as WETH: one collect with the 2^128 − 1 limits', () => {
    const call = buildCollectCall({ ...base, native: null })
    expect(call.to).toBe(POSITION_MANAGER)
    expect(call.value).toBe(0n)
    expect(decodeMulticall(call.data)).toEqual([
      {
        functionName: 'collect',
        args: [{ tokenId: 25n, recipient: OWNER, amount0Max: maxUint128, amount1Max: maxUint128 }],
      },
    ])
  })

  it('with the native side unwrapped: collect to the manager, unwrap the ETH and sweep the token to the owner', () => {
    const calls = decodeMulticall(buildCollectCall({ ...base, native: ETH }).data)
    expect(calls.map((c) => c.functionName)).toEqual(['collect', 'unwrapWETH9', 'sweepToken'])
    expect(calls[0]?.args[0]).toMatchObject({ recipient: zeroAddress })
    expect(calls[1]?.args).toEqual([1_000n, OWNER])
    expect(calls[2]?.args).toEqual([DAI.address, 2_000_000n, OWNER])
  })

  it('zero fees still build (the confirmation shows 0)', () => {
    const call = buildCollectCall({ ...base, fees: { amount0: 0n, amount1: 0n }, native: ETH })
    expect(decodeMulticall(call.data)[1]?.args).toEqual([0n, OWNER])
  })
})
