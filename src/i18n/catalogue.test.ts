import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE } from './locales.ts'

// Builds strip the source text from each message, keeping only its id: a message missing from the
// catalogue would show as its id. This keeps the catalogue in step with the code.
describe('the en-US catalogue', () => {
  it('has every message of the source code (run `npx lingui extract` when this fails)', async () => {
    const config = getConfig({ cwd: process.cwd(), skipValidation: true })
    const catalogs = await getCatalogs(config)
    const missing: string[] = []
    for (const catalog of catalogs) {
      const extracted = (await catalog.collect()) ?? {}
      const current = await catalog.read(DEFAULT_LOCALE)
      for (const [id, message] of Object.entries(extracted)) {
        if (!current?.[id]) missing.push(message.message ?? id)
      }
    }
    expect(missing).toEqual([])
  }, 30_000)
})
