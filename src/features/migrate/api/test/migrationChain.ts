// Migrations sent from account 0 on the seeded chain: the pair and pool read as the page will read them (the
// pair's own reads through the multicall contract, classified against the local chain table's factories),
// the derivation and call the confirmation would show, the send, and what the chain did with it.
import { Token as SdkToken, type Token } from '@uniswap/sdk-core'
import { type FeeAmount, maxLiquidityForAmounts, type Pool, Position, TickMath } from '@uniswap/v3-sdk'
import { type Address, erc20Abi, type Hash, parseAbi, parseEventLogs, type TransactionReceipt } from 'viem'
import { expect } from 'vitest'
import { localChainInfo, UNISWAP_V2_PAIR_INIT_CODE_HASH } from '../../../../chain/chainInfo.ts'
import { aggregateCalls } from '../../../../chain/multicall.ts'
import { signPermit } from '../../../../chain/permit.ts'
import { V2_LP_PERMIT_INFO } from '../../../../chain/permitTokens.ts'
import { positionCountRead, positionIdByIndexRead, positionRead } from '../../../../chain/positionReads.ts'
import { decodeRead, type ReadCall, tokenBalanceRead } from '../../../../chain/reads.ts'
import { send } from '../../../../chain/send.ts'
import type { LocalChainKit } from '../../../../chain/test/localChainKit.ts'
import { type PoolState, poolAddressOf } from '../../../../lib/routing/v3Routing.ts'
import { pairReservesRead, poolLiquidityRead, poolSlot0Read } from '../../../pool-data/index.ts'
import type { LpPermit } from '../../model/buildMigrateCall.ts'
import { deriveMigration, type Ticks } from '../../model/deriveMigration.ts'
import { type MigratePair, migrateFactories, migratePair } from '../../model/migratePair.ts'
import { MIGRATE_SLIPPAGE_BPS } from '../../model/migrateSlippage.ts'
import { migratePairReads } from '../migratePairReads.ts'

const CHAIN_ID = 31337
const increaseEvent = parseAbi([
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
])

export function migrationChain(kit: LocalChainKit) {
  const { deployment, publicClient, nodeWallet, mined } = kit
  const owner = kit.address(0)
  const migrator = deployment.contracts.V3Migrator
  const manager = deployment.contracts.NonfungiblePositionManager
  const chain = localChainInfo({
    chainId: CHAIN_ID,
    rpcUrl: deployment.rpcUrl,
    contracts: deployment.contracts,
    tokens: deployment.tokens,
  })
  const factories = migrateFactories(chain, UNISWAP_V2_PAIR_INIT_CODE_HASH)

  async function readAll<T>(reads: readonly ReadCall<T>[]): Promise<(T | null)[]> {
    const answer = await aggregateCalls(
      publicClient,
      deployment.contracts.UniswapInterfaceMulticall,
      reads.map((read) => read.call),
    )
    return reads.map((read, i) => decodeRead(read, answer.returnData[i], () => {}) ?? null)
  }

  async function readOne<T>(read: ReadCall<T>): Promise<T | null> {
    const [value] = await readAll([read])
    return value ?? null
  }

  async function classify(pair: Address): Promise<MigratePair> {
    const reads = migratePairReads(pair)
    const [token0, token1, factory] = await readAll([reads.token0, reads.token1, reads.factory])
    const totalSupply = await readOne(reads.totalSupply)
    return migratePair(pair, { token0, token1, factory, totalSupply }, factories)
  }

  const tokenAt = (address: Address): Token => {
    const entry = Object.values(deployment.tokens).find((token) => token.address === address)
    if (!entry) throw new Error(`No devchain token at ${address}`)
    return new SdkToken(CHAIN_ID, entry.address, entry.decimals, entry.symbol, entry.name)
  }

  async function poolState(token0: Token, token1: Token, fee: FeeAmount): Promise<PoolState> {
    const pool = poolAddressOf(token0, token1, fee, deployment.contracts.UniswapV3Factory)
    if (!(await publicClient.getCode({ address: pool }))) return null
    const slot0 = await readOne(poolSlot0Read(pool))
    const liquidity = await readOne(poolLiquidityRead(pool))
    return slot0 && liquidity !== null ? { ...slot0, liquidity } : null
  }

  const balanceOf = async (token: Address) => (await readOne(tokenBalanceRead(CHAIN_ID, token, owner))) ?? 0n

  /** Everything the page reads for a pair and the pool of `fee`, and the migration it derives for `ticks`. */
  async function derive(pair: Address, fee: FeeAmount, ticksOf: (pool: Pool) => Ticks) {
    const found = await classify(pair)
    if (found.kind !== 'pair') throw new Error(`${pair} is ${found.kind}`)
    const [token0, token1] = [tokenAt(found.token0), tokenAt(found.token1)]
    const inputs = {
      pair,
      token0,
      token1,
      reserves: await readOne(pairReservesRead(pair)),
      totalSupply: await readOne(migratePairReads(pair).totalSupply),
      lpBalance: await balanceOf(pair),
      fee,
      poolState: await poolState(token0, token1, fee),
      slippageBps: MIGRATE_SLIPPAGE_BPS,
    }
    const first = deriveMigration({ ...inputs, ticks: null })
    if (!first.pool) throw new Error(`No pool to range: ${first.blocker}`)
    const migration = deriveMigration({ ...inputs, ticks: ticksOf(first.pool) })
    return { found, token0, token1, inputs, migration }
  }

  async function signLpPermit(pair: Address, amount: bigint): Promise<LpPermit> {
    const permit = await signPermit(nodeWallet(0), publicClient, {
      token: pair,
      chainId: CHAIN_ID,
      owner,
      spender: migrator,
      amount,
      info: V2_LP_PERMIT_INFO,
    })
    if (permit.permitType !== 'amount') throw new Error('The LP permit takes an amount')
    return permit
  }

  async function approveMigrator(pair: Address): Promise<void> {
    const hash = await nodeWallet(0).writeContract({
      address: pair,
      abi: erc20Abi,
      functionName: 'approve',
      args: [migrator, 2n ** 256n - 1n],
    })
    await mined(hash)
  }

  async function sendMigration(call: { to: Address; data: `0x${string}`; value: bigint }) {
    const hash: Hash = await send(nodeWallet(0), publicClient, { ...call, account: owner, chainId: CHAIN_ID })
    await mined(hash)
    return publicClient.getTransactionReceipt({ hash })
  }

  /** The position the receipt minted, as the position manager stores it, and what it took of each token. */
  async function mintedPosition(receipt: TransactionReceipt) {
    const [event] = parseEventLogs({ abi: increaseEvent, logs: receipt.logs, eventName: 'IncreaseLiquidity' })
    if (!event) throw new Error('No IncreaseLiquidity')
    const count = await readOne(positionCountRead(manager, owner))
    const lastId = await readOne(positionIdByIndexRead(manager, owner, (count ?? 1n) - 1n))
    expect(lastId).toBe(event.args.tokenId)
    const stored = await readOne(positionRead(manager, event.args.tokenId))
    if (!stored) throw new Error('No stored position')
    return { stored, taken: event.args }
  }

  /**
   * What the position manager mints for the worth: the liquidity its LiquidityAmounts gives (the SDK's
   * imprecise variant), and that liquidity's amounts rounded up as the pool takes them.
   */
  function managerMint(pool: Pool, ticks: Ticks, values: { amount0: bigint; amount1: bigint }) {
    const liquidity = maxLiquidityForAmounts(
      pool.sqrtRatioX96,
      TickMath.getSqrtRatioAtTick(ticks.tickLower),
      TickMath.getSqrtRatioAtTick(ticks.tickUpper),
      values.amount0.toString(),
      values.amount1.toString(),
      false,
    )
    const { tickLower, tickUpper } = ticks
    const { amount0, amount1 } = new Position({ pool, liquidity, tickLower, tickUpper }).mintAmounts
    return {
      liquidity: BigInt(liquidity.toString()),
      amount0: BigInt(amount0.toString()),
      amount1: BigInt(amount1.toString()),
    }
  }

  return {
    owner,
    migrator,
    classify,
    poolState,
    derive,
    signLpPermit,
    approveMigrator,
    sendMigration,
    mintedPosition,
    managerMint,
    balanceOf,
    readOne,
  }
}
