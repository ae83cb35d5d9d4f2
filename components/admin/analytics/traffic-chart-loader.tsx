"use client"

import dynamic from "next/dynamic"

import { Skeleton } from "@/components/ui/skeleton"

import type { ChartPoint } from "./traffic-chart"

/** The chart's code (recharts) is fetched in the browser only, on the analytics screen only. */
const TrafficChart = dynamic(() => import("./traffic-chart"), {
  ssr: false,
  loading: () => <Skeleton className="h-[280px] w-full" />,
})

export function TrafficChartLoader({ points }: { points: ChartPoint[] }) {
  return <TrafficChart points={points} />
}
