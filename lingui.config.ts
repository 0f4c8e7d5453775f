import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { DEFAULT_LOCALE, PSEUDO_LOCALE, SUPPORTED_LOCALES } from './src/i18n/locales.ts'

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**']
/** Features whose screens are lazy routes with their own catalogue (each loads it in its routes.tsx). */
const LAZY_FEATURES = ['claim', 'governance', 'migrate', 'mining', 'pool-v2', 'pool-v3']

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...SUPPORTED_LOCALES, PSEUDO_LOCALE],
  // Compiled from the en-US texts with look-alike letters; test builds offer it (?lng=en-XA) to find untranslated text.
  pseudoLocale: PSEUDO_LOCALE,
  fallbackLocales: { default: DEFAULT_LOCALE },
  // The shell's catalogue (the first load's strings) and one per lazily loaded feature, which brings its own
  // (src/i18n/activateLocale.ts addCatalogPart): the first load does not grow with each part-2 screen.
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [...TEST_FILES, ...LAZY_FEATURES.map((feature) => `<rootDir>/src/features/${feature}/**`)],
    },
    ...LAZY_FEATURES.map((feature) => ({
      path: `<rootDir>/src/features/${feature}/locales/{locale}`,
      include: [`<rootDir>/src/features/${feature}`],
      exclude: TEST_FILES,
    })),
  ],
  orderBy: 'message',
  // No line numbers: moving code does not touch the catalogues.
  format: formatter({ lineNumbers: false }),
})
