/** The deploy workflow passes actionlint, a broken one does not, and its matrix builds every locale. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {locales} from '../../src/domain/locales.ts';
import {lintWorkflow} from '../lint-workflows.mts';

const file = path.resolve(import.meta.dirname, '../../.github/workflows/deploy.yml');
const workflow = fs.readFileSync(file, 'utf8');

describe('lint:workflows', () => {
  it('finds nothing wrong in the deploy workflow', async () => {
    expect(await lintWorkflow(workflow, file)).toEqual([]);
  });

  it('fails a broken workflow, naming line and kind', async () => {
    const broken = workflow
      .replace('needs: build\n', 'needs: biuld\n')
      .replace('--locale "${{ matrix.locale }}"', '--locale "${{ matrix.locales }}"')
      .replace('node-version: 20', 'node-versoin: 20');
    const problems = await lintWorkflow(broken, file);
    expect(problems.map((p) => p.kind).sort()).toEqual(['action', 'expression', 'job-needs']);
    expect(problems.find((p) => p.kind === 'job-needs')?.message).toContain('"biuld" which does not exist');
    expect(await lintWorkflow('on: push\njobs:\n  a:\n    steps: []\n', 'x.yml')).not.toEqual([]);
  });

  it('builds every locale of src/domain/locales.ts, one job each', () => {
    const matrix = /^\s+locale: \[([^\]]+)\]$/m
      .exec(workflow)?.[1]
      ?.split(',')
      .map((l) => l.trim());
    expect(matrix).toEqual(locales);
  });
});
