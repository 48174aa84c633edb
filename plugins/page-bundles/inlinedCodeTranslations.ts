/**
 * What `@generated/codeTranslations` is in a production build: nothing left
 * to look up, as every translation carries its own locale's message
 * (inlineTranslations.ts).
 */
const inlined: Record<string, string> = {};
export default inlined;
