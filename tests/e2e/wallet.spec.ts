import type { Address } from 'viem'
import { expect, test } from './fixtures.ts'
import { connectWallet, short } from './support/app.ts'

const BLOCKED = '0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c' as Address

test.describe('header wallet status', () => {
  test('shows the connect prompt, then the ENS name, then a shortened address for another account', async ({
    page,
    wallet,
  }) => {
    await page.goto('/#/swap')
    await expect(page.getByTestId('web3-status')).toHaveText('Connect to a wallet')
    await connectWallet(page, wallet)
    await expect(page.getByTestId('web3-status')).toHaveText('alice.eth')
    await wallet.switchAccount(2)
    await expect(page.getByTestId('web3-status')).toHaveText(short(wallet.address))
  })

  test('shows a spinner after 600 ms and the pending view while the wallet has not answered', async ({
    page,
    wallet,
  }) => {
    const release = wallet.holdNext('wallet_requestPermissions')
    await page.goto('/#/swap')
    await page.getByRole('button', { name: 'Connect to a wallet' }).click()
    await page.getByRole('button', { name: wallet.info.name }).click()
    await expect(page.getByTestId('wallet-pending')).toContainText('Initializing...')
    await expect(page.getByRole('status', { name: 'Connecting' })).toBeVisible()
    release()
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
    await expect(page.getByRole('status', { name: 'Connecting' })).toHaveCount(0)
  })

  test("shows 'Error' after a failed activation and recovers on Try Again", async ({ page, wallet }) => {
    // -32002: the wallet already has a prompt open, a failure that is not the user's rejection.
    wallet.failNext('wallet_requestPermissions', -32002, 'Request already pending')
    wallet.failNext('wallet_requestPermissions', -32002, 'Request already pending')
    await page.goto('/#/swap')
    await page.getByRole('button', { name: 'Connect to a wallet' }).click()
    await page.getByRole('button', { name: wallet.info.name }).click()
    await expect(page.getByText('Error connecting', { exact: true })).toBeVisible()
    await expect(
      page.getByText(
        'Oops! An unknown error occurred. Please refresh the page, or visit from another browser or device.',
      ),
    ).toBeVisible()
    await expect(page.getByTestId('web3-status')).toHaveText('Error')
    // Back to the options: the modal is titled 'Error connecting' and says to refresh.
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByText('Error connecting. Try refreshing the page.')).toBeVisible()
    await page.getByRole('button', { name: wallet.info.name }).click()
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
    await expect(page.getByTestId('web3-status')).toHaveText('alice.eth')
  })

  test("shows 'Wrong Network' on an unsupported chain and the account again after switching back", async ({
    page,
    wallet,
  }) => {
    await page.goto('/#/swap')
    await connectWallet(page, wallet)
    await wallet.reportChain(999)
    const status = page.getByTestId('web3-status')
    await expect(status).toHaveText('Wrong Network')
    await expect(status).toHaveAttribute('title', 'Please connect to the appropriate Ethereum network.')
    await status.click()
    const modal = page.getByRole('dialog', { name: 'Wrong Network' })
    await expect(modal.getByText('Please connect to the appropriate Ethereum network.')).toBeVisible()
    await page.keyboard.press('Escape')
    await wallet.reportChain(31337)
    await expect(status).toHaveText('alice.eth')
  })
})

test.describe('wallet modal', () => {
  test('copies the address with a short confirmation', async ({ page, context, wallet, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseURL ?? '').origin,
    })
    await page.goto('/#/swap')
    await connectWallet(page, wallet)
    await page.getByTestId('web3-status').click()
    const modal = page.getByRole('dialog', { name: 'Account' })
    await expect(modal.getByText(`Connected with ${wallet.info.name}`)).toBeVisible()
    await expect(modal.getByTestId('wallet-account')).toHaveText('alice.eth')
    // An injected wallet is disconnected from the wallet itself.
    await expect(modal.getByRole('button', { name: 'Disconnect' })).toHaveCount(0)
    await modal.getByRole('button', { name: 'Copy Address' }).click()
    await expect(modal.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address)
    await expect(modal.getByRole('button', { name: 'Copy Address' })).toBeVisible()
  })

  test('changes the wallet and disconnects the local test wallet', async ({ page, wallet }) => {
    await page.goto('/#/swap')
    await connectWallet(page, wallet)
    await page.getByTestId('web3-status').click()
    await page.getByRole('button', { name: 'Change' }).click()
    const options = page.getByRole('dialog', { name: 'Connect to a wallet' })
    await expect(options.getByRole('button', { name: /WalletConnect/ })).toBeDisabled()
    await expect(options.getByText('WalletConnect is not available here')).toBeVisible()
    await expect(options.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://uniswap.org/terms-of-service/',
    )
    await options.getByRole('button', { name: 'Local test wallet' }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect(account.getByText('Connected with Local test wallet')).toBeVisible()
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('web3-status')).toHaveText('Connect to a wallet')
  })
})

test.describe('network selector', () => {
  test('switches by hex chain id and adds a chain the wallet does not know', async ({ page, wallet }) => {
    await page.goto('/#/swap')
    await connectWallet(page, wallet)
    const selector = page.getByTestId('network-selector')
    await expect(selector).toHaveText('Localhost')
    await selector.click()
    const menu = page.getByRole('region', { name: 'Select a network' })
    await expect(menu.getByRole('button')).toHaveText(['Ethereum', 'OΞ (Optimism)', 'Arbitrum', 'Localhost'])
    await menu.getByRole('button', { name: 'Arbitrum' }).click()
    await expect(selector).toHaveText('Arbitrum')
    const methods = wallet.requests.map((r) => r.method)
    expect(methods).toContain('wallet_addEthereumChain')
    const switchRequest = wallet.requests.find((r) => r.method === 'wallet_switchEthereumChain')
    expect(switchRequest?.params).toEqual([{ chainId: '0xa4b1' }])
    const add = wallet.requests.find((r) => r.method === 'wallet_addEthereumChain')
    expect(add?.params).toMatchObject([
      {
        chainId: '0xa4b1',
        chainName: 'Arbitrum',
        rpcUrls: ['https://arb1.arbitrum.io/rpc'],
        blockExplorerUrls: ['https://arbiscan.io/'],
      },
    ])
    // Layer 2: the alpha notice with its bridge link, dismissible.
    const notice = page.getByTestId('l2-alpha-notice')
    await expect(notice.getByRole('link', { name: /Deposit to Arbitrum/ })).toHaveAttribute(
      'href',
      'https://bridge.arbitrum.io/',
    )
    await notice.getByRole('button', { name: 'Dismiss' }).click()
    await expect(notice).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Vote' })).toHaveCount(0)
  })
})

test('replaces the app for a blocked address, whatever its letter case', async ({ page, wallet }) => {
  await page.goto('/#/swap')
  await connectWallet(page, wallet)
  await wallet.reportAccount(BLOCKED)
  await expect(page.getByRole('heading', { name: 'Blocked address' })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
})
