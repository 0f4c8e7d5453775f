// `npm run build` with no setting at all, on the mainnet replica: a user who has only a wallet. Chain 1 has no
// endpoint of the build's own, so once the wallet is connected there every read goes through the wallet's own
// connection (batched into multicalls as always), and a swap works end to end.
import type { Address } from 'viem'
import { parseEther } from 'viem'
import { expect, test } from '../e2e/fixtures.ts'
import { mine } from '../e2e/support/anvil.ts'
import { balanceOf, confirmSwap, openConnected, quoted, tokenAddress } from '../e2e/support/swap.ts'

const DAI = tokenAddress('DAI')

test('reads chain 1 through the connected wallet and swaps 1 ETH for DAI', { tag: '@wallet-reads' }, async ({
  page,
  wallet,
  chain,
  chainClient,
}) => {
  const account = wallet.address as Address
  const before = await balanceOf(chainClient, 'DAI', account)
  await openConnected(page, wallet, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
  await quoted(page)
  await expect(page.getByText("can't be reached from this app")).toHaveCount(0)
  // The quote and balances came through the wallet: multicalls to mainnet's interface multicall.
  const calls = wallet.requests.filter((r) => r.method === 'eth_call')
  expect(calls.length).toBeGreaterThan(0)
  expect(JSON.stringify(calls).toLowerCase()).toContain('0x1f98415757620b543a52e61c46b32eb19261f984')
  await confirmSwap(page)
  await mine(chain.rpcUrl)
  await expect
    .poll(async () => (await balanceOf(chainClient, 'DAI', account)) - before)
    .toBeGreaterThan(parseEther('1900'))
})
