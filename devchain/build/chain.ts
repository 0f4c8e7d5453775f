import {
  type Abi,
  type Address,
  createPublicClient,
  encodeDeployData,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  pad,
  type TransactionReceipt,
  toHex,
} from 'viem'
import { asHexString, RpcError, rpc } from '../rpc.ts'
import { type PlacementPlan, placeAt } from './place.ts'

/** Gas margin over estimates: anvil stamps each block with the wall clock, and v3 mints and staking
 * read block.timestamp, so an estimate made one block earlier can fall just short. */
const GAS_MARGIN_NUM = 3n
const GAS_MARGIN_DEN = 2n

export interface TxRequest {
  to?: Address
  data: Hex
  value?: bigint
}

/** The build's view of the temporary anvil: typed reads through viem, writes as raw eth_sendTransaction
 * from anvil's unlocked dev accounts (anvil signs; fewer round trips than viem's wallet actions). */
export class BuildChain {
  readonly client: PublicClient
  txCount = 0

  /** `placements`: where a replica puts what a deploy names (none on the devchain). */
  constructor(
    readonly url: string,
    private readonly placements: PlacementPlan = {},
  ) {
    this.client = createPublicClient({ transport: http(url) })
  }

  /** Where the plan puts `label`, or undefined where it lands wherever its deployer's nonce puts it. */
  plannedAddress(label: string): Address | undefined {
    return this.placements[label]?.address
  }

  /** Checks that a contract another contract created (so not through `deploy`) is where the plan puts it. */
  expectPlanned(label: string, address: Address): void {
    const planned = this.plannedAddress(label)
    if (planned && getAddress(planned) !== getAddress(address))
      throw new Error(`${label} was created at ${address}, not ${planned}`)
  }

  request(method: string, params: unknown[] = []): Promise<unknown> {
    return rpc(this.url, method, params)
  }

  async send(from: Address, tx: TxRequest, label: string): Promise<TransactionReceipt> {
    const call = {
      from,
      ...(tx.to ? { to: tx.to } : {}),
      data: tx.data,
      ...(tx.value ? { value: toHex(tx.value) } : {}),
    }
    let estimate: bigint
    try {
      estimate = BigInt(asHexString(await this.request('eth_estimateGas', [call]), 'eth_estimateGas'))
    } catch (error) {
      const reason =
        error instanceof RpcError ? `${error.message} ${JSON.stringify(error.data ?? null)}` : String(error)
      throw new Error(`${label} would fail: ${reason}`)
    }
    const gas = (estimate * GAS_MARGIN_NUM) / GAS_MARGIN_DEN
    const hash = asHexString(await this.request('eth_sendTransaction', [{ ...call, gas: toHex(gas) }]), label)
    const receipt = await this.receipt(hash)
    this.txCount++
    if (receipt.status !== 'success')
      throw new Error(`${label} reverted (gas used ${receipt.gasUsed} of ${gas})`)
    return receipt
  }

  private async receipt(hash: Hex): Promise<TransactionReceipt> {
    // Automine mines on submission, so the receipt is normally there on the first try.
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        return await this.client.getTransactionReceipt({ hash })
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }
    throw new Error(`No receipt for ${hash}`)
  }

  async deploy(
    from: Address,
    label: string,
    abi: Abi,
    bytecode: Hex,
    args: readonly unknown[] = [],
  ): Promise<Address> {
    const deployer = this.placements[label]?.deployer
    if (deployer) {
      // Deployed as it was in public, by its deployer at its nonce: for contracts that keep their own address.
      await this.request('anvil_impersonateAccount', [deployer.from])
      await this.request('anvil_setBalance', [deployer.from, toHex(10n ** 20n)])
      await this.request('anvil_setNonce', [deployer.from, toHex(deployer.nonce)])
    }
    const data = encodeDeployData({ abi, bytecode, args })
    const receipt = await this.send(deployer?.from ?? from, { data }, `deploy ${label}`)
    if (!receipt.contractAddress) throw new Error(`deploy ${label}: no contract address in the receipt`)
    const deployed = getAddress(receipt.contractAddress)
    const planned = this.plannedAddress(label)
    if (!planned) return deployed
    if (deployer) {
      this.expectPlanned(label, deployed)
      return deployed
    }
    return placeAt(this, deployed, planned)
  }

  async nonce(address: Address): Promise<number> {
    return this.client.getTransactionCount({ address, blockTag: 'pending' })
  }

  async blockNumber(): Promise<bigint> {
    return this.client.getBlockNumber({ cacheTime: 0 })
  }

  async timestamp(): Promise<bigint> {
    return (await this.client.getBlock({ blockTag: 'latest' })).timestamp
  }

  async mine(blocks = 1): Promise<void> {
    await this.request('anvil_mine', [toHex(blocks)])
  }

  async increaseTime(seconds: bigint): Promise<void> {
    await this.request('evm_increaseTime', [toHex(seconds)])
  }

  async setStorage(address: Address, slot: Hex, value: bigint): Promise<void> {
    await this.request('anvil_setStorageAt', [address, slot, pad(toHex(value), { size: 32 })])
  }

  async storage(address: Address, slot: Hex): Promise<bigint> {
    return BigInt(
      asHexString(await this.request('eth_getStorageAt', [address, slot, 'latest']), 'eth_getStorageAt'),
    )
  }
}
