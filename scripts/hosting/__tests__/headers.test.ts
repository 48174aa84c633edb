import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, formatHeadersFile, hashedAssetPatterns, headerRules, headersFor, inlineScripts, parseHeadersFile, scriptHash} from '../headers';

const none = {contactEndpoint: '', gaMeasurementId: '', gtmContainerId: '', algoliaAppId: undefined, askAiEndpoint: undefined};

describe('inlineScripts', () => {
  it('finds the scripts a browser runs, not files or data blocks', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"@type":"HowTo"}</script>' +
      '<script type="module">b()</script><SCRIPT type="text/javascript">c()</SCRIPT>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the site and the hashed inline scripts only, and no framing', () => {
    const policy = contentSecurityPolicy([scriptHash('a()')], none);
    expect(policy).toContain(`script-src 'self' 'sha256-`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("form-action 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    // Known value: `echo -n 'a()' | openssl dgst -sha256 -binary | base64`.
    expect(scriptHash('a()')).toBe("'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
  });

  it('opens exactly the origins of configured services', () => {
    const policy = contentSecurityPolicy([], {...none, contactEndpoint: 'https://forms.example.com/send?x=1', algoliaAppId: 'APP'});
    expect(policy).toMatch(/connect-src 'self' https:\/\/forms\.example\.com https:\/\/\*\.algolia\.net/);
    expect(policy).not.toContain('googletagmanager');
    // Without scripts the contact form posts straight to its endpoint.
    expect(policy).toContain("form-action 'self' https://forms.example.com;");
    const withAnalytics = contentSecurityPolicy([], {...none, gaMeasurementId: 'G-1'});
    expect(withAnalytics).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    const withAskAi = contentSecurityPolicy([], {...none, askAiEndpoint: 'https://llm.example.com/v1/chat/completions'});
    expect(withAskAi).toContain("connect-src 'self' https://llm.example.com;");
    expect(withAskAi).toContain("form-action 'self';");
  });
});

describe('the _headers file', () => {
  const rules = headerRules("default-src 'self'", hashedAssetPatterns(['de']));

  it('reads back what it writes', () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules.map((r) => ({pattern: r.pattern, headers: r.headers.map((h) => [...h])})));
  });

  it('gives every path the security headers, and hashed assets a long cache', () => {
    const page = headersFor('/de/docs/flow/125', rules);
    expect(page.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(page.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(page.has('Cache-Control')).toBe(false);
    expect(headersFor('/de/assets/js/main.1234.js', rules).get('Cache-Control')).toContain('immutable');
    expect(headersFor('/search-index.abc.json', rules).get('Cache-Control')).toContain('immutable');
  });

  it('rejects a header line outside a path', () => {
    expect(() => parseHeadersFile('  X-Test: 1\n')).toThrow(/_headers line 1/);
  });
});
