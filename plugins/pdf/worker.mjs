/**
 * A worker thread that produces PDFs (see job.ts). Plain JavaScript because
 * Node cannot start a worker from TypeScript: jiti loads our TypeScript, with
 * `@docusaurus/Translate` and `@site` resolved as the site's bundler resolves
 * them for the browser (../shared/aliases.mjs).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import {createJiti} from 'jiti';
import {nodeAliases} from '../shared/aliases.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const jiti = createJiti(import.meta.url, {alias: nodeAliases(workerData.siteDir)});
const {runJob} = await jiti.import(path.join(here, 'job.ts'));

parentPort.on('message', async ({id, job}) => {
  try {
    parentPort.postMessage({id, result: await runJob(job)});
  } catch (error) {
    // Source errors name file and line in their message; anything else needs its stack.
    const message = error?.name === 'ManualSourceError' ? error.message : (error?.stack ?? String(error));
    parentPort.postMessage({id, error: message});
  }
});
