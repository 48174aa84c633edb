import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {uploadRecords} from '../node/upload';
import {page, product} from './records';

interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | undefined;
}

/** A stand-in for Algolia on 127.0.0.1: records each request, answers like the API. */
let server: http.Server;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = new URL(req.url!, 'http://127.0.0.1').pathname;
      received.push({method: req.method!, path, headers: req.headers, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined});
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && path.includes('/task/')) res.end(JSON.stringify({status: 'published'}));
      else if (path.endsWith('/batch')) res.end(JSON.stringify({taskID: 2, objectIDs: []}));
      else res.end(JSON.stringify({taskID: 1, updatedAt: '2025-01-01T00:00:00Z'}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('uploadRecords', () => {
  it('replaces the index with our records and sets the ranking, with the official client', async () => {
    const records = [
      ...page('/docs/flow/125', 'Flow', 'Flow 125', [{anchor: 'brake', lvl2: 'Brake', type: 'lvl2'}]),
      product('/docs/flow/125-770', 'Flow', 'Flow 125', ['770']),
    ];
    await uploadRecords({
      appId: 'TESTAPP',
      apiKey: 'admin-key',
      indexName: 'manuals',
      records,
      hosts: [{url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite'}],
    });

    expect(received.length).toBeGreaterThan(0);
    for (const r of received) {
      expect(r.headers['x-algolia-application-id']).toBe('TESTAPP');
      expect(r.headers['x-algolia-api-key']).toBe('admin-key');
    }
    // Records go to a temporary index, which then replaces the real one.
    const batches = received.filter((r) => r.method === 'POST' && r.path.endsWith('/batch'));
    expect(batches).toHaveLength(1);
    expect(batches[0]!.path).toMatch(/^\/1\/indexes\/manuals_tmp_\d+\/batch$/);
    const requests = batches[0]!.body!.requests as Array<{action: string; body: Record<string, unknown>}>;
    expect(requests.map((r) => r.action)).toEqual(['addObject', 'addObject', 'addObject']);
    expect(requests.map((r) => r.body.objectID)).toEqual(records.map((r) => r.objectID));
    expect(requests[2]!.body).toMatchObject({modelNumbers: ['770'], productName: 'Flow 125', hierarchy: {lvl0: 'Flow'}, language: 'en'});
    const move = received.find((r) => r.path.endsWith('/operation') && (r.body as {operation?: string}).operation === 'move');
    expect(move?.body).toMatchObject({destination: 'manuals'});

    const settings = received.find((r) => r.method === 'PUT' && r.path === '/1/indexes/manuals/settings');
    expect(settings?.body).toMatchObject({
      attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
      attributeForDistinct: 'url',
      distinct: true,
    });
    expect((settings?.body?.searchableAttributes as string[])[0]).toBe('unordered(modelNumbers)');
  });
});
