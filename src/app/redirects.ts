// Where the legacy and unknown paths go. The query string always survives the redirect.

function normalizeSearch(search: string): string {
  return search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`
}

/** `/swap` with the same query string. */
export function swapPath(search: string): string {
  return `/swap${normalizeSearch(search)}`
}

/**
 * `/swap/{outputCurrency}` becomes `/swap?…&outputCurrency={outputCurrency}`: the other query values are
 * kept as they were written, and the path's currency replaces any outputCurrency already in the query.
 */
export function outputCurrencyPath(outputCurrency: string, search: string): string {
  const kept = normalizeSearch(search)
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0] !== 'outputCurrency')
  kept.push(`outputCurrency=${encodeURIComponent(outputCurrency)}`)
  return `/swap?${kept.join('&')}`
}
