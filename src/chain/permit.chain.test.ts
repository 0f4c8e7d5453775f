import { type Address, createWalletClient, custom, erc20Abi, maxUint256, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { UserRejectedError } from './errors.ts'
import { PERMIT_VALIDITY_SECONDS, type PermitSignature, signPermit } from './permit.ts'
import { localPermitTokens, type PermitTokenInfo, permitInfoOf, V2_LP_PERMIT_INFO } from './permitTokens.ts'
import { type KitChain, localChainKit } from './test/localChainKit.ts'

const permitAbi = parseAbi([
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function permit(address holder, address spender, uint256 nonce, uint256 expiry, bool allowed, uint8 v, bytes32 r, bytes32 s)',
])

function permitTests(which: KitChain): void {
  const { deployment, chain, publicClient, nodeWallet, address, mined } = localChainKit(which)
  // The devchain's permit tokens are its own; the replica's are read from the app's table for mainnet (facts §5.9),
  // so a wrong mainnet domain fails here.
  const localTokens = localPermitTokens(deployment.tokens)
  const owner = address(1)
  const spender = deployment.contracts.UniswapV2Router02
  const relayer = nodeWallet(2)

  function infoOf(token: Address): PermitTokenInfo {
    const info = which === 'replica' ? permitInfoOf(chain.id, token) : localTokens[token.toLowerCase()]
    if (!info) throw new Error(`no permit info for ${token}`)
    return info
  }

  async function allowance(token: Address, to: Address = spender): Promise<bigint> {
    return publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, to],
    })
  }

  // Submits the signed permit from another account, as a router's selfPermit would use it.
  async function submit(permit: PermitSignature): Promise<void> {
    const { tokenAddress, v, r, s, deadline } = permit
    const hash =
      permit.permitType === 'allowed'
        ? await relayer.writeContract({
            address: tokenAddress,
            abi: permitAbi,
            functionName: 'permit',
            args: [permit.owner, permit.spender, permit.nonce, deadline, true, v, r, s],
          })
        : await relayer.writeContract({
            address: tokenAddress,
            abi: permitAbi,
            functionName: 'permit',
            args: [permit.owner, permit.spender, permit.amount, deadline, v, r, s],
          })
    await mined(hash)
  }

  async function sign(token: Address, amount: bigint): Promise<PermitSignature> {
    return signPermit(nodeWallet(1), publicClient, {
      token,
      chainId: chain.id,
      owner,
      spender,
      amount,
      info: infoOf(token),
    })
  }

  describe(`permits on the ${which}`, () => {
    it('signs a DAI-style allowed permit that the token accepts (allowance becomes unlimited)', async () => {
      const token = deployment.tokens.DAI.address
      const latest = await publicClient.getBlock()
      const permit = await sign(token, 5n)
      expect(permit).toMatchObject({
        permitType: 'allowed',
        allowed: true,
        nonce: 0n,
        owner,
        spender,
        chainId: chain.id,
      })
      expect(permit.deadline).toBe(latest.timestamp + PERMIT_VALIDITY_SECONDS)
      await submit(permit)
      expect(await allowance(token)).toBe(maxUint256)
    })

    it('signs an EIP-2612 amount permit for USDC (domain version 2) that the token accepts', async () => {
      const token = deployment.tokens.USDC.address
      const permit = await sign(token, 123_456_789n)
      expect(permit).toMatchObject({ permitType: 'amount', amount: 123_456_789n, tokenAddress: token })
      await submit(permit)
      expect(await allowance(token)).toBe(123_456_789n)
      // The nonce moved on: the next permit is signed over the new one.
      expect((await sign(token, 1n)).nonce).toBe(permit.nonce + 1n)
    })

    it('signs a UNI amount permit under a domain without a version that the token accepts', async () => {
      const token = deployment.tokens.UNI.address
      const permit = await sign(token, 10n ** 21n)
      await submit(permit)
      expect(await allowance(token)).toBe(10n ** 21n)
    })

    it('signs a v2 LP token permit under ("Uniswap V2", "1") that the pair accepts', async () => {
      const pair = deployment.fixtures.migratePair
      const migrator = deployment.contracts.V3Migrator
      const permit = await signPermit(nodeWallet(1), publicClient, {
        token: pair,
        chainId: chain.id,
        owner,
        spender: migrator,
        amount: 10n ** 15n,
        info: V2_LP_PERMIT_INFO,
      })
      await submit(permit)
      expect(await allowance(pair, migrator)).toBe(10n ** 15n)
    })

    it('turns a wallet that declines to sign (code 4001) into UserRejectedError', async () => {
      const declining = createWalletClient({
        account: owner,
        chain,
        transport: custom({
          request: () =>
            Promise.reject(Object.assign(new Error('User denied message signature.'), { code: 4001 })),
        }),
      })
      const failure = await signPermit(declining, publicClient, {
        token: deployment.tokens.USDC.address,
        chainId: chain.id,
        owner,
        spender,
        amount: 1n,
        info: infoOf(deployment.tokens.USDC.address),
      }).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(UserRejectedError)
    })
  })
}

permitTests('devchain')
permitTests('replica')
