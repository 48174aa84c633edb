/**
 * A bundler loader for DocSearch's modal. The modal bundles Zod 4, which on
 * loading tries `new Function("")` to learn whether it may compile fast
 * parsers; under the site's Content-Security-Policy (no 'unsafe-eval') that
 * try is refused and reported as a violation on every opening of the modal.
 * Zod's own answer for such pages is its jitless mode, which the bundled copy
 * does not let us set; this gives the probe the answer jitless mode would:
 * no eval. Parsing is unchanged (Zod falls back to its interpreter).
 * When a DocSearch release no longer has the probe, the build warns.
 */
const PROBE = /try\s*\{\s*return\s+new Function\(""\),\s*!0\s*\}\s*catch\s*\(\s*(\w+)\s*\)\s*\{\s*return\s*!1\s*\}/g;

module.exports = function noEvalProbe(source) {
  const patched = source.replace(PROBE, 'return!1');
  if (patched === source && /new Function\(""\)/.test(source)) {
    this.emitWarning(
      new Error(`${this.resourcePath}: Zod's eval probe changed shape; the modal may report a CSP violation (plugins/search/node/noEvalProbe.cjs)`),
    );
  }
  return patched;
};
