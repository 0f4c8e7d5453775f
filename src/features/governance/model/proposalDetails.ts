// A proposal's actions as the Details section shows them (spec 2 §3): target, function name and the call's
// arguments decoded as a comma-separated list.
import {
  type AbiFunction,
  type Address,
  decodeAbiParameters,
  type Hex,
  parseAbiItem,
  size,
  slice,
  toFunctionSelector,
} from 'viem'

export type ProposalDetail = { target: Address; functionSig: string; callData: string }

/** Calls sent without a signature: found by their selector (2021's table). */
const KNOWN_SIGNATURES = [
  'transfer(address,uint256)',
  'approve(address,uint256)',
  'setSubnodeRecord(bytes32,bytes32,address,address,uint64)',
  'setText(bytes32,string,string)',
  'sendMessageToChild(address,bytes)',
]
const BY_SELECTOR = new Map(
  KNOWN_SIGNATURES.map((signature) => [toFunctionSelector(`function ${signature}`), signature]),
)

function formatValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(formatValue).join(', ')
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean')
    return value.toString()
  if (typeof value === 'string') return value
  return String(value)
}

function parseSignature(signature: string): AbiFunction | null {
  try {
    const item = parseAbiItem(`function ${signature}`)
    return item.type === 'function' ? item : null
  } catch {
    return null
  }
}

function decodeArguments(fn: AbiFunction, data: Hex): string | null {
  try {
    return decodeAbiParameters(fn.inputs, data).map(formatValue).join(', ')
  } catch {
    return null
  }
}

/**
 * One action. With a signature, the calldata is its arguments; without one, the calldata starts with the
 * selector of one of the known functions or is shown as it is under 'UNKNOWN()'. Nothing here throws: the
 * texts are untrusted and shown as text.
 */
export function proposalDetailOf(target: Address, signature: string, calldata: Hex): ProposalDetail {
  if (signature !== '') {
    const fn = parseSignature(signature)
    const functionSig = signature.split('(')[0] ?? signature
    return { target, functionSig, callData: (fn && decodeArguments(fn, calldata)) ?? calldata }
  }
  const known = size(calldata) >= 4 ? BY_SELECTOR.get(slice(calldata, 0, 4)) : undefined
  const fn = known ? parseSignature(known) : null
  if (!fn) return { target, functionSig: 'UNKNOWN()', callData: calldata }
  return { target, functionSig: fn.name, callData: decodeArguments(fn, slice(calldata, 4)) ?? calldata }
}

export type ProposalActions = {
  targets: readonly Address[]
  signatures: readonly string[]
  calldatas: readonly Hex[]
}

export function proposalDetailsOf({ targets, signatures, calldatas }: ProposalActions): ProposalDetail[] {
  return targets.map((target, i) => proposalDetailOf(target, signatures[i] ?? '', calldatas[i] ?? '0x'))
}
