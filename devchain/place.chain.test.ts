import { Token } from '@uniswap/sdk-core'
import { computePairAddress } from '@uniswap/v2-sdk'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hashDomain,
  http,
  parseAbi,
  parseSignature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AMOUNT_PERMIT_TYPES } from '../src/chain/toolEntry.ts'
import { findFreePort, type RunningAnvil, startAnvil } from './anvil.ts'
import { loadArtifact } from './build/artifacts.ts'
import { devAccounts } from './build/build.ts'
import { BuildChain } from './build/chain.ts'
import { type CompiledContract, compileDevContracts } from './build/compile.ts'
import { placeAt } from './build/place.ts'
import { DEFAULT_HOST } from './constants.ts'

// Mainnet's addresses (facts §4–§5), where a replica of mainnet puts these contracts.
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const V2_FACTORY: Address = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'

const tokenAbi = parseAbi([
  'function mint(address to, uint256 amount)',
  'function DOMAIN_SEPARATOR() view returns (bytes32)',
  'function nonces(address owner) view returns (uint256)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
])
const factoryAbi = parseAbi([
  'function createPair(address tokenA, address tokenB) returns (address pair)',
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function feeToSetter() view returns (address)',
])

// A contract deployed as usual and then moved to the address it has on a public chain keeps what it holds and
// works there as if built there: the step a mainnet replica is made of (issue #39).
describe('placing a contract at another address', () => {
  let anvil: RunningAnvil
  let chain: BuildChain
  let compiled: Record<string, CompiledContract>
  const [first] = devAccounts()
  if (!first) throw new Error('No dev account')
  const owner = privateKeyToAccount(first.privateKey)

  beforeAll(async () => {
    anvil = await startAnvil({ port: await findFreePort(), host: DEFAULT_HOST, chainId: 1 })
    chain = new BuildChain(anvil.rpcUrl)
    compiled = await compileDevContracts()
  }, 120_000)
  afterAll(async () => {
    await anvil?.stop()
  })

  const deploySource = (name: string): Promise<Address> => {
    const contract = compiled[name]
    if (!contract) throw new Error(`${name} is missing from the compiler output`)
    return chain.deploy(owner.address, name, contract.abi, contract.bytecode)
  }
  const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })

  it('moves code, storage and balance; the permit domain names the new address and a permit works there', async () => {
    const built = await deploySource('DevUsdc')
    await chain.send(
      owner.address,
      {
        to: built,
        data: encodeFunctionData({ abi: tokenAbi, functionName: 'mint', args: [owner.address, 5_000_000n] }),
      },
      'mint USDC',
    )
    expect(await placeAt(chain, built, USDC)).toBe(USDC)
    const read = client()
    expect(await read.getCode({ address: built })).toBeUndefined()
    expect(
      await read.readContract({
        address: USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner.address],
      }),
    ).toBe(5_000_000n)
    expect(await read.readContract({ address: USDC, abi: erc20Abi, functionName: 'name' })).toBe('USD Coin')
    const domain = { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: USDC } as const
    expect(await read.readContract({ address: USDC, abi: tokenAbi, functionName: 'DOMAIN_SEPARATOR' })).toBe(
      hashDomain({
        domain: { ...domain, chainId: 1n },
        types: {
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
            { name: 'verifyingContract', type: 'address' },
          ],
        },
      }),
    )

    const spender: Address = '0x000000000000000000000000000000000000dEaD'
    const deadline = 2n ** 40n
    const signature: Hex = await owner.signTypedData({
      domain,
      types: AMOUNT_PERMIT_TYPES,
      primaryType: 'Permit',
      message: { owner: owner.address, spender, value: 123n, nonce: 0n, deadline },
    })
    const { v, r, s } = parseSignature(signature)
    await chain.send(
      owner.address,
      {
        to: USDC,
        data: encodeFunctionData({
          abi: tokenAbi,
          functionName: 'permit',
          args: [owner.address, spender, 123n, deadline, Number(v), r, s],
        }),
      },
      'permit USDC',
    )
    expect(
      await read.readContract({
        address: USDC,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner.address, spender],
      }),
    ).toBe(123n)
  })

  it("a v2 factory placed at mainnet's address creates each pair where the SDK computes it", async () => {
    const artifact = loadArtifact('UniswapV2Factory')
    const built = await chain.deploy(owner.address, 'UniswapV2Factory', artifact.abi, artifact.bytecode, [
      owner.address,
    ])
    await placeAt(chain, built, V2_FACTORY)
    await placeAt(chain, await deploySource('DevDai'), DAI)
    const read = client()
    expect(
      await read.readContract({ address: V2_FACTORY, abi: factoryAbi, functionName: 'feeToSetter' }),
    ).toBe(owner.address)
    await chain.send(
      owner.address,
      {
        to: V2_FACTORY,
        data: encodeFunctionData({ abi: factoryAbi, functionName: 'createPair', args: [DAI, USDC] }),
      },
      'create DAI/USDC',
    )
    const pair = await read.readContract({
      address: V2_FACTORY,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [DAI, USDC],
    })
    const expected = computePairAddress({
      factoryAddress: V2_FACTORY,
      tokenA: new Token(1, DAI, 18),
      tokenB: new Token(1, USDC, 6),
    })
    expect(pair).toBe(expected)
    // Mainnet's DAI/USDC pair.
    expect(pair).toBe('0xAE461cA67B15dc8dc81CE7615e0320dA1A9aB8D5')
  })

  it('refuses a target that already holds code and a source that holds none', async () => {
    await expect(placeAt(chain, await deploySource('DevWbtc'), USDC)).rejects.toThrow('already holds code')
    await expect(
      placeAt(
        chain,
        '0x00000000000000000000000000000000000000A1',
        '0x00000000000000000000000000000000000000B2',
      ),
    ).rejects.toThrow('no contract')
  })
})
