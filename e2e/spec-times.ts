import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * After the list of tests, the time each spec file took in all (its tests' durations added up, so
 * more than the wall time when tests run side by side), the slowest first, and the wall time of
 * each project and of what came before the first test (the shop's start): where to look when the
 * browser run grows.
 */
export default class SpecTimes implements Reporter {
  private readonly bySpec = new Map<string, { ms: number; tests: number }>();
  private readonly byProject = new Map<string, { from: number; to: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const spec = test.location.file.replace(/^.*\/e2e\//, 'e2e/');
    const entry = this.bySpec.get(spec) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.bySpec.set(spec, entry);
    const project = test.parent.project()?.name ?? '';
    const from = result.startTime.getTime();
    const span = this.byProject.get(project) ?? { from, to: from };
    span.from = Math.min(span.from, from);
    span.to = Math.max(span.to, from + result.duration);
    this.byProject.set(project, span);
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
    const spans = [...this.byProject].sort(([, a], [, b]) => a.from - b.from);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    const firstTest = spans[0]?.[1].from ?? result.startTime.getTime();
    console.log(
      `Wall time: before the first test ${seconds(firstTest - result.startTime.getTime())}, ` +
        spans.map(([name, { from, to }]) => `${name} ${seconds(to - from)}`).join(', '),
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
