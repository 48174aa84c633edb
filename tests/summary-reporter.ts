import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** Prints the plain "N passed, N failed" line that CI reads. */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') this.skipped++;
    else if (test.outcome() === 'expected' || test.outcome() === 'flaky') this.passed++;
    else if (result.retry === test.retries) this.failed++;
  }

  onEnd(_result: FullResult): void {
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
