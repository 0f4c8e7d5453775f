// Runs Biome from its platform package. The project depends on the platform builds directly (see
// optionalDependencies in package.json), so there is no `biome` wrapper on the PATH.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const pkg = `@biomejs/cli-${process.platform}-${process.arch}`
let binary: string
try {
  binary = join(
    dirname(require.resolve(`${pkg}/package.json`)),
    process.platform === 'win32' ? 'biome.exe' : 'biome',
  )
} catch {
  console.error(`Biome for ${process.platform}-${process.arch} (${pkg}) is not installed: run \`npm ci\`.`)
  process.exit(1)
}
const run = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' })
process.exit(run.status ?? 1)
