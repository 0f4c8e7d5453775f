import { useCallback, useMemo } from 'react'
import { type Address, getAddress } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import type { PermitSignature } from '../../../chain/permit.ts'
import { V2_LP_PERMIT_INFO } from '../../../chain/permitTokens.ts'
import { toSdkCurrency } from '../../../lib/sdk/sdkCurrency.ts'
import { type ApprovalTarget, usePermitOrApprove } from '../../approvals/index.ts'
import { useWriteSettings } from '../../settings/index.ts'
import { type Currency, nativeCurrency, type TokenCurrency } from '../../tokens/index.ts'
import { useChainId, useConnection } from '../../wallet/index.ts'
import type { RemoveV2ActionsProps } from '../components/RemoveV2Actions.tsx'
import type { RemoveV2DialogProps } from '../components/RemoveV2Dialog.tsx'
import type { LpPermit } from '../model/buildRemoveV2Calls.ts'
import { type BurnV2Side, LP_DECIMALS } from '../model/deriveBurnV2Form.ts'
import { type RemoveV2Position, removeV2PositionOf } from '../model/removeV2Position.ts'
import { formatV2Amount, type PairPrices, pairPricesOf, removeV2ReviewOf } from '../model/removeV2Review.ts'
import { type ReceiveLink, type RemoveV2Route, receiveLinkOf } from '../model/removeV2Route.ts'
import { type RemoveV2Snapshot, useRemoveV2Action } from './useRemoveV2Action.ts'
import { useRemoveV2Currencies } from './useRemoveV2Currencies.ts'
import { type RemoveV2Form, useRemoveV2Form } from './useRemoveV2Form.ts'
import { useRemoveV2Pair } from './useRemoveV2Pair.ts'

type PerSide<T> = Record<BurnV2Side, T>

/** Every v2 pair's LP token. */
const LP_SYMBOL = 'UNI-V2'
const LP_NAME = 'Uniswap V2'

/** What the page shows of the pair once the ids name one. */
export type RemoveV2Page = {
  account: Address | undefined
  currencies: PerSide<Currency>
  lpToken: TokenCurrency
  lpBalance: bigint | undefined
  /** What the chosen liquidity pays out, as shown. */
  amounts: PerSide<{ value: string | null; symbol: string }>
  prices: PairPrices
  /** The position card; null without LP tokens in the wallet. */
  position: RemoveV2Position | null
  receive: ReceiveLink | null
}

export type RemoveV2Liquidity =
  | { state: 'loading'; chainId: number }
  | { state: 'invalid'; chainId: number }
  | {
      state: 'ready'
      chainId: number
      page: RemoveV2Page
      form: Omit<RemoveV2Form, 'reset' | 'derived'> & { values: RemoveV2Form['derived']['inputs'] }
      actions: RemoveV2ActionsProps
      dialog: RemoveV2DialogProps | null
    }

/**
 * The remove v2 screen (spec 2 §2 "Remove v2", §5, §7–§9): the currencies the route names and their pair read
 * each block, the form, the LP token approved or permitted ('Uniswap V2', '1') for the v2 router, the remove's
 * 5 % auto slippage, the review and the write, and the link that switches between receiving WETH and ETH.
 */
export function useRemoveV2Liquidity(route: RemoveV2Route): RemoveV2Liquidity {
  const chainId = useChainId()
  const connection = useConnection()
  const account: Address | undefined = connection.status === 'connected' ? connection.address : undefined
  const info = chainInfoOf(chainId)
  const router = info?.contracts.v2Router02
  const resolved = useRemoveV2Currencies(chainId, route)
  const sdk = resolved.state === 'ready' ? resolved.sdk : null
  const tokens = useMemo(() => (sdk ? { A: sdk.A.wrapped, B: sdk.B.wrapped } : null), [sdk])
  const pair = useRemoveV2Pair(chainId, account, tokens)
  const { reset, derived, ...form } = useRemoveV2Form({ account, currencies: sdk, pair })
  const settings = useWriteSettings(chainId, 'remove')
  const ready = pair.status === 'ready' ? pair : null
  const liquidityToken = ready?.liquidityToken ?? null

  const { liquidity } = derived
  const target = useMemo(
    (): Exclude<ApprovalTarget, 'native'> | null =>
      liquidityToken && router && liquidity !== null
        ? {
            token: getAddress(liquidityToken),
            symbol: LP_SYMBOL,
            decimals: LP_DECIMALS,
            amount: liquidity,
            spender: router,
          }
        : null,
    [liquidityToken, router, liquidity],
  )
  const approval = usePermitOrApprove({
    chainId,
    account,
    target,
    permitAccepted: true,
    permitInfo: V2_LP_PERMIT_INFO,
  })
  const onSent = useCallback(() => reset(), [reset])
  const action = useRemoveV2Action({ chainId, account, deadline: settings.deadline, onSent })

  const native = useMemo(
    () => (info ? toSdkCurrency(nativeCurrency(chainId), info.wrappedNative) : null),
    [info, chainId],
  )

  if (resolved.state === 'invalid' || pair.status === 'missing') return { state: 'invalid', chainId }
  if (resolved.state === 'loading' || !ready || !sdk) return { state: 'loading', chainId }

  const { currencies } = resolved
  const raw = derived.amounts
  const shown = (side: BurnV2Side) => {
    const amount = raw[side]
    return {
      value: amount === null ? null : formatV2Amount(amount, sdk[side].decimals),
      symbol: currencies[side].symbol,
    }
  }
  const { totalSupply, lpBalance } = ready
  const position =
    totalSupply !== null && lpBalance !== null
      ? removeV2PositionOf({ currencyA: sdk.A, currencyB: sdk.B, pair: ready.pair, totalSupply, lpBalance })
      : null
  const permit = lpPermitOf(approval.permit)
  const approved = approval.state === 'approved'
  const snapshot = ((): RemoveV2Snapshot | null => {
    if (derived.blocker !== null || liquidity === null || raw.A === null || raw.B === null) return null
    const amounts = { A: raw.A, B: raw.B }
    const { slippageBps } = settings
    return {
      review: removeV2ReviewOf({
        currencyA: sdk.A,
        currencyB: sdk.B,
        pair: ready.pair,
        liquidity,
        amounts,
        slippageBps,
      }),
      currencyA: sdk.A,
      currencyB: sdk.B,
      liquidity,
      amounts,
      slippageBps,
      approved: approved && permit === null,
      permit,
    }
  })()

  return {
    state: 'ready',
    chainId,
    page: {
      account,
      currencies,
      lpToken: {
        kind: 'token',
        chainId,
        address: ready.liquidityToken,
        decimals: LP_DECIMALS,
        symbol: LP_SYMBOL,
        name: LP_NAME,
      },
      lpBalance: lpBalance ?? undefined,
      amounts: { A: shown('A'), B: shown('B') },
      prices: pairPricesOf(sdk.A, sdk.B, ready.pair),
      position,
      receive: native ? receiveLinkOf(route, sdk, native) : null,
    },
    form: { ...form, values: derived.inputs },
    actions: {
      chainId,
      blocker: derived.blocker,
      approval: {
        target,
        state: approval.state,
        signing: approval.signing,
        onApprove: () =>
          void approval.approve().catch((error: unknown) => console.error('Failed to approve token', error)),
      },
      // The review opens on what the screen shows; the deadline is counted when the remove leaves.
      onRemove: snapshot && approved && settings.deadline !== null ? () => action.review(snapshot) : null,
    },
    dialog: action.dialog,
  }
}

/** The signed permit as the router's WithPermit methods take it (LP tokens take the amount form only). */
function lpPermitOf(permit: PermitSignature | null): LpPermit | null {
  if (permit?.permitType !== 'amount') return null
  const { v, r, s, deadline, amount, owner, spender } = permit
  return { v, r, s, deadline, amount, owner, spender }
}
