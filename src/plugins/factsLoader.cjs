/**
 * Bundler loader for a product's facts module (src/facts/products/*.ts): a page of one locale
 * needs the Korean text (what components match names on, and the fallback) and that locale's,
 * not all three, so the module is evaluated at build time and emitted as its data with only
 * those. Saves a third to two thirds of each facts chunk (src/plugins/chunks.ts).
 */
const {loadFreshModule} = require('@docusaurus/utils');

const LANGS = ['ko', 'en', 'ja'];
const isText = (v) =>
  v !== null && typeof v === 'object' && typeof v.ko === 'string' && Object.keys(v).every((k) => LANGS.includes(k));

/** The data with every {ko, en, ja} text cut to ko and `locale`. */
function project(value, locale) {
  if (Array.isArray(value)) return value.map((v) => project(v, locale));
  if (value === null || typeof value !== 'object') return value;
  if (isText(value))
    return locale in value && locale !== 'ko' ? {ko: value.ko, [locale]: value[locale]} : {ko: value.ko};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, project(v, locale)]));
}

module.exports = function factsLoader() {
  const callback = this.async();
  const {locale} = this.getOptions();
  loadFreshModule(this.resourcePath).then(
    (data) => callback(null, `export default ${JSON.stringify(project(data, locale))};\n`),
    callback,
  );
};
module.exports.project = project;
