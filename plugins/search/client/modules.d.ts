/** DocSearch's stylesheet entry point ships no types: it only imports CSS. */
declare module '@docsearch/react/style';
