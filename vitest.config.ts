import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'
import { tokenListValidatorPlugin } from './scripts/tokenListValidatorPlugin.ts'
import { linguiMacroPlugin } from './vite.config.ts'

// Three projects: `unit` and `unit-isolated` (pure logic and components, no chain) and `chain` (integration tests
// against the seeded local chain, started once by globalSetup and reset to the saved state before each test file).
//
// Unit test files share their worker's module cache (`isolate: false`): importing viem, the SDKs and React
// afresh for each of ~350 files was three quarters of the unit step's time (docs/testing-speed.md). A file that
// replaces modules or globals (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.stubEnv`, `vi.resetModules`, a
// property defined on `globalThis`) would leak its stand-ins into the files after it, and one that imports a module
// inside a test (`await import(…)`) expects to evaluate it afresh; those files run in `unit-isolated`, each in a
// fresh module graph, as before. The split is read from the files themselves: a new test that mocks is isolated without a
// list to keep.
const UNIT_ROOTS = ['src', 'scripts', 'devchain']
const UNIT_FILE = /\.test\.tsx?$/
const CHAIN_FILE = /\.chain\.test\.ts$/
const NEEDS_ISOLATION =
  /\bvi\s*\.\s*(mock|doMock|unmock|stubGlobal|stubEnv|resetModules|hoisted)\s*\(|\bawait\s+import\s*\(|defineProperty\(\s*(globalThis|window)\b/

function unitFiles(dir: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) found.push(...unitFiles(path))
    else if (UNIT_FILE.test(entry.name) && !CHAIN_FILE.test(entry.name)) found.push(path)
  }
  return found
}

const isolatedUnitFiles = UNIT_ROOTS.flatMap(unitFiles).filter((file) =>
  NEEDS_ISOLATION.test(readFileSync(file, 'utf8')),
)

const unitProject = (name: string, isolate: boolean, files: { include: string[]; exclude: string[] }) => ({
  plugins: [linguiMacroPlugin(), tokenListValidatorPlugin()],
  // Unit tests run without the local chain; code that reads the chain table sees none.
  define: { __LOCAL_CHAIN__: 'null' },
  // `npm test` runs the unit step beside the browser lane, on a busy machine: a property test that takes 2 s alone
  // took over vitest's default 5 s there. The timeout is there to catch a hang, not to time anything.
  test: {
    name,
    environment: 'node' as const,
    isolate,
    testTimeout: 20_000,
    // testing-library's waitFor timeout, for the same reason.
    setupFiles: ['tests/unit/setup.ts'],
    ...files,
  },
})

export default defineConfig({
  test: {
    projects: [
      unitProject('unit', false, {
        include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'devchain/**/*.test.ts'],
        exclude: ['**/*.chain.test.ts', '**/node_modules/**', ...isolatedUnitFiles],
      }),
      unitProject('unit-isolated', true, { include: isolatedUnitFiles, exclude: ['**/node_modules/**'] }),
      {
        test: {
          name: 'chain',
          include: ['src/**/*.chain.test.ts', 'devchain/**/*.chain.test.ts'],
          environment: 'node',
          globalSetup: ['tests/chain/globalSetup.ts'],
          setupFiles: ['tests/chain/perFile.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
