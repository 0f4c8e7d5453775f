import { defineConfig } from 'vitest/config'
import { tokenListValidatorPlugin } from './scripts/tokenListValidatorPlugin.ts'
import { linguiMacroPlugin } from './vite.config.ts'

// Two projects: `unit` (pure logic and components, no chain) and `chain` (integration tests against the
// seeded local chain, started once by globalSetup and reset to the saved state before each test file).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [linguiMacroPlugin(), tokenListValidatorPlugin()],
        // Unit tests run without the local chain; code that reads the chain table sees none.
        define: { __LOCAL_CHAIN__: 'null' },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'devchain/**/*.test.ts'],
          exclude: ['**/*.chain.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
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
