import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * After the list of tests, the time each spec file took in all (its tests' durations added up, so
 * more than the wall time when tests run side by side), the slowest first: where to look when the
 * browser run grows.
 */
export default class SpecTimes implements Reporter {
  private readonly bySpec = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const spec = test.location.file.replace(/^.*\/e2e\//, 'e2e/');
    const entry = this.bySpec.get(spec) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.bySpec.set(spec, entry);
  }

  onEnd(result: FullResult): void {
    const rows = [...this.bySpec].sort(([, a], [, b]) => b.ms - a.ms);
    const total = rows.reduce((sum, [, { ms }]) => sum + ms, 0);
    console.log(`\nTime per spec (tests added up; ${(result.duration / 1000).toFixed(0)} s wall):`);
    for (const [spec, { ms, tests }] of rows)
      console.log(
        `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${String(tests).padStart(3)}  ${spec}`,
      );
    console.log(`  ${(total / 1000).toFixed(1).padStart(7)} s  in all`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
