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
  // Every scenario runs against a node that is slow or failing on purpose: a request is given up only after the
  // transport's 10 s timeout and recovery is watched for up to 15 s, so a scenario takes 15–30 s on a quiet
  // machine and must not be cut off on a busy one (two suites side by side took up to 37 s).
  timeout: 120_000,
  expect: { timeout: 20_000 },
})
