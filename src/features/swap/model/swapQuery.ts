// Swap state from the URL query (spec 1 §2 "Swap URL parameters", §4 "Swap selection").

export type Field = 'INPUT' | 'OUTPUT'

export type SwapState = {
  independentField: Field
  typedValue: string
  inputCurrencyId: string
  outputCurrencyId: string
  recipient: string | null
  /** `use=v2` selects v2 routing; anything else v3. */
  routing: 'v2' | 'v3'
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
// An ENS-style host name: dotted labels, the last one alphabetic ('vitalik.eth', 'pay.example.xyz').
const ENS_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i
const NUMBER = /^\d*\.?\d+$|^\d+\.$/

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
  return ADDRESS.test(trimmed) || ENS_NAME.test(trimmed) ? trimmed : null
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
    routing: query.get('use')?.toLowerCase() === 'v2' ? 'v2' : 'v3',
  }
}
