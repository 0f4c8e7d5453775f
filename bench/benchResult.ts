/** One measurement a bench prints: its value against its budget. */
export type BenchResult = { name: string; value: number; unit: string; budget: number }
