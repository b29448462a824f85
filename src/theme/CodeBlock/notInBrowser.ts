// Stands in for modules the browser must not load at start-up (src/plugins/chunks.ts): theme-classic's client module that puts Prism in every page's entry bundle, and ./serverOnly.ts.
export default undefined;
