import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from './tests/e2e/support/constants.ts'

if (!existsSync(TEST_BROWSER_PATH)) {
  console.error(
    `e2e: ${TEST_BROWSER_PATH} is missing: install it with \`apt-get update && apt-get install -y chromium chromium-headless-shell\`.`,
  )
  process.exit(1)
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry, so that a test that fails once on a busy machine does not block a landing; `npm test` counts a
  // test that passed only on its retry as flaky and names it (scripts/test.ts).
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // English unless a test says otherwise (i18n.spec.ts): the browser's language picks the app's.
    locale: 'en-US',
    browserName: 'chromium',
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS },
    serviceWorkers: 'block',
    // A trace only on a failed test's retry: recording one for every test (DOM snapshots and screencast frames
    // at each action) was a fifth of the e2e step's time (docs/testing-speed.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
})
