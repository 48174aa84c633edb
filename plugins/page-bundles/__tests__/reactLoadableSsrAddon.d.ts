/** The lookup Docusaurus's static rendering makes in the client manifest (a dependency of @docusaurus/core, untyped). */
declare module 'react-loadable-ssr-addon-v5-slorber' {
  export function getBundles(manifest: unknown, modules: readonly string[]): Record<string, {file: string}[] | undefined>;
}
