// Outside hosts a production build reads on mainnet, stood in at their real URLs when the run's chain is the
// mainnet replica: the airdrop's claim files (facts §7), served from the replica's generated chunks.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext } from '@playwright/test'
import { chainPaths } from '../../../devchain/index.ts'
import { RUN_CHAIN_FLAVOR } from './constants.ts'

export const MAINNET_CLAIM_FILES =
  'https://raw.githubusercontent.com/Uniswap/mrkl-drop-data-chunks/final/chunks/'

export async function standInOutsideHosts(context: BrowserContext): Promise<void> {
  if (RUN_CHAIN_FLAVOR !== 'mainnet') return
  const dir = chainPaths('mainnet').airdropChunks
  await context.route(`${MAINNET_CLAIM_FILES}*`, async (route) => {
    const name = route.request().url().slice(MAINNET_CLAIM_FILES.length)
    const headers = { 'access-control-allow-origin': '*', 'content-type': 'application/json' }
    if (!/^(mapping|0x[0-9a-fA-F]{40})\.json$/.test(name)) {
      await route.fulfill({ status: 404, headers, body: '404: Not Found' })
      return
    }
    try {
      await route.fulfill({ status: 200, headers, body: readFileSync(join(dir, name), 'utf8') })
    } catch {
      await route.fulfill({ status: 404, headers, body: '404: Not Found' })
    }
  })
}
