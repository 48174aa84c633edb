import {describe, expect, it} from 'vitest';
import {readAskAiEndpoint} from '../options';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions} from '../../options';

describe('readAskAiEndpoint', () => {
  it('is undefined without ASK_AI_ENDPOINT: answers come from the device', () => {
    expect(readAskAiEndpoint({})).toBeUndefined();
    expect(readAskAiEndpoint({ASK_AI_ENDPOINT: '  '})).toBeUndefined();
  });

  it('reads the endpoint, model, proxy header and time-out', () => {
    expect(
      readAskAiEndpoint({
        ASK_AI_ENDPOINT: 'https://llm.example.com/v1/chat/completions',
        ASK_AI_MODEL: 'gpt-4o-mini',
        ASK_AI_API_KEY_HEADER: 'X-Proxy-Key: abc: 123',
        ASK_AI_TIMEOUT_SECONDS: '5',
      }),
    ).toEqual({url: 'https://llm.example.com/v1/chat/completions', model: 'gpt-4o-mini', headers: {'X-Proxy-Key': 'abc: 123'}, timeoutSeconds: 5});
    expect(readAskAiEndpoint({ASK_AI_ENDPOINT: 'http://127.0.0.1:4175/v1/chat/completions', ASK_AI_MODEL: 'm'})).toMatchObject({
      headers: {},
      timeoutSeconds: 20,
    });
  });

  it('fails naming the variable for every half or wrong setting', () => {
    expect(() => readAskAiEndpoint({ASK_AI_ENDPOINT: 'https://llm.example.com/v1'})).toThrow(/ASK_AI_MODEL is missing/);
    expect(() => readAskAiEndpoint({ASK_AI_MODEL: 'm'})).toThrow(/ASK_AI_MODEL is set but ASK_AI_ENDPOINT is not/);
    expect(() => readAskAiEndpoint({ASK_AI_ENDPOINT: 'llm.example.com', ASK_AI_MODEL: 'm'})).toThrow(/ASK_AI_ENDPOINT is not a URL/);
    expect(() => readAskAiEndpoint({ASK_AI_ENDPOINT: 'http://llm.example.com/v1', ASK_AI_MODEL: 'm'})).toThrow(/must be an https:\/\/ address/);
    expect(() => readAskAiEndpoint({ASK_AI_ENDPOINT: 'https://x.example/v1', ASK_AI_MODEL: 'm', ASK_AI_API_KEY_HEADER: 'abc123'})).toThrow(
      /ASK_AI_API_KEY_HEADER must read "Header-Name: value"/,
    );
    expect(() => readAskAiEndpoint({ASK_AI_ENDPOINT: 'https://x.example/v1', ASK_AI_MODEL: 'm', ASK_AI_TIMEOUT_SECONDS: 'soon'})).toThrow(
      /ASK_AI_TIMEOUT_SECONDS/,
    );
  });

  it('gives the plugin an option it accepts', () => {
    const askAiEndpoint = readAskAiEndpoint({ASK_AI_ENDPOINT: 'https://llm.example.com/v1/chat/completions', ASK_AI_MODEL: 'm'})!;
    expect(validateOptions({options: {askAiEndpoint}, validate: normalizePluginOptions}).askAiEndpoint).toEqual(askAiEndpoint);
    expect(validateOptions({options: {}, validate: normalizePluginOptions}).askAiEndpoint).toBeNull();
  });
});
