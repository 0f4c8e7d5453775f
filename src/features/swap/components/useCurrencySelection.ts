import { useState } from 'react'
import { useChainId } from 'wagmi'
import { type Currency, currencyEquals, nativeCurrency } from '../../tokens/index.ts'

type Field = 'INPUT' | 'OUTPUT'
type Selection = { chainId: number; input: Currency | null; output: Currency | null }

/**
 * The From and To currencies of the chain in use: ETH and nothing to start; picking the other side's
 * currency swaps the two (spec 1 §4 "Swap selection").
 */
export function useCurrencySelection() {
  const chainId = useChainId()
  const [selection, setSelection] = useState<Selection>(() => ({
    chainId,
    input: nativeCurrency(chainId),
    output: null,
  }))
  const current =
    selection.chainId === chainId ? selection : { chainId, input: nativeCurrency(chainId), output: null }
  const select = (field: Field, currency: Currency) => {
    const [mine, other] =
      field === 'INPUT' ? [current.input, current.output] : [current.output, current.input]
    const next = currencyEquals(currency, other) ? { mine: currency, other: mine } : { mine: currency, other }
    setSelection(
      field === 'INPUT'
        ? { chainId, input: next.mine, output: next.other }
        : { chainId, input: next.other, output: next.mine },
    )
  }
  return { chainId, input: current.input, output: current.output, select }
}
