// UNI's circulating supply for the UNI balance dialog (spec 1 §9; facts §8.7): the airdrop's 150M from the
// start, plus each schedule's linear vesting up to the given time, less the airdrop still unclaimed.
//
// Facts §8.7 notes that the reference wrote the later years as 129_000_00, 86_000_00 … (12.9M, 8.6M …). Those
// are typos: with them the schedules add up to 648.7M rather than the 1B total supply (150M users + 20M staking
// + 430M treasury + 400M team), so the intended 129M, 86M, 43M and 120M, 80M, 40M are used here.

const UNI = 10n ** 18n
const DAY_SECONDS = 86_400n
const YEAR_SECONDS = 365n * DAY_SECONDS

export const UNI_TOTAL_SUPPLY = 1_000_000_000n * UNI
const USERS_AMOUNT = 150_000_000n * UNI

const STAKING_GENESIS = 1_600_387_200n
const VESTING_GENESIS = 1_600_387_200n

type Vesting = { amount: bigint; start: bigint; end: bigint; cliff?: bigint }

const yearOf = (year: number): { start: bigint; end: bigint } => ({
  start: VESTING_GENESIS + BigInt(year - 1) * YEAR_SECONDS,
  end: VESTING_GENESIS + BigInt(year) * YEAR_SECONDS,
})

export const VESTING_SCHEDULES: readonly Vesting[] = [
  // Liquidity mining rewards, 60 days.
  { amount: 20_000_000n * UNI, start: STAKING_GENESIS, end: STAKING_GENESIS + 60n * DAY_SECONDS },
  // Treasury: year 1 with a 30-day cliff, then years 2 to 4.
  { amount: 172_000_000n * UNI, ...yearOf(1), cliff: VESTING_GENESIS + 30n * DAY_SECONDS },
  { amount: 129_000_000n * UNI, ...yearOf(2) },
  { amount: 86_000_000n * UNI, ...yearOf(3) },
  { amount: 43_000_000n * UNI, ...yearOf(4) },
  // Team, investors and advisors.
  { amount: 160_000_000n * UNI, ...yearOf(1) },
  { amount: 120_000_000n * UNI, ...yearOf(2) },
  { amount: 80_000_000n * UNI, ...yearOf(3) },
  { amount: 40_000_000n * UNI, ...yearOf(4) },
]

/** What of a schedule has vested at `time`: nothing before its start or cliff, linearly up to its end. */
function vested({ amount, start, end, cliff }: Vesting, time: bigint): bigint {
  if (time <= start || (cliff !== undefined && time < cliff)) return 0n
  if (time >= end) return amount
  return (amount * (time - start)) / (end - start)
}

/** UNI in circulation at `timeSeconds` (a block's timestamp), in base units; `unclaimed` is the airdrop's rest. */
export function circulatingSupply(timeSeconds: bigint, unclaimed: bigint): bigint {
  const total = VESTING_SCHEDULES.reduce((sum, schedule) => sum + vested(schedule, timeSeconds), USERS_AMOUNT)
  const circulating = total - unclaimed
  return circulating > 0n ? circulating : 0n
}
