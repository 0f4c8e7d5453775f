import { addCatalogPart } from '../../i18n/index.ts'

/** The v2 liquidity screens' own strings (src/features/pool-v2/locales): loaded with its first screen. */
export function loadPoolV2Catalog(): Promise<void> {
  return addCatalogPart('pool-v2', {
    english: () => import('./locales/en-US.po'),
    others: () => import('./catalogFiles.ts'),
  })
}
