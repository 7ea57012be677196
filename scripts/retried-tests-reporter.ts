/**
 * Names every test that passed only on a retry (the browser suites retry once in CI: see
 * docs/architecture.md, "Tests"). A retried pass is a flaky test to fix, so the run ends by listing
 * them where the summary is read, rather than leaving a yellow suffix among thousands of lines.
 */
import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export default class RetriedTestsReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0 && testCase.result().state === 'passed')
      this.retried.push(
        `${testCase.project.name} ${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName}`,
      );
  }

  onTestRunEnd(): void {
    if (!this.retried.length) return;
    console.log(`\nPassed only on a retry (flaky: fix them), ${this.retried.length}:`);
    for (const name of this.retried) console.log(`  ${name}`);
  }
}
