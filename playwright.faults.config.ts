// The fault matrix (tests/faults): the e2e harness (same build, global setup and fixtures) with a
// fault-injecting JSON-RPC proxy between the app and each worker's chain. `npm run faults` runs it and writes
// the table into docs/reliability.md; `npm test` runs it as its own step.
import { defineConfig } from '@playwright/test'
import base from './playwright.config.ts'

export default defineConfig({
  ...base,
  testDir: 'tests/faults',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/faults',
})
