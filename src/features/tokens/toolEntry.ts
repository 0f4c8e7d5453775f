// The tokens feature's public entry for bench/ and scripts/ (which import from src/ only through entries made for
// them).
export { CurrencyList, type CurrencyRow, LIST_HEIGHT_PX } from './components/CurrencyList.tsx'
export { nativeCurrency, type TokenCurrency } from './model/currency.ts'
export { PAGE_LIST_ORIGINS } from './model/listHosts.ts'
export { orderSearchResults } from './model/searchResults.ts'
export { createTokenIndex } from './model/tokenSearch.ts'
