import { describe, expect, it } from 'vitest';
import {
  chiSquareCriticalValue,
  chiSquarePValue,
  chiSquareTest,
  chiSquareUniform,
  logGamma,
  regularizedGammaQ,
} from './chi-square';

describe('chi-square helpers', () => {
  it('computes ln Γ and Q(a, x) against closed forms', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
    // Q(1, x) = e^−x and Q(1/2, x) = erfc(√x); erfc(1) = 0.157299207050285.
    expect(regularizedGammaQ(1, 3)).toBeCloseTo(Math.exp(-3), 12);
    expect(regularizedGammaQ(0.5, 1)).toBeCloseTo(0.157299207050285, 12);
  });

  it('matches published critical values of the chi-square table', () => {
    expect(chiSquareCriticalValue(1, 0.05)).toBeCloseTo(3.841, 3);
    expect(chiSquareCriticalValue(5, 0.001)).toBeCloseTo(20.515, 3);
    expect(chiSquareCriticalValue(9, 0.001)).toBeCloseTo(27.877, 3);
    expect(chiSquareCriticalValue(36, 0.05)).toBeCloseTo(50.998, 3);
    expect(chiSquareCriticalValue(100, 0.01)).toBeCloseTo(135.807, 3);
    expect(chiSquarePValue(chiSquareCriticalValue(20, 0.001), 20)).toBeCloseTo(0.001, 9);
  });

  it('scores fair counts high and loaded counts low', () => {
    expect(chiSquareUniform([100, 100, 100, 100]).pValue).toBeCloseTo(1, 12);
    expect(chiSquareUniform([150, 50, 100, 100]).pValue).toBeLessThan(1e-9);
    const result = chiSquareTest([30, 70], [50, 50]);
    expect(result.statistic).toBeCloseTo(16, 12);
    expect(result.degreesOfFreedom).toBe(1);
    expect(() => chiSquareTest([1, 2], [1])).toThrow();
  });
});
