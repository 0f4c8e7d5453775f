import { createWalletClient, erc20Abi, http, maxUint256, parseAbi, parseSignature } from 'viem'
import { describe, expect, it } from 'vitest'
import { uniAbi } from './build/abis.ts'
import { kit } from './test/kit.ts'

const { deployment, chain, publicClient, wallet, mined } = kit()
const { tokens } = deployment
const chainId = 31337

const eip2612Abi = parseAbi([
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function nonces(address owner) view returns (uint256)',
])
const daiPermitAbi = parseAbi([
  'function permit(address holder, address spender, uint256 nonce, uint256 expiry, bool allowed, uint8 v, bytes32 r, bytes32 s)',
  'function nonces(address owner) view returns (uint256)',
])
const amountPermitTypes = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

const owner = wallet(1)
const relayer = wallet(2)
const spender = deployment.contracts.UniswapV2Router02

async function deadline(): Promise<bigint> {
  return (await publicClient.getBlock()).timestamp + 1200n
}

async function allowance(token: `0x${string}`): Promise<bigint> {
  return publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner.account.address, spender],
  })
}

describe('permits', () => {
  it('accepts an EIP-2612 permit for USDC under the domain ("USD Coin", "2")', async () => {
    const token = tokens.USDC.address
    const nonce = await publicClient.readContract({
      address: token,
      abi: eip2612Abi,
      functionName: 'nonces',
      args: [owner.account.address],
    })
    const value = 123_456_789n
    const expiry = await deadline()
    const signature = await owner.signTypedData({
      domain: { name: 'USD Coin', version: '2', chainId, verifyingContract: token },
      types: amountPermitTypes,
      primaryType: 'Permit',
      message: { owner: owner.account.address, spender, value, nonce, deadline: expiry },
    })
    const { v, r, s } = parseSignature(signature)
    await mined(
      await relayer.writeContract({
        address: token,
        abi: eip2612Abi,
        functionName: 'permit',
        args: [owner.account.address, spender, value, expiry, Number(v), r, s],
      }),
    )
    expect(await allowance(token)).toBe(value)
  })

  it('accepts a UNI permit under a domain without a version', async () => {
    const token = tokens.UNI.address
    const nonce = await publicClient.readContract({
      address: token,
      abi: uniAbi,
      functionName: 'nonces',
      args: [owner.account.address],
    })
    const value = 10n ** 21n
    const expiry = await deadline()
    const signature = await owner.signTypedData({
      domain: { name: 'Uniswap', chainId, verifyingContract: token },
      types: amountPermitTypes,
      primaryType: 'Permit',
      message: { owner: owner.account.address, spender, value, nonce, deadline: expiry },
    })
    const { v, r, s } = parseSignature(signature)
    await mined(
      await relayer.writeContract({
        address: token,
        abi: uniAbi,
        functionName: 'permit',
        args: [owner.account.address, spender, value, expiry, Number(v), r, s],
      }),
    )
    expect(await allowance(token)).toBe(value)
  })

  it('accepts a DAI "allowed" permit under ("Dai Stablecoin", "1"), signed by anvil (eth_signTypedData_v4)', async () => {
    const token = tokens.DAI.address
    // An unlocked dev account signs on the node, as the injected test wallet does.
    const nodeSigner = createWalletClient({
      account: owner.account.address,
      chain,
      transport: http(chain.rpcUrls.default.http[0]),
    })
    const nonce = await publicClient.readContract({
      address: token,
      abi: daiPermitAbi,
      functionName: 'nonces',
      args: [owner.account.address],
    })
    const expiry = await deadline()
    const signature = await nodeSigner.signTypedData({
      domain: { name: 'Dai Stablecoin', version: '1', chainId, verifyingContract: token },
      types: {
        Permit: [
          { name: 'holder', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'expiry', type: 'uint256' },
          { name: 'allowed', type: 'bool' },
        ],
      },
      primaryType: 'Permit',
      message: { holder: owner.account.address, spender, nonce, expiry, allowed: true },
    })
    const { v, r, s } = parseSignature(signature)
    await mined(
      await relayer.writeContract({
        address: token,
        abi: daiPermitAbi,
        functionName: 'permit',
        args: [owner.account.address, spender, nonce, expiry, true, Number(v), r, s],
      }),
    )
    expect(await allowance(token)).toBe(maxUint256)
  })

  it('accepts a v2 LP token permit under ("Uniswap V2", "1")', async () => {
    const lpOwner = wallet(0)
    const pair = deployment.fixtures.migratePair
    const nonce = await publicClient.readContract({
      address: pair,
      abi: eip2612Abi,
      functionName: 'nonces',
      args: [lpOwner.account.address],
    })
    const value = 10n ** 15n
    const expiry = await deadline()
    const signature = await lpOwner.signTypedData({
      domain: { name: 'Uniswap V2', version: '1', chainId, verifyingContract: pair },
      types: amountPermitTypes,
      primaryType: 'Permit',
      message: {
        owner: lpOwner.account.address,
        spender: deployment.contracts.V3Migrator,
        value,
        nonce,
        deadline: expiry,
      },
    })
    const { v, r, s } = parseSignature(signature)
    await mined(
      await relayer.writeContract({
        address: pair,
        abi: eip2612Abi,
        functionName: 'permit',
        args: [lpOwner.account.address, deployment.contracts.V3Migrator, value, expiry, Number(v), r, s],
      }),
    )
    const granted = await publicClient.readContract({
      address: pair,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [lpOwner.account.address, deployment.contracts.V3Migrator],
    })
    expect(granted).toBe(value)
  })
})
