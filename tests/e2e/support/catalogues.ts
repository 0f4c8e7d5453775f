// The app's catalogues as the tests read them: a message's translation in a locale, straight from the .po files
// (the shell's and every feature's), so a test names the English text and checks the screen shows its translation.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const SRC = resolve(import.meta.dirname, '../../../src')
const CATALOG_DIRS = [
  join(SRC, 'i18n/locales'),
  ...readdirSync(join(SRC, 'features'))
    .map((feature) => join(SRC, 'features', feature, 'locales'))
    .filter((dir) => existsSync(join(dir, 'en-US.po'))),
]

/** msgid → msgstr of one .po file (multi-line strings joined). */
function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>()
  const lines = text.split('\n')
  const readString = (i: number, prefix: string): [string, number] => {
    let value = JSON.parse(lines[i]?.slice(prefix.length) ?? '""') as string
    while (lines[i + 1]?.startsWith('"')) value += JSON.parse(lines[++i] ?? '""') as string
    return [value, i]
  }
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]?.startsWith('msgid ')) continue
    const [id, end] = readString(i, 'msgid ')
    if (!lines[end + 1]?.startsWith('msgstr ')) continue
    const [str, last] = readString(end + 1, 'msgstr ')
    i = last
    if (id !== '') entries.set(id, str)
  }
  return entries
}

const cache = new Map<string, Map<string, string>>()

/** Every message of `locale`, from all catalogues. */
export function catalogueOf(locale: string): Map<string, string> {
  const known = cache.get(locale)
  if (known) return known
  const all = new Map<string, string>()
  for (const dir of CATALOG_DIRS) {
    const file = join(dir, `${locale}.po`)
    if (existsSync(file)) for (const [id, str] of parsePo(readFileSync(file, 'utf8'))) all.set(id, str)
  }
  cache.set(locale, all)
  return all
}

/** The translation of the English `message` in `locale`; throws when it has none (the catalogue test fails too). */
export function translated(locale: string, message: string): string {
  const text = catalogueOf(locale).get(message)
  if (!text) throw new Error(`${locale} has no translation of ${JSON.stringify(message)}`)
  return text
}
