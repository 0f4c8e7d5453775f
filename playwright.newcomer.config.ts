// The README's main command under test (tests/newcomer): `npm start` (dev server + embedded chain) driven in
// Chromium the way a newcomer uses it. `npm test` runs it as its own step.
import { defineConfig } from '@playwright/test'
import base from './playwright.config.ts'

export default defineConfig({
  ...base,
  testDir: 'tests/newcomer',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/newcomer',
  globalSetup: './tests/newcomer/globalSetup.ts',
  // One app and one chain for the whole step: the tests run in order against them.
  fullyParallel: false,
  workers: 1,
  // The dev server compiles each module on its first request: a first page load takes seconds, not milliseconds.
  timeout: 300_000,
  expect: { timeout: 30_000 },
})
