// The add calldata sent on the seeded chain from account 0, built from the form model as the screen builds it:
// minting in an existing pool, increasing #25, creating a pool and minting in one transaction, and the
// Optimism way (Create, then Add). Each time the position read back is the one the summary showed.
import { maxUint256 } from 'viem'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { positionOwnerRead } from '../../../chain/positionReads.ts'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import { ChainNativeCurrency } from '../../../lib/sdk/sdkCurrency.ts'
import { ADD_SLIPPAGE_BPS } from '../model/addSteps.ts'
import { buildCreatePoolCall } from '../model/buildAddCall.ts'
import { deriveMintForm, type MintFormInputs } from '../model/deriveMintForm.ts'
import { INITIAL_MINT_FORM, type MintFormState } from '../model/mintFormState.ts'
import { chainAdds } from './test/chainAdds.ts'
import { chainPositions } from './test/chainPositions.ts'

// See positions.chain.test.ts: pool-data's entry brings hooks built only in the unit project.
vi.mock('@lingui/react/macro', () => ({}))
vi.mock('virtual:token-list-validator', () => ({}))

const kit = localChainKit()
const { deployment, publicClient } = kit
const positions = chainPositions(kit)
const { manager, readAll, tokenAt, load } = positions
const { owner, poolState, approveManager, sendFrom, add } = chainAdds(kit, positions)
const ETH = new ChainNativeCurrency(31337, deployment.tokens.WETH)
const [WETH, DAI, USDT, UNI] = (['WETH', 'DAI', 'USDT', 'UNI'] as const).map((s) =>
  tokenAt(deployment.tokens[s].address),
)
if (!WETH || !DAI || !USDT || !UNI) throw new Error('devchain tokens')
const typedRange = (min: string, max: string): MintFormState['range'] => ({
  min: { kind: 'typed', text: min },
  max: { kind: 'typed', text: max },
})

/** The form as the screen derives it for account 0 (balances that cover the amounts). */
function formOf(
  inputs: Pick<MintFormInputs, 'currencyA' | 'currencyB' | 'fee' | 'poolState'>,
  form: Partial<MintFormState>,
  existing: MintFormInputs['existing'] = null,
) {
  const result = deriveMintForm({
    ...inputs,
    form: { ...INITIAL_MINT_FORM, ...form },
    existing,
    account: owner,
    balances: { A: maxUint256, B: maxUint256 },
    unsupported: false,
    separateCreateStep: false,
  })
  expect(result.blocker).toBeNull()
  const { position } = result
  if (!position) throw new Error('no position')
  return { ...result, position }
}

const addCommon = async () => ({
  positionManager: manager,
  slippageBps: ADD_SLIPPAGE_BPS,
  deadline: (await publicClient.getBlock()).timestamp + 1800n,
})

beforeAll(() => approveManager([DAI, USDT, UNI]))

describe('add to an existing pool', () => {
  it('mints ETH / DAI 0.3 % at 1,800 – 2,400 with the ticks and liquidity the summary showed, refunding spare ETH', async () => {
    const pair = { currencyA: ETH, currencyB: DAI, fee: 3000, poolState: await poolState(WETH, DAI, 3000) }
    const form = formOf(pair, { typedValue: '1', range: typedRange('1800', '2400') })
    const ethBefore = await publicClient.getBalance({ address: owner })
    const { summary, event, receipt } = await add({
      ...(await addCommon()),
      kind: 'mint',
      position: form.position,
      native: ETH,
      recipient: owner,
      createPool: false,
    })
    expect(summary.amount1Desired).toBe(10n ** 18n)
    const { details } = await load(event.tokenId)
    expect(details).toMatchObject({
      token0: DAI.address,
      token1: WETH.address,
      fee: 3000,
      tickLower: summary.tickLower,
      tickUpper: summary.tickUpper,
      liquidity: summary.liquidity,
    })
    const [nftOwner] = await readAll([positionOwnerRead(manager, event.tokenId)])
    expect(nftOwner).toBe(owner)
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(ethBefore - (await publicClient.getBalance({ address: owner }))).toBe(event.amount1 + gas)
  })

  it('increases #25 by its token id: its liquidity grows by the summary’s', async () => {
    const { details, pool } = await load(25n)
    const state = {
      sqrtPriceX96: BigInt(pool.sqrtRatioX96.toString()),
      tick: pool.tickCurrent,
      liquidity: BigInt(pool.liquidity.toString()),
    }
    const existing = { tickLower: details.tickLower, tickUpper: details.tickUpper }
    const form = formOf(
      { currencyA: DAI, currencyB: ETH, fee: 3000, poolState: state },
      { typedValue: '1000' },
      existing,
    )
    const { summary } = await add({
      ...(await addCommon()),
      kind: 'increase',
      tokenId: 25n,
      position: form.position,
      native: ETH,
    })
    expect(summary).toMatchObject({
      tokenId: 25n,
      tickLower: details.tickLower,
      tickUpper: details.tickUpper,
    })
    expect((await load(25n)).details.liquidity).toBe(details.liquidity + summary.liquidity)
  })
})

describe('a new pool', () => {
  it('ETH / USDT 0.05 % (no pool yet) is created at the starting price and minted in one transaction', async () => {
    expect(await poolState(WETH, USDT, 500)).toBeNull()
    const pair = { currencyA: ETH, currencyB: USDT, fee: 500, poolState: null }
    const form = formOf(pair, {
      typedValue: '1',
      startPriceTypedValue: '2000',
      range: typedRange('1500', '2600'),
    })
    const { summary, event } = await add({
      ...(await addCommon()),
      kind: 'mint',
      position: form.position,
      native: ETH,
      recipient: owner,
      createPool: true,
    })
    expect(summary.createPool).not.toBeNull()
    const state = await poolState(WETH, USDT, 500)
    expect(state?.sqrtPriceX96).toBe(summary.createPool?.sqrtPriceX96)
    const { details } = await load(event.tokenId)
    expect(details).toMatchObject({
      fee: 500,
      tickLower: summary.tickLower,
      tickUpper: summary.tickUpper,
      liquidity: summary.liquidity,
    })
  })

  it('the Optimism way: Create DAI / UNI 1 % at the starting price, then Add to the pool it made', async () => {
    expect(await poolState(DAI, UNI, 10000)).toBeNull()
    const draft = formOf(
      { currencyA: UNI, currencyB: DAI, fee: 10000, poolState: null },
      { typedValue: '100', startPriceTypedValue: '10', range: typedRange('5', '20') },
    )
    if (!draft.pool) throw new Error('no pool')
    const create = buildCreatePoolCall(manager, draft.pool)
    await sendFrom(create.call)
    const created = await poolState(DAI, UNI, 10000)
    expect(created).toMatchObject({ sqrtPriceX96: create.summary.sqrtPriceX96, liquidity: 0n })
    const form = formOf(
      { currencyA: UNI, currencyB: DAI, fee: 10000, poolState: created },
      { typedValue: '100', range: typedRange('5', '20') },
    )
    expect(form.poolStatus).toBe('exists')
    const { summary, event } = await add({
      ...(await addCommon()),
      kind: 'mint',
      position: form.position,
      native: null,
      recipient: owner,
      createPool: false,
    })
    expect(summary.createPool).toBeNull()
    expect((await load(event.tokenId)).details).toMatchObject({
      fee: 10000,
      tickLower: summary.tickLower,
      liquidity: summary.liquidity,
    })
  })
})
