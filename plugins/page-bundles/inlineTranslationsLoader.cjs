/**
 * The bundler's loader for inlineTranslations.ts. Plain CommonJS because the
 * bundler loads loaders with require(); jiti loads our TypeScript, as for the
 * PDF worker. Options: `messages`, the generated codeTranslations.json of the
 * locale being built (read again when it changes).
 */
const fs = require('node:fs');
const path = require('node:path');
const {createJiti} = require('jiti');

const jiti = createJiti(__filename);
let loaded;
const read = new Map();

module.exports = function inlineTranslationsLoader(source) {
  const callback = this.async();
  const {messages: file} = this.getOptions();
  this.addDependency(file);
  loaded ??= jiti.import(path.join(__dirname, 'inlineTranslations.ts'));
  loaded
    .then(({inlineTranslations}) => {
      const mtime = fs.statSync(file).mtimeMs;
      let entry = read.get(file);
      if (entry?.mtime !== mtime) {
        entry = {mtime, messages: JSON.parse(fs.readFileSync(file, 'utf8'))};
        read.set(file, entry);
      }
      callback(null, inlineTranslations(source, entry.messages, path.relative(process.cwd(), this.resourcePath)));
    })
    .catch((error) => callback(error));
};
