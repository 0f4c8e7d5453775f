// Swap state from the URL query (spec 1 §2 "Swap URL parameters", §4 "Swap selection").
import { ENS_NAME_MAX_LENGTH } from '../../../lib/textCaps.ts'

export type Field = 'INPUT' | 'OUTPUT'

export type SwapState = {
  independentField: Field
  typedValue: string
  inputCurrencyId: string
  outputCurrencyId: string
  recipient: string | null
  /**
   * The `use` parameter: 'v2' routes through v2, anything else (or nothing) through v3 (spec 1 §2); null when the
   * link names no version, which routes through v3 too (analytics reports the version only when one was named).
   */
  routing: 'v2' | 'v3' | null
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
// An ENS-style host name: dotted labels, the last one alphabetic ('vitalik.eth', 'pay.example.xyz').
const ENS_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i
// Digits with at most one point ('1', '1.', '1.5', '.5'), written so that a long non-number fails in linear
// time: `\d*\.?\d+` backtracks quadratically on a link's '111…1x'.
const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/

type Query = { get(name: string): string | null }

/** A currency from the URL: a valid address is kept; 'ETH' in any case becomes ETH; anything else empty. */
export function parseCurrencyParam(value: string | null): string {
  if (value === null) return ''
  const trimmed = value.trim()
  if (ADDRESS.test(trimmed)) return trimmed
  return trimmed.toUpperCase() === 'ETH' ? 'ETH' : ''
}

export function parseRecipientParam(value: string | null): string | null {
  if (value === null) return null
  const trimmed = value.trim()
  return ADDRESS.test(trimmed) || (trimmed.length <= ENS_NAME_MAX_LENGTH && ENS_NAME.test(trimmed))
    ? trimmed
    : null
}

function routingParam(value: string | null): 'v2' | 'v3' | null {
  const use = value?.trim().toLowerCase()
  return use === 'v2' || use === 'v3' ? use : null
}

export function parseSwapQuery(query: Query): SwapState {
  let inputCurrencyId = parseCurrencyParam(query.get('inputCurrency'))
  let outputCurrencyId = parseCurrencyParam(query.get('outputCurrency'))
  if (inputCurrencyId === '' && outputCurrencyId === '') inputCurrencyId = 'ETH'
  else if (inputCurrencyId.toLowerCase() === outputCurrencyId.toLowerCase()) outputCurrencyId = ''
  const exactAmount = query.get('exactAmount')?.trim() ?? ''
  return {
    independentField: query.get('exactField')?.toLowerCase() === 'output' ? 'OUTPUT' : 'INPUT',
    typedValue: NUMBER.test(exactAmount) ? exactAmount : '',
    inputCurrencyId,
    outputCurrencyId,
    recipient: parseRecipientParam(query.get('recipient')),
    routing: routingParam(query.get('use')),
  }
}

/** The same query with `use` set to the router: the version hint writes it into the URL. */
export function withRouting(search: string, routing: 'v2' | 'v3'): string {
  const query = new URLSearchParams(search)
  query.set('use', routing)
  return `?${query.toString()}`
}

/** Whether two parsed queries differ in nothing but the router (a `use` change keeps the typed form). */
export function onlyRoutingDiffers(a: SwapState, b: SwapState): boolean {
  return (
    a.independentField === b.independentField &&
    a.typedValue === b.typedValue &&
    a.inputCurrencyId === b.inputCurrencyId &&
    a.outputCurrencyId === b.outputCurrencyId &&
    a.recipient === b.recipient
  )
}
