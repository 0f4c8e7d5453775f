// Vite plugin: the token-list schema validator compiled by ajv when the app is built or served, as the virtual
// module `virtual:token-list-validator`. The page then validates lists with plain generated code, no
// `new Function`, so the Content-Security-Policy can forbid 'unsafe-eval'.
//
// ajv's standalone output reaches its runtime helpers (ucs2length, the format checkers) with require(). Those
// helpers are CommonJS modules with a `default` export; how a default import of one is interpreted differs
// between the dev server's dependency pre-bundling and the production bundler (in the dev server the validator
// once called the module object: 'func2 is not a function', so every list failed). The validator is therefore
// bundled here, once, with its helpers inlined: dev server, build and tests serve the same self-contained code.
import { createRequire } from 'node:module'
import Ajv from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import addFormats from 'ajv-formats'
import { rolldown } from 'rolldown'
import type { Plugin } from 'vite'

const MODULE_ID = 'virtual:token-list-validator'
const RESOLVED_ID = `\0${MODULE_ID}`
const ENTRY_ID = '\0token-list-validator-entry'
const COMPILED_ID = '\0token-list-validator-compiled'

/** ajv's standalone CommonJS source of the schema validator, with require() calls to its runtime. */
function compiledValidatorSource(): string {
  const require = createRequire(import.meta.url)
  const schema: object = require('@uniswap/token-lists/dist/tokenlist.schema.json')
  const ajv = new Ajv({ code: { source: true }, allErrors: true, strict: false })
  addFormats(ajv, ['date-time', 'uri'])
  return standaloneCode(ajv, ajv.compile(schema))
}

/** The ES module source of the compiled validator, with nothing left to import (exported for tests). */
export async function tokenListValidatorSource(): Promise<string> {
  const compiled = compiledValidatorSource()
  const bundle = await rolldown({
    input: ENTRY_ID,
    platform: 'browser',
    logLevel: 'silent',
    plugins: [
      {
        name: 'token-list-validator-source',
        resolveId: (id) => (id === ENTRY_ID || id === COMPILED_ID ? id : null),
        load: (id) => {
          if (id === ENTRY_ID)
            return `import validate from '${COMPILED_ID}'\nexport { validate }\nexport default validate\n`
          if (id === COMPILED_ID) return compiled
          return null
        },
      },
    ],
  })
  try {
    const { output } = await bundle.generate({ format: 'esm' })
    const [chunk, ...rest] = output
    if (chunk?.type !== 'chunk' || rest.some((item) => item.type === 'chunk'))
      throw new Error('The token-list validator did not bundle into one module')
    // (ajv's runtime keeps the text `require("…")` as a string for code generation: that one is not a call.)
    if (/(?<!["'\w.])require\(|^\s*import\s/m.test(chunk.code))
      throw new Error('The bundled token-list validator still imports or requires a module')
    return chunk.code
  } finally {
    await bundle.close()
  }
}

export function tokenListValidatorPlugin(): Plugin {
  let source: Promise<string> | null = null
  return {
    name: 'dex:token-list-validator',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load: (id) => {
      if (id !== RESOLVED_ID) return null
      source ??= tokenListValidatorSource()
      return source
    },
  }
}
