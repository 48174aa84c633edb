import {describe, expect, it} from 'vitest';
import {wordsOfPath} from '../missingPage';

describe('wordsOfPath', () => {
  it('keeps the words of the address, without the locale and the folders', () => {
    expect(wordsOfPath('/it/docs/flow/1255-lights', '/it/')).toBe('flow 1255 lights');
    expect(wordsOfPath('/docs/go_up/baby.html', '/')).toBe('go up baby');
    expect(wordsOfPath('/zh-Hant/docs/%E5%AE%89%E5%85%A8%E5%B8%BD', '/zh-Hant/')).toBe('安全帽');
  });

  it('survives a broken escape and cuts a long address to the query limit', () => {
    expect(wordsOfPath('/docs/%E0%A4%A/flow', '/')).toBe('%E0%A4%A flow');
    expect(wordsOfPath(`/${'a'.repeat(300)}`, '/').length).toBe(64);
  });
});
