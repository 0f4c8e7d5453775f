// Where the legacy and unknown paths go. The query string always survives the redirect.

function normalizeSearch(search: string): string {
  return search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`
}

/** `/swap` with the same query string. */
export function swapPath(search: string): string {
  return `/swap${normalizeSearch(search)}`
}

/** A query pair's name as the swap screen will read it: decoded, so 'output%43urrency' is outputCurrency too. */
function nameOf(pair: string): string | undefined {
  return new URLSearchParams(pair).keys().next().value
}

/**
 * `/swap/{outputCurrency}` becomes `/swap?…&outputCurrency={outputCurrency}`: the other query values are
 * kept as they were written, and the path's currency replaces any outputCurrency already in the query.
 */
export function outputCurrencyPath(outputCurrency: string, search: string): string {
  const kept = normalizeSearch(search)
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && nameOf(pair) !== 'outputCurrency')
  kept.push(`outputCurrency=${encodeURIComponent(outputCurrency)}`)
  return `/swap?${kept.join('&')}`
}
