// The builder's power estimate (requirements §19): what the processor and the graphics cards draw at
// full load (their TDP) plus 75 W for the board, memory, drives and fans; a supply should give 30% more
// (recommended, rounded up to 10 W) so it runs cool, quiet and efficient and has room for peaks.

/** The watts the rest of the computer draws besides the processor and the graphics cards. */
const BASE_LOAD_W = 75;

/**
 * A build's estimate (CPU TDP + cards' TDP + 75 W) and the supply recommended for it (the estimate
 * x 1.3, rounded up to the next 10 W). Whole-watt TDPs are computed exactly (no 390.00000000000006).
 */
export function wattageOf(cpuTdpW: number, gpuTdpW: number): { estimate_w: number; recommended_w: number } {
  const estimate = Math.max(0, finite(cpuTdpW)) + Math.max(0, finite(gpuTdpW)) + BASE_LOAD_W;
  // x 1.3 as x 13 / 10 in whole numbers, then up to the next 10 W (the epsilon only absorbs a
  // fractional TDP's rounding).
  const recommended = Math.ceil((estimate * 13) / 100 - 1e-9) * 10;
  return { estimate_w: estimate, recommended_w: recommended };
}

/** A supply's verdict: under the estimate an error, under the recommended a warning. */
export function psuWattageNeeded(psuW: number, estimateW: number, recommendedW: number): 'error' | 'warning' | 'fine' {
  if (psuW < estimateW) return 'error';
  if (psuW < recommendedW) return 'warning';
  return 'fine';
}

/** Watts as given, 0 when not a number; capped far above any real build so the sums stay finite. */
const finite = (n: number) => (Number.isFinite(n) ? Math.min(n, 1_000_000) : 0);
