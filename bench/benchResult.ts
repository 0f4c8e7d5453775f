/** One measurement a bench prints: its value against its budget, and any details behind the value. */
export type BenchResult = { name: string; value: number; unit: string; budget: number } & Record<
  string,
  unknown
>
