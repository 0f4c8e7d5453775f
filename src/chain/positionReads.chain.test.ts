// The position manager reads against the seeded positions #25–#29: what balanceOf, tokenOfOwnerByIndex,
// positions, ownerOf, the approvals and tokenURI answer through the multicall contract.
import { parseAbi, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { aggregateCalls } from './multicall.ts'
import {
  positionApprovedRead,
  positionCountRead,
  positionIdByIndexRead,
  positionOperatorRead,
  positionOwnerRead,
  positionRead,
  positionTokenUriRead,
} from './positionReads.ts'
import { decodeRead, type ReadCall } from './reads.ts'
import { localChainKit } from './test/localChainKit.ts'

const { deployment, publicClient, address, nodeWallet, mined } = localChainKit()
const manager = deployment.contracts.NonfungiblePositionManager
const approvalAbi = parseAbi([
  'function approve(address to, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
])

async function readAll<T>(reads: readonly ReadCall<T>[]): Promise<(T | null | undefined)[]> {
  const answer = await aggregateCalls(
    publicClient,
    deployment.contracts.UniswapInterfaceMulticall,
    reads.map((read) => read.call),
  )
  return reads.map((read, i) => decodeRead(read, answer.returnData[i], () => undefined))
}

describe('position manager reads', () => {
  it('lists account 0’s positions #25–#28 and account 1’s #29', async () => {
    const [count0, count1] = await readAll([
      positionCountRead(manager, address(0)),
      positionCountRead(manager, address(1)),
    ])
    expect([count0, count1]).toEqual([4n, 1n])
    const ids0 = await readAll([0n, 1n, 2n, 3n].map((i) => positionIdByIndexRead(manager, address(0), i)))
    expect(ids0).toEqual([25n, 26n, 27n, 28n])
    expect(await readAll([positionIdByIndexRead(manager, address(1), 0n)])).toEqual([29n])
  })

  it('reads each fixture position as seeded, with its owner', async () => {
    const ids = deployment.positions.map((p) => BigInt(p.tokenId))
    const positions = await readAll(ids.map((id) => positionRead(manager, id)))
    const owners = await readAll(ids.map((id) => positionOwnerRead(manager, id)))
    deployment.positions.forEach((fixture, i) => {
      const position = positions[i]
      expect(position?.tokenId).toBe(BigInt(fixture.tokenId))
      expect(position?.fee).toBe(fixture.fee)
      expect(position?.tickLower).toBe(fixture.tickLower)
      expect(position?.tickUpper).toBe(fixture.tickUpper)
      expect(position && position.token0.toLowerCase() < position.token1.toLowerCase()).toBe(true)
      expect(position?.liquidity === 0n).toBe(fixture.note === 'closed')
      expect(owners[i]).toBe(fixture.owner)
    })
  })

  it('a position that does not exist is a failed read, not a throw', async () => {
    const [position, owner] = await readAll<unknown>([
      positionRead(manager, 999n),
      positionOwnerRead(manager, 999n),
    ])
    expect(position).toBeNull()
    expect(owner).toBeNull()
  })

  it('reads the approved address and the operator approval as they change', async () => {
    const before = await readAll<unknown>([
      positionApprovedRead(manager, 26n),
      positionOperatorRead(manager, address(0), address(4)),
    ])
    expect(before).toEqual([zeroAddress, false])
    const wallet = nodeWallet(0)
    await mined(
      await wallet.writeContract({
        address: manager,
        abi: approvalAbi,
        functionName: 'approve',
        args: [address(3), 26n],
      }),
    )
    await mined(
      await wallet.writeContract({
        address: manager,
        abi: approvalAbi,
        functionName: 'setApprovalForAll',
        args: [address(4), true],
      }),
    )
    const after = await readAll<unknown>([
      positionApprovedRead(manager, 26n),
      positionOperatorRead(manager, address(0), address(4)),
      positionRead(manager, 26n),
    ])
    expect(after[0]).toBe(address(3))
    expect(after[1]).toBe(true)
    expect((after[2] as { operator: string }).operator).toBe(address(3))
  })

  it('reads the tokenURI within its gas allowance, as a base64 JSON data URI', async () => {
    const [uri] = await readAll([positionTokenUriRead(manager, 25n)])
    expect(uri?.startsWith('data:application/json;base64,')).toBe(true)
  })
})
