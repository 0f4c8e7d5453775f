// The position page's reads and model against the seeded positions #25–#29: badges by the spec's tick rule,
// pooled amounts, price ranges, unclaimed fees from a static collect, and the NFT metadata.
import { describe, expect, it, vi } from 'vitest'
import { positionTokenUriRead } from '../../../chain/positionReads.ts'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import { canManagePosition } from '../model/positionAccess.ts'
import { pooledAmounts } from '../model/positionAmounts.ts'
import { positionStatus } from '../model/positionStatus.ts'
import { formatRangeBounds, priceRangeOf } from '../model/priceRange.ts'
import { decodeTokenUri } from '../model/tokenUri.ts'
import { getUnclaimedFees } from './getUnclaimedFees.ts'
import { chainPositions } from './test/chainPositions.ts'

// pool-data's public entry also carries hooks: their Lingui macros and the token list validator are built
// only in the unit project; nothing here renders or validates a list.
vi.mock('@lingui/react/macro', () => ({}))
vi.mock('virtual:token-list-validator', () => ({}))

const kit = localChainKit()
const { deployment, publicClient, address } = kit
const { manager, readAll, load } = chainPositions(kit)
const BADGE = {
  inRange: 'in-range',
  outOfRange: 'out-of-range',
  closed: 'closed',
  fullRange: 'in-range',
} as const

describe('the seeded positions', () => {
  it('show the badge each fixture is seeded for', async () => {
    for (const fixture of deployment.positions) {
      const { details, pool, address: poolAddress } = await load(BigInt(fixture.tokenId))
      expect(poolAddress, `#${fixture.tokenId}`).toBe(fixture.pool)
      expect(positionStatus(details, pool.tickCurrent), `#${fixture.tokenId}`).toBe(BADGE[fixture.note])
    }
  })

  it('#25 holds both tokens, priced 1,500.6 – 2,606.1 DAI per WETH like its NFT says', async () => {
    const { details, tokens, position } = await load(25n)
    const { amount0, amount1, split } = pooledAmounts(position)
    expect(amount0.greaterThan(0) && amount1.greaterThan(0)).toBe(true)
    expect(split && split.percent0 > 0 && split.percent0 < 100).toBe(true)
    expect(formatRangeBounds(priceRangeOf(details, tokens, true))).toEqual({ min: '1,500.6', max: '2,606.1' })
    const [uri] = await readAll([positionTokenUriRead(manager, 25n)])
    const metadata = decodeTokenUri(uri)
    expect(metadata?.name).toBe('Uniswap - 0.3% - DAI/ETH - 1500.6<>2606.1')
    expect(metadata?.image?.startsWith('data:image/svg+xml;base64,')).toBe(true)
  })

  it('#28 is full range: 0 and ∞', async () => {
    const { details, tokens } = await load(28n)
    expect(formatRangeBounds(priceRangeOf(details, tokens, false))).toEqual({ min: '0', max: '∞' })
    expect(formatRangeBounds(priceRangeOf(details, tokens, true))).toEqual({ min: '0', max: '∞' })
  })

  it('#26, out of range, holds one token only', async () => {
    const { split } = pooledAmounts((await load(26n)).position)
    expect(split?.percent0 === 100 || split?.percent1 === 100).toBe(true)
  })

  it('only account 1 manages #29', async () => {
    const owner = deployment.positions.find((p) => p.tokenId === 29)?.owner ?? ''
    const access = { owner, approved: undefined, operatorForAll: false }
    expect(canManagePosition(address(1), access)).toBe(true)
    expect(canManagePosition(address(0), access)).toBe(false)
  })
})

describe('getUnclaimedFees (static collect from the owner)', () => {
  it('finds the fees the swaps earned #25 and #29, though positions() shows none owed', async () => {
    for (const [tokenId, owner] of [
      [25n, address(0)],
      [29n, address(1)],
    ] as const) {
      const fees = await getUnclaimedFees(publicClient, { positionManager: manager, tokenId, owner })
      expect(fees.amount0 > 0n && fees.amount1 > 0n, `#${tokenId}`).toBe(true)
      const { details } = await load(tokenId)
      expect([details.tokensOwed0, details.tokensOwed1]).toEqual([0n, 0n])
    }
  })

  it('is zero for the closed #27 and the out-of-range #26', async () => {
    for (const tokenId of [26n, 27n]) {
      const fees = await getUnclaimedFees(publicClient, {
        positionManager: manager,
        tokenId,
        owner: address(0),
      })
      expect(fees).toEqual({ amount0: 0n, amount1: 0n })
    }
  })

  it('fails for an owner that is not the owner (collect checks the caller)', async () => {
    await expect(
      getUnclaimedFees(publicClient, { positionManager: manager, tokenId: 25n, owner: address(1) }),
    ).rejects.toThrow()
  })
})
