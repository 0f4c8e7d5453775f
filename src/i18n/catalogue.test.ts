import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from './locales.ts'
import { messageShapeProblems } from './messageShape.ts'

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

// Every locale the menu offers has every message, translated, with the en-US message's placeholders, tags and
// plural or select forms (a translation that lost '{0}' would show the wrong number or none).
describe('the translated catalogues', () => {
  it('translate every message of the en-US catalogue and keep its shape', async () => {
    const config = getConfig({ cwd: process.cwd(), skipValidation: true })
    const catalogs = await getCatalogs(config)
    const problems: string[] = []
    for (const catalog of catalogs) {
      const source = (await catalog.read(DEFAULT_LOCALE)) ?? {}
      for (const locale of SUPPORTED_LOCALES) {
        if (locale === DEFAULT_LOCALE) continue
        const translated = (await catalog.read(locale)) ?? {}
        for (const [id, message] of Object.entries(source)) {
          const english = message.translation || message.message || id
          for (const problem of messageShapeProblems(english, translated[id]?.translation))
            problems.push(`${locale} ${JSON.stringify(english)}: ${problem}`)
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([])
    expect(problems.length).toBe(0)
  }, 60_000)
})
