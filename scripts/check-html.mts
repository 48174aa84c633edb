/**
 * Validates every HTML page of build/ (all locales) with the W3C Nu HTML
 * Checker in one JVM run. Errors only: warnings are advice, not invalid HTML.
 * Nothing is filtered. Usage: tsx scripts/check-html.mts [--dir build]
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs} from 'node:util';

interface Message {
  readonly type: string;
  readonly url?: string;
  readonly message: string;
  readonly extract?: string;
  readonly lastLine?: number;
}

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
const buildDir = path.resolve(import.meta.dirname, '..', values.dir);
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const vnu = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const run = spawnSync('java', ['-jar', vnu, '--errors-only', '--skip-non-html', '--format', 'json', buildDir], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
if (run.error) throw run.error;
// vnu writes its JSON report to stderr.
let messages: Message[];
try {
  messages = (JSON.parse(run.stderr) as {messages: Message[]}).messages;
} catch {
  console.error(`The Nu checker did not report JSON (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}

const pages = new Set<string>();
const count = (dir: string): number => (fs.readdirSync(dir, {recursive: true}) as string[]).filter((f) => f.endsWith('.html')).length;
const byMessage = new Map<string, {files: string[]; extract: string}>();
for (const m of messages) {
  const file = m.url ? path.relative(buildDir, new URL(m.url).pathname) : '?';
  pages.add(file);
  const entry = byMessage.get(m.message) ?? {files: [], extract: (m.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)};
  entry.files.push(m.lastLine ? `${file}:${m.lastLine}` : file);
  byMessage.set(m.message, entry);
}

console.log(`HTML: ${count(buildDir)} pages checked with the Nu HTML Checker.`);
if (messages.length > 0) {
  console.error(`${messages.length} error(s) on ${pages.size} page(s):`);
  for (const [message, {files, extract}] of byMessage) {
    console.error(`- ${message} (${files.length}×)\n    ${extract}\n    e.g. ${files.slice(0, 3).join(', ')}`);
  }
  process.exit(1);
}
console.log('No HTML errors.');
