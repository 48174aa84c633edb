/**
 * A worker thread that produces PDFs (see job.ts). Plain JavaScript because
 * Node cannot start a worker from TypeScript: jiti loads our TypeScript, with
 * `@docusaurus/Translate` pointing at the Node translate() (render/translate.ts)
 * and `@site` at the site, as the site's bundler resolves them for the browser.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import {createJiti} from 'jiti';

const here = path.dirname(fileURLToPath(import.meta.url));
const jiti = createJiti(import.meta.url, {
  alias: {
    '@docusaurus/Translate': path.join(here, 'render', 'translate.ts'),
    '@site': workerData.siteDir,
  },
});
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
