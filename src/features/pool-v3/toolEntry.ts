// The v3 positions feature's public entry for bench/ (which imports from src/ only through entries made for it):
// the range chart, for its drag and zoom benchmark.
export { LiquidityChart, type LiquidityChartProps } from './components/chart/LiquidityChart.tsx'
export type { ChartEntry } from './model/chartView.ts'
