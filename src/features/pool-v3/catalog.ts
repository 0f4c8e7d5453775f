import { addCatalogPart } from '../../i18n/index.ts'

/** The v3 positions' own strings (src/features/pool-v3/locales): loaded with its first screen, not in the first load. */
export function loadPoolV3Catalog(): Promise<void> {
  return addCatalogPart('pool-v3', {
    english: () => import('./locales/en-US.po'),
    others: () => import('./catalogFiles.ts'),
  })
}
