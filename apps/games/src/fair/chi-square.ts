/**
 * Chi-square goodness-of-fit helpers for the fairness tests: the statistic, its upper-tail p-value through the
 * regularised incomplete gamma function Q(k/2, x/2), and critical values by bisection on that p-value.
 * Numerical Recipes' series / continued-fraction split is used because each converges fast on its own side of
 * x = a + 1, which keeps the p-values accurate to ~1e-12 for the degrees of freedom tests use (1 to a few hundred).
 */

const EPSILON = 1e-15;
const MAX_ITERATIONS = 10_000;
const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7), accurate to about 15 significant digits. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = 0.99999999999980993;
  LANCZOS.forEach((coefficient, index) => {
    sum += coefficient / (shifted + index + 1);
  });
  const t = shifted + LANCZOS.length - 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

function lowerSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

function upperContinuedFraction(a: number, x: number): number {
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** Q(a, x) = Γ(a, x) / Γ(a): the regularised upper incomplete gamma function. */
export function regularizedGammaQ(a: number, x: number): number {
  if (a <= 0) throw new Error('regularizedGammaQ: a must be > 0');
  if (x <= 0) return 1;
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperContinuedFraction(a, x);
}

/** P(X ≥ statistic) for X ~ χ²(degreesOfFreedom). */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  return regularizedGammaQ(degreesOfFreedom / 2, statistic / 2);
}

/** The x with P(X ≥ x) = alpha for X ~ χ²(degreesOfFreedom). */
export function chiSquareCriticalValue(degreesOfFreedom: number, alpha: number): number {
  let low = 0;
  let high = degreesOfFreedom + 10 * Math.sqrt(2 * degreesOfFreedom) + 50;
  while (chiSquarePValue(high, degreesOfFreedom) > alpha) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-10 * high; i++) {
    const middle = (low + high) / 2;
    if (chiSquarePValue(middle, degreesOfFreedom) > alpha) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

export type ChiSquareResult = { statistic: number; degreesOfFreedom: number; pValue: number };

/** Pearson's test of observed counts against expected counts (same length, expected > 0). */
export function chiSquareTest(observed: readonly number[], expected: readonly number[]): ChiSquareResult {
  if (observed.length !== expected.length || observed.length < 2) {
    throw new Error('chiSquareTest: observed and expected need the same length (≥ 2)');
  }
  let statistic = 0;
  observed.forEach((count, index) => {
    const want = expected[index] ?? 0;
    if (want <= 0) throw new Error('chiSquareTest: expected counts must be > 0');
    statistic += (count - want) ** 2 / want;
  });
  const degreesOfFreedom = observed.length - 1;
  return { statistic, degreesOfFreedom, pValue: chiSquarePValue(statistic, degreesOfFreedom) };
}

/** Pearson's test of counts against the uniform distribution over their bins. */
export function chiSquareUniform(observed: readonly number[]): ChiSquareResult {
  const total = observed.reduce((sum, count) => sum + count, 0);
  return chiSquareTest(
    observed,
    observed.map(() => total / observed.length),
  );
}
