import { Trans, useLingui } from '@lingui/react/macro'
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import { formatAmount, shortenSymbol } from '../../../lib/format.ts'
import type { Currency, TokenCurrency } from '../model/currency.ts'
import styles from './CurrencyList.module.css'
import { CurrencyLogo } from './CurrencyLogo.tsx'
import { ListedSymbolMark } from './ListedSymbolMark.tsx'

export const ROW_HEIGHT_PX = 56
/** Balances (spec 1 §5 "Display"): 4 significant digits, rounded down so never more than the account holds. */
const BALANCE_SIGNIFICANT_DIGITS = 4
export const LIST_HEIGHT_PX = ROW_HEIGHT_PX * 7

export type CurrencyRow =
  | {
      kind: 'currency'
      currency: Currency
      balance: bigint | undefined
      selected: boolean
      /** The other field's currency: marked, still selectable (the form resolves it). */
      otherSelected?: boolean
      /** A token on the active lists at another address has its symbol: marked as a possible look-alike. */
      sharedSymbol?: boolean
    }
  | { kind: 'inactive-header' }
  | { kind: 'inactive'; token: TokenCurrency & { listName?: string }; sharedSymbol?: boolean }

export type CurrencyListProps = {
  rows: readonly CurrencyRow[]
  onSelect: (currency: Currency) => void
  onImport: (token: TokenCurrency & { listName?: string }) => void
  /** The height assumed until the list is measured, and wherever there is no layout (server, test DOM). */
  height?: number
}

/**
 * 56 px rows, virtualized: only the rows in view (and a few more) are in the DOM. The list fills the height its
 * container leaves it (the selector's dialog keeps one height while the results change).
 */
export function CurrencyList({ rows, onSelect, onImport, height = LIST_HEIGHT_PX }: CurrencyListProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const { i18n } = useLingui()
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 4,
    initialRect: { width: 0, height },
    observeElementRect: (instance, notify) =>
      observeElementRect(instance, (rect) => notify(rect.height > 0 ? rect : { width: rect.width, height })),
  })
  return (
    <div ref={scrollRef} className={styles.scroll} data-testid="currency-list">
      <div className={styles.inner} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]
          if (!row) return null
          return (
            <div
              key={item.key}
              className={styles.row}
              style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT_PX }}
              data-row=""
            >
              <Row row={row} locale={i18n.locale} onSelect={onSelect} onImport={onImport} />
            </div>
          )
        })}
      </div>
    </div>
  )
}

function Row({
  row,
  locale,
  onSelect,
  onImport,
}: {
  row: CurrencyRow
  locale: string
  onSelect: (currency: Currency) => void
  onImport: (token: TokenCurrency) => void
}) {
  if (row.kind === 'inactive-header')
    return (
      <p className={styles.header}>
        <Trans>Expanded results from inactive Token Lists</Trans>
      </p>
    )
  if (row.kind === 'inactive') {
    const { token } = row
    return (
      <div className={`${styles.item} ${styles.inactive}`} data-testid={`inactive-token-${token.address}`}>
        <CurrencyLogo currency={token} />
        <span className={styles.text}>
          <SymbolLine symbol={token.symbol} shared={row.sharedSymbol ?? false} />
          <span className={styles.name}>
            {token.name}
            {token.listName ? (
              <>
                {' · '}
                <Trans>from inactive list {token.listName}</Trans>
              </>
            ) : null}
          </span>
        </span>
        <button type="button" className={styles.importButton} onClick={() => onImport(token)}>
          <Trans>Import</Trans>
        </button>
      </div>
    )
  }
  const { currency, balance, selected, otherSelected = false, sharedSymbol = false } = row
  const balanceText =
    balance === undefined
      ? null
      : formatAmount(balance, currency.decimals, {
          significantDigits: BALANCE_SIGNIFICANT_DIGITS,
          rounding: 'down',
          locale,
        })
  return (
    <button
      type="button"
      className={otherSelected ? `${styles.item} ${styles.other}` : styles.item}
      data-other-selected={otherSelected || undefined}
      disabled={selected}
      onClick={() => onSelect(currency)}
      data-testid={`token-row-${currency.kind === 'native' ? 'ETH' : currency.address}`}
    >
      <CurrencyLogo currency={currency} />
      <span className={styles.text}>
        <SymbolLine symbol={currency.symbol} shared={sharedSymbol} />
        <span className={styles.name}>
          {currency.name}
          {currency.kind === 'token' && currency.tags && currency.tags.length > 0 ? (
            <span className={styles.tags}>
              {currency.tags.slice(0, 2).map((tag) => (
                <span key={tag} className={styles.tag}>
                  {tag}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </span>
      <span className={styles.balance} title={balanceText ?? undefined}>
        {balanceText}
      </span>
    </button>
  )
}

function SymbolLine({ symbol, shared }: { symbol: string; shared: boolean }) {
  return (
    <span className={styles.symbolLine}>
      <span className={styles.symbol}>{shortenSymbol(symbol)}</span>
      {shared ? <ListedSymbolMark /> : null}
    </span>
  )
}
