/**
 * Browser stand-in for prism-react-renderer (see ../index.ts). The theme's
 * grammar loader still receives its Prism object; we register no grammar.
 */
export const Prism = {languages: {}};
