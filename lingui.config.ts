import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from './src/i18n/locales.ts'

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...SUPPORTED_LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  orderBy: 'message',
  // No line numbers: moving code does not touch the catalogues.
  format: formatter({ lineNumbers: false }),
})
