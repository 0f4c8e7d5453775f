// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Token } from '@uniswap/sdk-core'
import { useEffect } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import {
  type Address,
  decodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  maxUint256,
  parseAbi,
} from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { chainInfoOf } from '../../../chain/chains.ts'
import { fakeMulticallNode, type InnerCall } from '../../../chain/test/fakeMulticallNode.ts'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import { v2Router02LiquidityAbi } from '../../../lib/abis/v2Router02Liquidity.ts'
import { pairAddressOf } from '../../../lib/routing/v2Routing.ts'
import { useModalStore } from '../../../ui/index.ts'
import { ChainDataProvider } from '../../chain-data/index.ts'
import { useUserSettings } from '../../settings/index.ts'
import type { TokenCurrency, TokenGuardsProps } from '../../tokens/index.ts'
import { AddV2Screen } from './AddV2Screen.tsx'

// The real screen, form and approvals over a fake mainnet node; the wallet, the balances and the token guards'
// lookups (the tokens feature's, tested there) are stood in for, and the send is recorded instead of made.
const setup = vi.hoisted(() => ({
  chainId: 1,
  account: undefined as string | undefined,
  balances: {} as Record<string, bigint>,
  /** Tokens the guards find for an address from the URL (on a list or on chain), by lowercase address. */
  findable: new Map<string, TokenCurrency>(),
  unsupported: new Set<string>(),
  send: vi.fn(),
  track: vi.fn(),
}))
vi.mock('../../wallet/index.ts', () => ({
  ConnectWalletButton: () => <button type="button">Connect Wallet</button>,
  useChainId: () => setup.chainId,
  useConnection: () =>
    setup.account
      ? { status: 'connected', address: setup.account, chainId: setup.chainId, configChainId: setup.chainId }
      : { status: 'disconnected', configChainId: setup.chainId },
}))
vi.mock('../../tokens/hooks/useCurrencyBalance.ts', () => ({
  useCurrencyBalance: (_chainId: number, account: unknown, currency: { symbol: string } | null) =>
    account && currency ? setup.balances[currency.symbol] : undefined,
}))
vi.mock('../../tokens/components/TokenGuards.tsx', () => ({
  TokenGuards: (props: TokenGuardsProps) => {
    const { addresses, onResolved, selected, onUnsupported } = props
    const wanted = addresses.join(',')
    // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the addresses.
    useEffect(() => {
      const found = addresses.flatMap((a) => {
        const token = setup.findable.get(a.toLowerCase())
        return token ? [token] : []
      })
      if (found.length > 0) onResolved(found)
    }, [wanted, onResolved])
    const tokens = selected.map((c) => (c?.kind === 'token' ? c.address.toLowerCase() : '')).join(',')
    // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the selected tokens.
    useEffect(() => {
      onUnsupported(
        selected.flatMap((c) =>
          c?.kind === 'token' && setup.unsupported.has(c.address.toLowerCase())
            ? [{ symbol: c.symbol, address: c.address }]
            : [],
        ),
      )
    }, [tokens, onUnsupported])
    return null
  },
}))
vi.mock('../api/addLiquidityV2.ts', () => ({ addLiquidityV2: setup.send }))
vi.mock('../../analytics/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../analytics/index.ts')>()),
  trackEvent: setup.track,
}))

const contracts = chainInfoOf(1)?.contracts
if (!contracts?.v2Factory || !contracts.v2Router02 || !contracts.multicall) throw new Error('No mainnet v2')
const ROUTER = contracts.v2Router02
const MULTICALL = contracts.multicall
const ACCOUNT: Address = '0x00000000000000000000000000000000000000A1'
const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const token = (address: Address, symbol: string, decimals = 18, chainId = 1): TokenCurrency => ({
  kind: 'token',
  chainId,
  address,
  decimals,
  symbol,
  name: symbol,
})
const DAI = token('0x6B175474E89094C44Da98b954EedeAC495271d0F', 'DAI')
const WBTC = token('0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 'WBTC', 8)
const BLOCKED = token('0x00000000000000000000000000000000000000B1', 'BLOCKED')
const NOT_A_TOKEN: Address = '0x00000000000000000000000000000000000000C0'
const OTHER_CHAIN = token('0x00000000000000000000000000000000000000D0', 'OP', 18, 10)
const sdk = (t: { address: string; decimals: number }) => new Token(1, t.address, t.decimals)
const WETH_DAI = pairAddressOf(sdk({ address: WETH, decimals: 18 }), sdk(DAI), contracts.v2Factory)
const E18 = 10n ** 18n
const BLOCK_TIME = 4_000_000_000n
const HASH = `0x${'ab'.repeat(32)}` as const

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function totalSupply() view returns (uint256)',
  'function getCurrentBlockTimestamp() view returns (uint256)',
])
let reserves: Map<string, readonly [bigint, bigint, bigint]>
let allowances: Map<string, bigint>
const node = fakeMulticallNode({ answer: (call) => answer(call) })

function answer(call: InnerCall): Hex | null {
  const target = call.target.toLowerCase()
  if (target === MULTICALL.toLowerCase())
    return encodeFunctionResult({
      abi: pairAbi,
      functionName: 'getCurrentBlockTimestamp',
      result: BLOCK_TIME,
    })
  const pair = reserves.get(target)
  if (pair) {
    const { functionName } = decodeFunctionData({ abi: pairAbi, data: call.callData })
    return functionName === 'getReserves'
      ? encodeFunctionResult({ abi: pairAbi, functionName, result: [pair[0], pair[1], 0] })
      : encodeFunctionResult({ abi: pairAbi, functionName: 'totalSupply', result: pair[2] })
  }
  const allowance = allowances.get(target)
  if (allowance !== undefined)
    return encodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', result: allowance })
  // An address without code answers nothing, yet the call succeeds.
  return '0x'
}

function Location() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname}</output>
}

function open(path: string) {
  render(
    <I18nProvider i18n={i18n}>
      <ChainDataProvider clientOf={() => node.client} pollingIntervalMsOf={() => 20}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/add/v2/:currencyIdA?/:currencyIdB?" element={<AddV2Screen />} />
            <Route path="/add/v2/create/:currencyIdA?/:currencyIdB?" element={<AddV2Screen />} />
            <Route path="/pool/v2" element={<p>v2 pool page</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </ChainDataProvider>
    </I18nProvider>,
  )
}

const LOADED = { timeout: 3_000 }
const button = () => screen.getByTestId('add-v2-button')
const amount = (field: 'a' | 'b') => screen.getByTestId(`amount-add-v2-${field}`) as HTMLInputElement
const type = (field: 'a' | 'b', text: string) => fireEvent.change(amount(field), { target: { value: text } })
const location = () => screen.getByTestId('location').textContent

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  setup.chainId = 1
  setup.account = ACCOUNT
  setup.balances = { ETH: 10n * E18, DAI: 100_000n * E18, WBTC: 10n ** 9n, BLOCKED: E18 }
  setup.findable = new Map(
    [DAI, WBTC, BLOCKED, OTHER_CHAIN].map((t) => [t.address.toLowerCase(), t] as const),
  )
  setup.unsupported = new Set([BLOCKED.address.toLowerCase()])
  setup.send.mockReset()
  setup.track.mockReset()
  // DAI sorts before WETH: 2,000,000 DAI and 1,000 WETH, 40,000 LP.
  reserves = new Map([[WETH_DAI.toLowerCase(), [2_000_000n * E18, 1_000n * E18, 40_000n * E18] as const]])
  allowances = new Map([[DAI.address.toLowerCase(), maxUint256]])
  node.blockNumber = 10
  useUserSettings.getState().setUserExpertMode(false)
  useModalStore.getState().setOpenModal(null)
})
afterEach(cleanup)

describe('v2 add screen: routes', () => {
  it('sends the same token twice, or ETH with WETH, to /add/v2/{A}; the create form keeps its prefix', () => {
    for (const [path, to] of [
      [`/add/v2/${DAI.address}/${DAI.address.toLowerCase()}`, `/add/v2/${DAI.address}`],
      ['/add/v2/eth/ETH', '/add/v2/ETH'],
      [`/add/v2/ETH/${WETH}`, '/add/v2/ETH'],
      [`/add/v2/${WETH}/ETH`, `/add/v2/${WETH}`],
      [`/add/v2/create/ETH/${WETH}`, '/add/v2/create/ETH'],
    ] as const) {
      open(path)
      expect(location()).toBe(to)
      cleanup()
    }
  })

  it("is titled 'Add Liquidity', or 'Create a pair' on the create path; the back arrow goes to /pool/v2", () => {
    open(`/add/v2/ETH/${DAI.address}`)
    expect(screen.getByTestId('add-v2-title').textContent).toBe('Add Liquidity')
    expect(screen.getByTestId('add-v2-back').getAttribute('href')).toBe('/pool/v2')
    cleanup()
    open('/add/v2/create/ETH')
    expect(screen.getByTestId('add-v2-title').textContent).toBe('Create a pair')
    expect(screen.getByRole('button', { name: 'Transaction settings' })).toBeTruthy()
  })

  it('on a layer 2 network, says v2 is not there instead of the form', () => {
    setup.chainId = 10
    open(`/add/v2/ETH/${DAI.address}`)
    expect(screen.getByTestId('add-v2-unavailable').textContent).toBe(
      'V2 is not available on Layer 2. Switch to Layer 1 Ethereum.',
    )
    expect(screen.queryByTestId('add-v2-button')).toBeNull()
  })
})

describe('v2 add screen: messages', () => {
  it("'Connect Wallet' without a wallet, whatever the ids", () => {
    setup.account = undefined
    open('/add/v2/not-a-token/ETH')
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it("hostile ids give 'Invalid pair', never a crash: not an address, no ERC-20 there, another chain's token", async () => {
    for (const path of [
      '/add/v2/ETH/not-a-token',
      '/add/v2/ETH',
      `/add/v2/ETH/${NOT_A_TOKEN}`,
      `/add/v2/${OTHER_CHAIN.address}/ETH`,
      `/add/v2/create/${NOT_A_TOKEN}/${DAI.address}`,
    ]) {
      open(path)
      await waitFor(() => expect(button().textContent).toBe('Invalid pair'))
      expect(button().hasAttribute('disabled')).toBe(true)
      cleanup()
    }
  })

  it("'Enter an amount', the quoted amount, prices and share, then 'Insufficient {symbol} balance'", async () => {
    setup.balances.DAI = 10_000n * E18
    open(`/add/v2/ETH/${DAI.address}`)
    await waitFor(() => expect(button().textContent).toBe('Enter an amount'), LOADED)
    type('a', '1')
    expect(amount('b').value).toBe('2000')
    expect(screen.getByTestId('add-v2-price-b-per-a').textContent).toBe('2,000')
    expect(screen.getByTestId('add-v2-price-a-per-b').textContent).toBe('0.0005')
    expect(screen.getByTestId('add-v2-pool-share').textContent).toBe('0.10%')
    expect(screen.queryByTestId('add-v2-first-provider')).toBeNull()
    type('a', '11')
    await waitFor(() => expect(button().textContent).toBe('Insufficient ETH balance'))
    type('b', '15000')
    expect(amount('a').value).toBe('7.5')
    await waitFor(() => expect(button().textContent).toBe('Insufficient DAI balance'))
    type('b', '10')
    expect(screen.getByTestId('add-v2-pool-share').textContent).toBe('<0.01%')
    type('b', '')
    await waitFor(() => expect(button().textContent).toBe('Enter an amount'))
  })

  it("'Unsupported Asset' on a disabled button for a token on the unsupported list", async () => {
    open(`/add/v2/ETH/${BLOCKED.address}`)
    await waitFor(() => expect(screen.getByTestId('unsupported-asset').textContent).toBe('Unsupported Asset'))
    expect(screen.getByTestId('unsupported-asset').hasAttribute('disabled')).toBe(true)
  })

  it('Max puts the whole token balance, and the native balance less 10^16 wei', async () => {
    open(`/add/v2/ETH/${DAI.address}`)
    await waitFor(() => expect(button().textContent).toBe('Enter an amount'), LOADED)
    const panel = (symbol: string) => screen.getByRole('region', { name: symbol })
    fireEvent.click(within(panel('ETH')).getByRole('button', { name: 'Max' }))
    expect(amount('a').value).toBe('9.99')
    fireEvent.click(within(panel('DAI')).getByRole('button', { name: 'Max' }))
    expect(amount('b').value).toBe('100000')
  })
})

describe('v2 add screen: supply', () => {
  it('asks to approve DAI for the router as a step; Supply waits for it', async () => {
    allowances.set(DAI.address.toLowerCase(), 0n)
    open(`/add/v2/ETH/${DAI.address}`)
    await waitFor(() => expect(button().textContent).toBe('Enter an amount'), LOADED)
    type('a', '1')
    await waitFor(() => expect(screen.getByTestId('approve-button').textContent).toBe('Approve DAI'))
    expect(screen.getAllByTestId('approval-step').map((s) => s.textContent)).toEqual([
      '1Approve DAI',
      '2Supply',
    ])
    expect(button().textContent).toBe('Supply')
    expect(button().hasAttribute('disabled')).toBe(true)
  })

  it("Supply → 'You will receive' the LP and share → Confirm Supply sends addLiquidityETH at 0.5%; closing clears", async () => {
    setup.send.mockResolvedValue(HASH)
    open(`/add/v2/ETH/${DAI.address}`)
    await waitFor(() => expect(button().textContent).toBe('Enter an amount'), LOADED)
    type('a', '1')
    await waitFor(() => expect(button().hasAttribute('disabled')).toBe(false), LOADED)
    fireEvent.click(button())
    const dialog = screen.getByRole('dialog', { name: 'You will receive' })
    expect(within(dialog).getByTestId('add-v2-review-liquidity').textContent).toBe('40')
    expect(within(dialog).getByTestId('add-v2-review-share').textContent).toBe('0.10%')
    expect(within(dialog).getByTestId('add-v2-review-amount-a').textContent).toBe('1')
    expect(within(dialog).getByTestId('add-v2-review-amount-b').textContent).toBe('2000')
    fireEvent.click(within(dialog).getByTestId('add-v2-confirm'))
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Transaction Submitted' })).toBeTruthy())

    const [request, summary] = setup.send.mock.calls[0] as [
      { chainId: number; account: Address; call: { to: Address; data: Hex; value: bigint } },
      string,
    ]
    expect(summary).toBe('Add 1 ETH and 2000 DAI')
    expect(request).toMatchObject({ chainId: 1, account: ACCOUNT, call: { to: ROUTER, value: E18 } })
    const sent = decodeFunctionData({ abi: v2Router02LiquidityAbi, data: request.call.data })
    expect(sent.functionName).toBe('addLiquidityETH')
    expect(sent.args).toEqual([
      DAI.address,
      2000n * E18,
      (2000n * E18 * 9950n) / 10_000n,
      (E18 * 9950n) / 10_000n,
      ACCOUNT,
      BLOCK_TIME + 1800n,
    ])
    expect(setup.track).toHaveBeenCalledWith('Liquidity', 'Add', 'ETH/DAI')

    fireEvent.click(screen.getByTestId('confirm-close'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(amount('a').value).toBe('')
    expect(amount('b').value).toBe('')
  })

  it("writes the prices, share and review in the active locale's way; the summary stays plain", async () => {
    setup.send.mockResolvedValue(HASH)
    await inLocale('de-DE', async () => {
      open(`/add/v2/ETH/${DAI.address}`)
      await waitFor(() => expect(button().textContent).toBe('Enter an amount'), LOADED)
      type('a', '1.5')
      expect(amount('b').value).toBe('3000')
      expect(screen.getByTestId('add-v2-price-b-per-a').textContent).toBe('2.000')
      expect(screen.getByTestId('add-v2-price-a-per-b').textContent).toBe('0,0005')
      expect(screen.getByTestId('add-v2-pool-share').textContent).toBe('0,15\u00a0%')
      await waitFor(() => expect(button().hasAttribute('disabled')).toBe(false), LOADED)
      fireEvent.click(button())
      const dialog = screen.getByRole('dialog', { name: 'You will receive' })
      expect(within(dialog).getByTestId('add-v2-review-amount-a').textContent).toBe('1,5')
      expect(within(dialog).getByTestId('add-v2-review-share').textContent).toBe('0,15\u00a0%')
      expect(within(dialog).getByTestId('add-v2-review-rates').textContent).toBe(
        '1 ETH = 2.000 DAI1 DAI = 0,0005 ETH',
      )
      expect(dialog.textContent).toContain('more than 0,50\u00a0% your transaction will revert')
      fireEvent.click(within(dialog).getByTestId('add-v2-confirm'))
      await waitFor(() => expect(setup.send).toHaveBeenCalledOnce())
      expect(setup.send.mock.calls[0]?.[1]).toBe('Add 1.5 ETH and 3000 DAI')
    })
  })

  it('expert mode sends from Supply at once, with no review', async () => {
    setup.send.mockResolvedValue(HASH)
    act(() => useUserSettings.getState().setUserExpertMode(true))
    open(`/add/v2/ETH/${DAI.address}`)
    await waitFor(() => expect(button().textContent).toBe('Enter an amount'), LOADED)
    type('b', '1000')
    await waitFor(() => expect(button().hasAttribute('disabled')).toBe(false), LOADED)
    fireEvent.click(button())
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Transaction Submitted' })).toBeTruthy())
    expect(screen.queryByTestId('add-v2-review')).toBeNull()
    expect(setup.send.mock.calls[0]?.[1]).toBe('Add 0.5 ETH and 1000 DAI')
  })

  it("a new pair: the first-provider notice, both amounts typed, 'You are creating a pool' with the prices, no slippage", async () => {
    setup.send.mockResolvedValue(HASH)
    allowances.set(WBTC.address.toLowerCase(), maxUint256)
    open(`/add/v2/create/${DAI.address}/${WBTC.address}`)
    await waitFor(() => expect(screen.getByTestId('add-v2-first-provider')).toBeTruthy(), LOADED)
    type('a', '60000')
    type('b', '1')
    expect(amount('a').value).toBe('60000')
    expect(screen.getByRole('region', { name: 'Initial prices and pool share' })).toBeTruthy()
    expect(screen.getByTestId('add-v2-price-b-per-a').textContent).toBe('0.0000166667')
    expect(screen.getByTestId('add-v2-pool-share').textContent).toBe('100%')
    await waitFor(() => expect(button().hasAttribute('disabled')).toBe(false), LOADED)
    fireEvent.click(button())
    const dialog = screen.getByRole('dialog', { name: 'You are creating a pool' })
    expect(within(dialog).getByTestId('add-v2-review-pair').textContent).toBe('DAI/WBTC')
    expect(within(dialog).getByTestId('add-v2-review-rates').textContent).toBe(
      '1 DAI = 0.0000166667 WBTC1 WBTC = 60,000 DAI',
    )
    fireEvent.click(within(dialog).getByTestId('add-v2-confirm'))
    await waitFor(() => expect(setup.send).toHaveBeenCalled())
    const [request] = setup.send.mock.calls[0] as [{ call: { data: Hex; value: bigint } }]
    const sent = decodeFunctionData({ abi: v2Router02LiquidityAbi, data: request.call.data })
    expect(sent.functionName).toBe('addLiquidity')
    expect(sent.args.slice(2, 6)).toEqual([60_000n * E18, 10n ** 8n, 60_000n * E18, 10n ** 8n])
    expect(request.call.value).toBe(0n)
  })
})
