// The production build on the mainnet replica: `npm run build` exactly as shipped, served gzipped, each worker's
// browser talking to its own replica (chain 1, every contract at its mainnet address) through the standard
// injected test wallet. It runs the e2e tests tagged @replica — written for the devchain, they read every address
// from the run's deployment (tests/e2e/support/deployment.ts), so here they run on mainnet's — and tests/replica's
// own. Project `endpoint` runs the build whose only setting is VITE_RPC_URL_1; project `wallet-reads` runs the build
// with no setting at all, which reads chain 1 through the connected wallet. `npm test` runs it as its own step.
import { defineConfig } from '@playwright/test'
import base from './playwright.config.ts'
import { replicaUrlEnv } from './tests/replica/support/constants.ts'

process.env.E2E_CHAIN_FLAVOR = 'mainnet'

export default defineConfig({
  ...base,
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'replica/**/*.spec.ts'],
  outputDir: 'test-results/replica',
  globalSetup: './tests/replica/globalSetup.ts',
  projects: [
    {
      name: 'endpoint',
      grep: /@replica\b/,
      use: { baseUrlEnv: replicaUrlEnv('endpoint') },
    },
    { name: 'wallet-reads', grep: /@wallet-reads\b/, use: { baseUrlEnv: replicaUrlEnv('bare') } },
  ],
})
