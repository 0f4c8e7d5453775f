// The Uniswap Grants Program proposal (mainnet, start block 11473815): its on-chain description is replaced by
// this bundled text (facts §15). Written for this app: a faithful summary of what the proposal asked for, with
// a pointer to where the full text was published.

/** Start block of the grants program proposal. */
export const GRANTS_PROPOSAL_START_BLOCK = 11_473_815

export const GRANTS_PROPOSAL_TEXT = `# Uniswap Grants Program v0.1

## Summary

This proposal starts the Uniswap Grants Program (UGP), a pilot that funds community projects which grow and strengthen the Uniswap ecosystem, paid from the community treasury.

## What it sets up

- **Grants for builders and contributors:** developer tooling, integrations, analytics, research, education and community events around the protocol.
- **A small review committee** that receives applications, chooses what to fund and follows up on the work funded.
- **A limited budget per quarter**, so that the community can judge the pilot on its results before committing more.
- **Regular public reports** on the grants made and what they delivered.

## Why

A grants program lets the community fund work that benefits every user of the protocol but that no single team has a reason to pay for. Starting small and reviewing the results keeps the treasury's risk low.

## Where to read more

The full text of the proposal and its discussion were published on the Uniswap governance forum before the vote.
`
