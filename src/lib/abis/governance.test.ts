// The Alpha fragments must stay what @uniswap/governance builds (names and types; the artifact's bookkeeping
// plays no part in the encoding).
import governorAlpha from '@uniswap/governance/build/GovernorAlpha.json' with { type: 'json' }
import uni from '@uniswap/governance/build/Uni.json' with { type: 'json' }
import { toFunctionSignature } from 'viem'
import { describe, expect, it } from 'vitest'
import { governorAlphaAbi, proposalCreatedEvent, uniVotesAbi } from './governance.ts'

type Fragment = { type: string; name?: string; inputs?: readonly { type: string }[] }

const signatures = (abi: readonly Fragment[]): string[] =>
  abi
    .filter((entry) => entry.type === 'function')
    .map((entry) => `${entry.name}(${(entry.inputs ?? []).map((input) => input.type).join(',')})`)

describe('governance ABIs', () => {
  it('are functions of the built GovernorAlpha and Uni', () => {
    const alpha = signatures(governorAlpha.abi as Fragment[])
    for (const fragment of governorAlphaAbi) expect(alpha).toContain(toFunctionSignature(fragment))
    const token = signatures(uni.abi as Fragment[])
    for (const fragment of uniVotesAbi) expect(token).toContain(toFunctionSignature(fragment))
  })

  it('has the built ProposalCreated event', () => {
    const built = (governorAlpha.abi as Fragment[]).find((entry) => entry.name === 'ProposalCreated')
    expect(proposalCreatedEvent.inputs.map((input) => input.type)).toEqual(built?.inputs?.map((i) => i.type))
  })
})
