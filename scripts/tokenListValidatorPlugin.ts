// Vite plugin: the token-list schema validator compiled by ajv when the app is built, served as the
// virtual module `virtual:token-list-validator`. The page then validates lists with plain generated code,
// no `new Function`, so the Content-Security-Policy can forbid 'unsafe-eval'.
import { createRequire } from 'node:module'
import Ajv from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import addFormats from 'ajv-formats'
import type { Plugin } from 'vite'

const MODULE_ID = 'virtual:token-list-validator'
const RESOLVED_ID = `\0${MODULE_ID}`

/** The ES module source of the compiled validator (exported for tests). */
export function tokenListValidatorSource(): string {
  const require = createRequire(import.meta.url)
  const schema: object = require('@uniswap/token-lists/dist/tokenlist.schema.json')
  const ajv = new Ajv({ code: { source: true, esm: true }, allErrors: true, strict: false })
  addFormats(ajv, ['date-time', 'uri'])
  let code = standaloneCode(ajv, ajv.compile(schema))
  // ajv's ES module output still reaches its runtime helpers with require(): turn those into imports.
  const imports: string[] = []
  code = code.replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, () => {
    imports.push("import ucs2length from 'ajv/dist/runtime/ucs2length.js'")
    return 'ucs2length'
  })
  code = code.replace(/require\("ajv-formats\/dist\/formats"\)\.fullFormats/g, () => {
    imports.push("import { fullFormats } from 'ajv-formats/dist/formats.js'")
    return 'fullFormats'
  })
  if (/\brequire\(/.test(code)) throw new Error('The compiled token-list validator still calls require()')
  return `${[...new Set(imports)].join('\n')}\n${code.replace(/^"use strict";/, '')}`
}

export function tokenListValidatorPlugin(): Plugin {
  return {
    name: 'dex:token-list-validator',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? tokenListValidatorSource() : null),
  }
}
