/**
 * The bundler's loader for Docusaurus's generated registry.js in the dev
 * server. Each route's entry names its module three times: the import() that
 * loads it, its path, and `require.resolveWeak(path)`, the id react-loadable
 * uses to render a module the server already sent. A weak reference still
 * has the bundler compile the module, so lazy compilation would compile every
 * page at start anyway. The dev server renders in the browser only, where
 * react-loadable loads each page through its import() without that id.
 */
module.exports = function registryLoader(source) {
  return source.replace(/require\.resolveWeak\("(?:[^"\\]|\\.)*"\)/g, 'undefined');
};
