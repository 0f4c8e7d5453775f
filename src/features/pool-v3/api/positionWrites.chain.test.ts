// The collect and remove calldata sent on the seeded chain from the owner's wallet: collect empties what is
// owed and pays the owner, remove 50 % halves the liquidity, remove 100 % may burn the NFT.
import { erc20Abi, parseAbi } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { positionCountRead, positionOwnerRead } from '../../../chain/positionReads.ts'
import { send } from '../../../chain/send.ts'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import { ChainNativeCurrency } from '../../../lib/sdk/sdkCurrency.ts'
import { buildCollectCall } from '../model/buildCollectCall.ts'
import { buildRemoveCall } from '../model/buildRemoveCall.ts'
import type { PositionCall } from '../model/positionCall.ts'
import { REMOVE_SLIPPAGE_BPS } from '../model/removePercent.ts'
import { getUnclaimedFees } from './getUnclaimedFees.ts'
import { chainPositions } from './test/chainPositions.ts'

// See positions.chain.test.ts: pool-data's entry brings hooks built only in the unit project.
vi.mock('@lingui/react/macro', () => ({}))
vi.mock('virtual:token-list-validator', () => ({}))

const kit = localChainKit()
const { deployment, publicClient, address, nodeWallet, mined } = kit
const { manager, readAll, load } = chainPositions(kit)
const { WETH, DAI } = deployment.tokens
const ETH = new ChainNativeCurrency(31337, WETH)

async function sendFrom(index: number, call: PositionCall) {
  const hash = await send(nodeWallet(index), publicClient, {
    ...call,
    account: address(index),
    chainId: 31337,
  })
  await mined(hash)
  const receipt = await publicClient.getTransactionReceipt({ hash })
  return receipt.gasUsed * receipt.effectiveGasPrice
}

const tokenBalance = (token: `0x${string}`, index: number) =>
  publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address(index)],
  })

const feesOf = (tokenId: bigint, owner: `0x${string}`) =>
  getUnclaimedFees(publicClient, { positionManager: manager, tokenId, owner })

describe('collect', () => {
  it('pays #25’s fees to the owner in DAI and ETH, and leaves nothing owed', async () => {
    const { tokens } = await load(25n)
    const fees = await feesOf(25n, address(0))
    expect(fees.amount0 > 0n && fees.amount1 > 0n).toBe(true)
    const dai = await tokenBalance(DAI.address, 0)
    const weth = await tokenBalance(WETH.address, 0)
    const eth = await publicClient.getBalance({ address: address(0) })
    const call = buildCollectCall({
      positionManager: manager,
      tokenId: 25n,
      owner: address(0),
      tokens,
      fees,
      native: ETH,
    })
    const gas = await sendFrom(0, call)
    expect(await feesOf(25n, address(0))).toEqual({ amount0: 0n, amount1: 0n })
    expect((await load(25n)).details).toMatchObject({ tokensOwed0: 0n, tokensOwed1: 0n })
    expect(await tokenBalance(DAI.address, 0)).toBe(dai + fees.amount0)
    expect(await tokenBalance(WETH.address, 0)).toBe(weth)
    expect(await publicClient.getBalance({ address: address(0) })).toBe(eth + fees.amount1 - gas)
  })

  it('collects as WETH, and an approved operator’s collect still pays the owner', async () => {
    const { tokens } = await load(29n)
    const approve = parseAbi(['function approve(address to, uint256 tokenId)'])
    await mined(
      await nodeWallet(1).writeContract({
        address: manager,
        abi: approve,
        functionName: 'approve',
        args: [address(3), 29n],
      }),
    )
    const fees = await feesOf(29n, address(1))
    const weth = await tokenBalance(WETH.address, 1)
    const call = buildCollectCall({
      positionManager: manager,
      tokenId: 29n,
      owner: address(1),
      tokens,
      fees,
      native: null,
    })
    await sendFrom(3, call)
    expect(await tokenBalance(WETH.address, 1)).toBe(weth + fees.amount1)
    expect(await feesOf(29n, address(1))).toEqual({ amount0: 0n, amount1: 0n })
  })
})

describe('remove', () => {
  const deadline = async () => (await publicClient.getBlock()).timestamp + 1800n
  const base = async (tokenId: bigint) => {
    const { position } = await load(tokenId)
    return {
      positionManager: manager,
      tokenId,
      owner: address(0),
      position,
      slippageBps: REMOVE_SLIPPAGE_BPS,
      deadline: await deadline(),
      fees: await feesOf(tokenId, address(0)),
      native: ETH,
    }
  }

  // After the collect above, so the fees owed are only those of the block since.
  it('50 % halves #25’s liquidity and collects the fees with it', async () => {
    const before = (await load(25n)).details.liquidity
    const dai = await tokenBalance(DAI.address, 0)
    const params = await base(25n)
    await sendFrom(0, buildRemoveCall({ ...params, percent: 50, burn: false }))
    const after = (await load(25n)).details
    expect(after.liquidity).toBe(before - before / 2n)
    expect([after.tokensOwed0, after.tokensOwed1]).toEqual([0n, 0n])
    expect(await feesOf(25n, address(0))).toEqual({ amount0: 0n, amount1: 0n })
    expect(await tokenBalance(DAI.address, 0)).toBeGreaterThan(dai + params.fees.amount0)
  })

  it('100 % with burn empties #26 and burns its NFT', async () => {
    await sendFrom(0, buildRemoveCall({ ...(await base(26n)), percent: 100, burn: true }))
    const [owner, count] = await readAll<unknown>([
      positionOwnerRead(manager, 26n),
      positionCountRead(manager, address(0)),
    ])
    expect(owner).toBeNull()
    expect(count).toBe(3n)
  })

  it('100 % without burn keeps #28 as a closed position', async () => {
    await sendFrom(0, buildRemoveCall({ ...(await base(28n)), percent: 100, burn: false }))
    expect((await load(28n)).details.liquidity).toBe(0n)
    const [owner] = await readAll([positionOwnerRead(manager, 28n)])
    expect(owner).toBe(address(0))
  })
})
