/**
 * Stand-in for the theme's @theme/prism-include-languages: it loads Prism
 * grammars for `additionalLanguages` through a dynamic require that bundles
 * prismjs's language list (~7 KB gzip) into every page. Without a
 * highlighter there is nothing to register.
 */
export default function prismIncludeLanguages(): void {}
