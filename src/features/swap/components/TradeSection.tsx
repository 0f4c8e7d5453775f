import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { InfoTooltip } from '../../../ui/index.ts'
import type { Currency } from '../../tokens/index.ts'
import { type TradeFormParams, useTradeForm } from '../hooks/useTradeForm.ts'
import type { SwapFailureShown } from '../model/swapSendErrors.ts'
import { PriceImpactWarning } from './PriceImpactWarning.tsx'
import { RecipientField } from './RecipientField.tsx'
import { SwapButton, type SwapButtonState } from './SwapButton.tsx'
import { TradeDetails } from './TradeDetails.tsx'
import { TradePrice } from './TradePrice.tsx'
import { VersionHint } from './VersionHint.tsx'

// The dialogs open only after Swap is pressed: they load then, not with the page.
const ConfirmSwapModal = lazy(() =>
  import('./ConfirmSwapModal.tsx').then((m) => ({ default: m.ConfirmSwapModal })),
)
const PriceImpactConfirm = lazy(() =>
  import('./PriceImpactConfirm.tsx').then((m) => ({ default: m.PriceImpactConfirm })),
)

export type TradeSectionProps = {
  params: TradeFormParams
  /** The trade's details and price row. */
  tradeClassName: string | undefined
  /**
   * The wrap's button in wrap mode (a wrap, or the native coin on a chain that cannot wrap): then only it and the
   * dialogs show. Null for the trade's own.
   */
  wrapButton: SwapButtonState | null
  /** A failed wrap's, shown before the trade's own (which wrap mode never shows). */
  failure: SwapFailureShown | null
  recipient: { value: string | null; onChange: (value: string | null) => void }
  pair: { input: Currency | null; output: Currency | null }
  setRouting: (routing: 'v2' | 'v3') => void
}

/**
 * The swap (not wrap) part of the form under the amounts: the recipient, the trade's details and price, the
 * button with the approval and confirmation flow, the price impact warning and the version hint. A component of
 * its own so that its hooks render apart from the amounts' (React yields between the two).
 */
export function TradeSection(props: TradeSectionProps) {
  const { params, tradeClassName, wrapButton, failure, recipient, pair, setRouting } = props
  const wrapMode = wrapButton !== null
  const { t } = useLingui()
  const trade = useTradeForm(params)
  return (
    <>
      {wrapMode ? null : (
        <RecipientField
          value={recipient.value}
          onChange={recipient.onChange}
          resolution={trade.recipientResolution}
          problem={trade.recipientProblem}
        />
      )}
      {trade.summary && !wrapMode ? (
        <div className={tradeClassName} data-testid="trade-info">
          {/* The trade's details in a tooltip beside the execution price (spec 1 §2). */}
          <InfoTooltip label={t`Trade details`}>
            <TradeDetails summary={trade.summary} />
          </InfoTooltip>
          <TradePrice price={trade.summary.executionPrice} />
        </div>
      ) : null}
      <SwapButton
        state={wrapButton ?? trade.button}
        failure={failure ?? (wrapMode ? null : trade.failure)}
        chainId={params.chainId}
      />
      {trade.impactWarning && !wrapMode ? <PriceImpactWarning loss={trade.impactWarning} /> : null}
      {wrapMode || !pair.input || !pair.output ? null : (
        <VersionHint
          version={trade.version}
          advantage={trade.versionAdvantage}
          onSwitch={() => setRouting(trade.version === 'v3' ? 'v2' : 'v3')}
        />
      )}
      {trade.confirm ? (
        <Suspense fallback={null}>
          <ConfirmSwapModal {...trade.confirm} />
        </Suspense>
      ) : null}
      {trade.impactPrompt ? (
        <Suspense fallback={null}>
          <PriceImpactConfirm {...trade.impactPrompt} />
        </Suspense>
      ) : null}
    </>
  )
}
