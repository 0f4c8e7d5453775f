/**
 * One measurement a bench prints: its value against its budget, and any details behind the value. A budget is a
 * ceiling unless `better` is 'higher' (a score), when it is a floor.
 */
export type BenchResult = {
  name: string
  value: number
  unit: string
  budget: number
  better?: 'lower' | 'higher'
} & Record<string, unknown>

/** Whether the value breaks its budget. */
export function overBudget(result: BenchResult): boolean {
  return result.better === 'higher' ? result.value < result.budget : result.value > result.budget
}
