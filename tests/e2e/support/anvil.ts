// Direct control of the worker's anvil for tests that need a paused chain or a transaction the app did not send.
import { rpcCall } from './jsonRpc.ts'

async function call(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const reply = await rpcCall(rpcUrl, method, params)
  if (reply.error) throw new Error(`${method}: ${reply.error.message}`)
  return reply.result
}

/** With automine off, sent transactions wait in the pool until `mine` is called. */
export async function setAutomine(rpcUrl: string, on: boolean): Promise<void> {
  await call(rpcUrl, 'evm_setAutomine', [on])
}

export async function mine(rpcUrl: string): Promise<void> {
  await call(rpcUrl, 'evm_mine')
}

/** anvil signs for its unlocked dev accounts: a transaction from `from` the app knows nothing about. */
export async function sendFromNode(rpcUrl: string, tx: Record<string, string>): Promise<`0x${string}`> {
  return (await call(rpcUrl, 'eth_sendTransaction', [tx])) as `0x${string}`
}

/** The next mined block gets this timestamp (seconds): a pending transaction can outlive its deadline. */
export async function setNextBlockTimestamp(rpcUrl: string, seconds: bigint): Promise<void> {
  await call(rpcUrl, 'evm_setNextBlockTimestamp', [`0x${seconds.toString(16)}`])
}
