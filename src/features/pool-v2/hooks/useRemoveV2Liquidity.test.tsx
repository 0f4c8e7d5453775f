// @vitest-environment happy-dom
// The remove v2 screen's hook with its real form, approval and flow; the chain reads, the token lookup and the
// writes are stood in: a WETH/DAI pair on mainnet where the account holds 10 % of the LP supply.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { Token } from '@uniswap/sdk-core'
import type { ReactNode } from 'react'
import { type Address, getAddress, type Hash } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppError, UserRejectedError } from '../../../chain/errors.ts'
import type { PermitSignature } from '../../../chain/permit.ts'
import { V2_LP_PERMIT_INFO } from '../../../chain/permitTokens.ts'
import { pairAddressOf } from '../../../lib/routing/v2Routing.ts'
import { transactionsStore } from '../../transactions/index.ts'
import { connectionStore, resetConnection } from '../../wallet/index.ts'
import type { RemoveV2Request } from '../api/removeLiquidityV2.ts'
import type { RemoveV2Route } from '../model/removeV2Route.ts'
import { type RemoveV2Liquidity, useRemoveV2Liquidity } from './useRemoveV2Liquidity.ts'

const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ROUTER: Address = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const FACTORY: Address = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH', 'Wrapped Ether')
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai Stablecoin')
const LP = pairAddressOf(WETH, DAI, FACTORY)
const E18 = 10n ** 18n
const HASH: Hash = `0x${'ab'.repeat(32)}`

const chain = vi.hoisted(() => ({
  // DAI sorts before WETH: 20,000 DAI and 10 WETH; 1,000 LP of which the account holds 100.
  reserves: [20_000n * 10n ** 18n, 10n * 10n ** 18n] as readonly [bigint, bigint] | undefined,
  supply: 1000n * 10n ** 18n,
  balance: 100n * 10n ** 18n,
  allowance: 0n,
  nonce: 0n,
  timestamp: 1000n,
  daiLookup: 'found' as 'found' | 'not-found' | 'loading',
  daiDecimals: 18,
}))
const SELECTORS: Record<string, () => unknown> = {
  getReserves: () => chain.reserves,
  totalSupply: () => chain.supply,
  balanceOf: () => chain.balance,
}
vi.mock('../../chain-data/index.ts', () => ({
  useSingleCallResult: (_chainId: number, read: { call: { functionName: string } } | undefined) => {
    const result = read ? SELECTORS[read.call.functionName]?.() : undefined
    return { valid: read !== undefined, loading: false, syncing: false, error: false, failed: false, result }
  },
  useTokenAllowance: () => ({ result: chain.allowance }),
  useTokenNonce: () => ({ result: chain.nonce }),
  useLatestBlockTimestamp: () => chain.timestamp,
}))
// The tokens entry also carries the lists (bundled list files) that nothing here uses.
vi.mock('../../tokens/index.ts', async () => ({
  ...(await vi.importActual<typeof import('../../tokens/model/currency.ts')>(
    '../../tokens/model/currency.ts',
  )),
  ...(await vi.importActual<typeof import('../../tokens/hooks/useCurrencyResolver.ts')>(
    '../../tokens/hooks/useCurrencyResolver.ts',
  )),
  useTokenMetadata: (chainId: number, address: string | null) => {
    if (address === null) return { status: 'idle', token: null }
    if (chain.daiLookup !== 'found') return { status: chain.daiLookup, token: null }
    return {
      status: 'found',
      token: {
        kind: 'token',
        chainId,
        address: getAddress(address),
        decimals: chain.daiDecimals,
        symbol: 'DAI',
        name: 'Dai',
      },
    }
  },
}))
const writes = vi.hoisted(() => ({ sign: vi.fn(), approve: vi.fn(), remove: vi.fn(), track: vi.fn() }))
vi.mock('../../approvals/api/clients.ts', () => ({
  connectedClients: async () => ({ walletClient: {}, publicClient: {}, record: () => {} }),
}))
vi.mock('../../approvals/api/signPermitFor.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../approvals/api/signPermitFor.ts')>()),
  signPermitFor: writes.sign,
}))
vi.mock('../../approvals/api/approve.ts', () => ({ approve: writes.approve }))
vi.mock('../api/sendRemoveLiquidityV2.ts', () => ({ sendRemoveLiquidityV2: writes.remove }))
vi.mock('../../analytics/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../analytics/index.ts')>()),
  trackEvent: writes.track,
}))

const ROUTE: RemoveV2Route = { currencyIdA: 'ETH', currencyIdB: DAI.address }

function permitFor(amount: bigint): PermitSignature {
  return {
    v: 27,
    r: `0x${'11'.repeat(32)}`,
    s: `0x${'22'.repeat(32)}`,
    deadline: 2200n,
    nonce: 0n,
    chainId: 1,
    owner: ACCOUNT,
    spender: ROUTER,
    tokenAddress: LP,
    permitType: 'amount',
    amount,
  }
}

function render(route: RemoveV2Route = ROUTE) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  return renderHook(() => useRemoveV2Liquidity(route), { wrapper })
}
type View = ReturnType<typeof render>

function ready(view: View): Extract<RemoveV2Liquidity, { state: 'ready' }> {
  const current = view.result.current
  if (current.state !== 'ready') throw new Error(`not ready: ${current.state}`)
  return current
}

/** Chooses 50 % and waits for the approval step (the LP allowance is read as 0). */
async function half(view: View) {
  act(() => ready(view).form.picker.onSelect(50))
  await waitFor(() => expect(ready(view).actions.approval.state).toBe('not-approved'))
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  connectionStore.setState({ status: 'connected', address: ACCOUNT, chainId: 1, configChainId: 1 })
  Object.assign(chain, {
    reserves: [20_000n * E18, 10n * E18],
    supply: 1000n * E18,
    balance: 100n * E18,
    allowance: 0n,
    nonce: 0n,
    timestamp: 1000n,
    daiLookup: 'found',
    daiDecimals: 18,
  })
  for (const write of Object.values(writes)) write.mockReset()
  writes.remove.mockResolvedValue(HASH)
  transactionsStore().actions.clearAll(1)
})
afterEach(() => {
  cleanup()
  resetConnection()
})

describe('remove v2: the pair the route names', () => {
  it('reads the pair: prices, the position card, the link to receive WETH', () => {
    const view = render()
    const { page } = ready(view)
    expect(page.currencies.A.symbol).toBe('ETH')
    expect(page.lpToken).toMatchObject({ address: LP, symbol: 'UNI-V2', decimals: 18 })
    expect(page.prices).toEqual({ A: '2,000', B: '0.0005' })
    expect(page.position).toEqual({
      liquidity: '100',
      pooled: { A: { value: '1', symbol: 'ETH' }, B: { value: '2000', symbol: 'DAI' } },
      shareText: '10.00%',
    })
    expect(page.receive).toEqual({ offers: 'wrapped', to: `/remove/v2/${WETH.address}/${DAI.address}` })
    expect(ready(render({ currencyIdA: WETH.address, currencyIdB: DAI.address })).page.receive).toEqual({
      offers: 'native',
      to: `/remove/v2/ETH/${DAI.address}`,
    })
  })

  it("is 'invalid' for an address that is no token here, and for a pair no contract answers for", () => {
    chain.daiLookup = 'not-found'
    expect(render().result.current.state).toBe('invalid')
    cleanup()
    chain.daiLookup = 'loading'
    expect(render().result.current.state).toBe('loading')
    cleanup()
    chain.daiLookup = 'found'
    chain.reserves = undefined
    expect(render().result.current.state).toBe('invalid')
    cleanup()
    chain.reserves = [0n, 0n]
    expect(render().result.current.state).toBe('invalid')
  })

  it("is 'invalid' for a token the SDK refuses (255 decimals), and never throws", () => {
    chain.daiDecimals = 255
    expect(render().result.current.state).toBe('invalid')
  })
})

describe('remove v2: approve or sign the LP permit (spec 2 §4, §5)', () => {
  it("signs the LP token's permit ('Uniswap V2', '1') for the router; Remove is enabled only then", async () => {
    const view = render()
    await half(view)
    expect(ready(view).actions.onRemove).toBeNull()
    writes.sign.mockResolvedValue(permitFor(50n * E18))
    await act(() => ready(view).actions.approval.onApprove())
    await waitFor(() => expect(ready(view).actions.approval.state).toBe('approved'))
    const request = writes.sign.mock.calls[0]?.[2]
    expect(request).toMatchObject({
      owner: ACCOUNT,
      info: V2_LP_PERMIT_INFO,
      target: { token: LP, spender: ROUTER, amount: 50n * E18, symbol: 'UNI-V2' },
    })
    expect(V2_LP_PERMIT_INFO).toEqual({ type: 'amount', name: 'Uniswap V2', version: '1' })
    expect(writes.approve).not.toHaveBeenCalled()
    expect(ready(view).actions.onRemove).not.toBeNull()
  })

  it('a declined signature (4001) ends there: no approval, Remove stays disabled', async () => {
    const view = render()
    await half(view)
    writes.sign.mockRejectedValue(new UserRejectedError())
    await act(async () => ready(view).actions.approval.onApprove())
    await waitFor(() => expect(ready(view).actions.approval.signing).toBe(false))
    expect(writes.sign).toHaveBeenCalledTimes(1)
    expect(writes.approve).not.toHaveBeenCalled()
    expect(ready(view).actions.approval.state).toBe('not-approved')
    expect(ready(view).actions.onRemove).toBeNull()
  })

  it('any other signing failure approves the LP token on chain for the router', async () => {
    const view = render()
    await half(view)
    writes.sign.mockRejectedValue(new AppError('eth_signTypedData_v4 is not supported'))
    writes.approve.mockResolvedValue(HASH)
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    await act(async () => ready(view).actions.approval.onApprove())
    await waitFor(() => expect(writes.approve).toHaveBeenCalledTimes(1))
    expect(writes.approve.mock.calls[0]?.[2]).toMatchObject({ token: LP, spender: ROUTER, amount: 50n * E18 })
    expect(writes.approve.mock.calls[0]?.[3]).toBe('Approve UNI-V2')
    debug.mockRestore()
  })
})

describe('remove v2: review and confirm (spec 2 §2, §7)', () => {
  it('with the permit: the review shows what comes out; Confirm sends it with the permit, records and tracks it', async () => {
    const view = render()
    await half(view)
    const permit = permitFor(50n * E18)
    writes.sign.mockResolvedValue(permit)
    await act(() => ready(view).actions.approval.onApprove())
    await waitFor(() => expect(ready(view).actions.onRemove).not.toBeNull())
    act(() => ready(view).actions.onRemove?.())
    const dialog = ready(view).dialog
    expect(dialog?.review).toEqual({
      amounts: { A: { value: '0.5', symbol: 'ETH' }, B: { value: '1000', symbol: 'DAI' } },
      liquidity: '50',
      prices: { A: '2,000', B: '0.0005' },
      slippage: '5%',
    })
    act(() => ready(view).dialog?.onConfirm())
    await waitFor(() => expect(writes.remove).toHaveBeenCalledTimes(1))
    const [request, summary] = writes.remove.mock.calls[0] as [RemoveV2Request, string]
    expect(summary).toBe('Remove 0.5 ETH and 1000 DAI')
    expect(request).toMatchObject({
      chainId: 1,
      router: ROUTER,
      account: ACCOUNT,
      liquidity: 50n * E18,
      amounts: { A: E18 / 2n, B: 1000n * E18 },
      slippageBps: 500,
      approved: false,
      permit: { v: 27, amount: 50n * E18, deadline: 2200n, owner: ACCOUNT, spender: ROUTER },
    })
    expect(request.currencyA.isNative).toBe(true)
    await waitFor(() => expect(ready(view).dialog?.step.kind).toBe('submitted'))
    expect(writes.track).toHaveBeenCalledWith('Liquidity', 'Remove', 'ETH/DAI')
    act(() => ready(view).dialog?.onDismiss())
    expect(ready(view).form.picker.value).toBe(0)
  })

  it('after an approval on chain: sent as approved, without a permit', async () => {
    chain.allowance = 100n * E18
    const view = render()
    act(() => ready(view).form.picker.onSelect(100))
    await waitFor(() => expect(ready(view).actions.onRemove).not.toBeNull())
    act(() => ready(view).actions.onRemove?.())
    act(() => ready(view).dialog?.onConfirm())
    await waitFor(() => expect(writes.remove).toHaveBeenCalledTimes(1))
    expect(writes.remove.mock.calls[0]?.[0]).toMatchObject({
      liquidity: 100n * E18,
      approved: true,
      permit: null,
    })
  })

  it("a rejected send reads 'Transaction rejected.'; a remove without approval or signature, the spec's text", async () => {
    chain.allowance = 100n * E18
    const view = render()
    act(() => ready(view).form.picker.onSelect(50))
    await waitFor(() => expect(ready(view).actions.onRemove).not.toBeNull())
    writes.remove.mockRejectedValueOnce(new UserRejectedError())
    act(() => ready(view).actions.onRemove?.())
    act(() => ready(view).dialog?.onConfirm())
    await waitFor(() => expect(ready(view).dialog?.step.kind).toBe('failed'))
    const dialog = ready(view).dialog
    const step = dialog?.step
    if (step?.kind !== 'failed') throw new Error('not failed')
    expect(dialog?.errorText(step.error)).toBe('Transaction rejected.')
    const { RemoveV2NotAuthorizedError } = await import('../model/buildRemoveV2Calls.ts')
    expect(dialog?.errorText(new RemoveV2NotAuthorizedError())).toBe(
      'Attempting to confirm without approval or a signature. Please contact support.',
    )
  })
})

describe('remove v2: messages (spec 2 §5)', () => {
  it("'Connect Wallet' without an account", () => {
    connectionStore.setState({ status: 'disconnected', address: undefined, chainId: undefined })
    const view = render()
    act(() => ready(view).form.picker.onSelect(50))
    expect(ready(view).actions.blocker).toBe('connect-wallet')
    expect(ready(view).page.position).toBeNull()
  })
})
