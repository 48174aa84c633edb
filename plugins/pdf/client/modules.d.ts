/** Written by the plugin at build time (SIZES_FILE in ../types.ts). */
declare module '@generated/pdf/default/sizes.json' {
  const sizes: import('../types').PdfSizes;
  export default sizes;
}
