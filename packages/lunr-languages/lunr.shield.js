'use strict';
/**
 * lunr language "shield": one pipeline for pages that mix Korean, Japanese and English.
 * Each script gets its own analysis (see analyzer.js), at index time and at query time,
 * so Korean text is never cut by the Japanese segmenter and en/ja pages that fall back to
 * Korean stay searchable. Loaded by the search plugin as `language: ['shield']`.
 */
const {
  scriptOf,
  splitRuns,
  koreanTerms,
  stemKoreanQuery,
  isQuestion,
  toIndexForm,
  JA_STOP,
  JA_QUERY_STOP,
  EN_QUERY_STOP,
  stripContractions,
  toAmericanSpelling,
  toQueryForm,
  KO_SHORT_PARTICLES,
  KO_STRONG_PARTICLES,
} = require('./analyzer');

module.exports = function register(lunr) {
  if (lunr.shield) return;
  if (!lunr.TinySegmenter) require('./tinyseg')(lunr);
  const segmenter = new lunr.TinySegmenter();

  /** Splits one run into words: Japanese runs through TinySegmenter, others whole. */
  function runWords(run) {
    if (run.script !== 'ja') return [{text: run.text, start: run.start, script: run.script}];
    const out = [];
    let at = run.start;
    for (const seg of segmenter.segment(run.text)) {
      if (seg) out.push({text: seg, start: at, script: 'ja'});
      at += seg.length;
    }
    return out;
  }

  function tokenizer(obj, metadata) {
    if (obj == null) return [];
    if (Array.isArray(obj))
      return obj.map((t) => new lunr.Token(lunr.utils.asString(t).toLowerCase(), lunr.utils.clone(metadata)));
    const text = obj.toString().toLowerCase();
    const tokens = [];
    for (const run of splitRuns(text))
      for (const w of runWords(run)) {
        const meta = lunr.utils.clone(metadata) || {};
        meta.position = [w.start, w.text.length];
        meta.index = tokens.length;
        if (codePrefix(text, w)) meta.code = true;
        tokens.push(new lunr.Token(w.text, meta));
      }
    return tokens;
  }

  /** Letters that begin a code (ON-404, BE-507): kept even when they spell a stop word. */
  const codePrefix = (text, w) =>
    w.script === 'alnum' &&
    /^[a-z]+$/.test(w.text) &&
    /^-[0-9]/.test(text.slice(w.start + w.text.length, w.start + w.text.length + 2));

  /** Longest query word kept: fuzzy matching cost grows with length, and no index term is longer. */
  const MAX_QUERY_WORD = 48;

  /** Query terms arrive whole ("shieldrm에서*"): split them by script, keeping wildcards. */
  function split(token) {
    const full = token.toString().toLowerCase();
    const raw = full.length > MAX_QUERY_WORD ? full.slice(0, MAX_QUERY_WORD) + (full.endsWith('*') ? '*' : '') : full;
    const lead = raw.startsWith('*') ? '*' : '';
    const trail = raw.length > 1 && raw.endsWith('*') ? '*' : '';
    const words = splitRuns(raw.replace(/^\*|\*$/g, '')).flatMap(runWords);
    // lunr crashes on a required clause that the pipeline empties; keep a term that matches nothing.
    if (words.length === 0) return token;
    return words.map((w, i) =>
      token.clone(() => (i === 0 ? lead : '') + w.text + (i === words.length - 1 ? trail : '')),
    );
  }

  const bare = (s) => s.replace(/^\*|\*$/g, '');
  const rewrap = (s, inner) => (s.startsWith('*') ? '*' : '') + inner + (s.length > 1 && s.endsWith('*') ? '*' : '');

  /**
   * Korean stems (plus compound tails when indexing), English stems, Japanese as segmented;
   * all in index form. A query keeps only the stem: lunr drops a required clause if any of
   * its terms is missing from the index, and the tails are only there to be found.
   */
  function analyzeToken(token, forQuery) {
    const s = token.toString();
    const word = bare(s);
    if (!word) return undefined;
    const scripts = new Set(Array.from(word, scriptOf));
    if (scripts.has('hangul')) {
      const terms = forQuery ? koreanTerms(word).slice(0, 1) : koreanTerms(word);
      // While typing, keep the prefix as typed: stripping "정책을*" to "정책*" would still match.
      return terms.map((t, i) => token.clone(() => (i === 0 ? rewrap(s, toIndexForm(t)) : toIndexForm(t))));
    }
    if (scripts.has('ja')) return JA_STOP.has(word) ? undefined : token;
    if (/^[0-9]+$/.test(word)) return token;
    if (!token.metadata?.code && lunr.stopWordFilter(new lunr.Token(word)) === undefined) return undefined;
    const stemmed = lunr.stemmer(new lunr.Token(word)).toString();
    return token.update(() => rewrap(s, stemmed));
  }
  const isEmpty = (out) => out === undefined || (Array.isArray(out) && out.length === 0);
  const stem = (token) => analyzeToken(token, false);
  // lunr crashes on a required clause that the pipeline empties (a lone particle or stop
  // word): keep the word as typed, which matches nothing; the search box also retries the
  // query without its stop words (see stopWordFilter below).
  const stemQuery = (token, i, tokens) => {
    const out = analyzeToken(token, true);
    if (!isEmpty(out)) return out;
    const all = tokens ?? [token];
    return i === 0 && all.every((t) => isEmpty(analyzeToken(t, true))) ? token : undefined;
  };

  lunr.Pipeline.registerFunction(split, 'shield-split');
  lunr.Pipeline.registerFunction(stem, 'shield-stem');
  lunr.Pipeline.registerFunction(stemQuery, 'shield-stem-query');

  lunr.shield = function () {
    this.pipeline.reset();
    this.pipeline.add(stem);
    this.searchPipeline.reset();
    this.searchPipeline.add(split, stemQuery);
    this.tokenizer = tokenizer;
  };
  lunr.shield.tokenizer = tokenizer;
  // The search box drops stop words from multi-word queries with this filter.
  lunr.shield.stopWordFilter = (token) => {
    const t = token instanceof lunr.Token ? token : new lunr.Token(String(token));
    const words = splitRuns(
      t
        .toString()
        .toLowerCase()
        .replace(/^\*|\*$/g, ''),
    ).flatMap(runWords);
    const kept = words.filter((w) => !isEmpty(analyzeToken(new lunr.Token(w.text), true)));
    return kept.length === 0 ? undefined : token;
  };
  /**
   * A reader's query as index terms, one per meaningful word piece, for the search box's
   * planner (src/search/engine.ts): conversational Korean and Japanese endings, English
   * contractions and question words are dropped here, never in the index. `surface` is the piece as typed, for highlighting.
   * @returns {{term: string, surface: string, script: string}[]}
   */
  lunr.shield.queryTerms = (text) => {
    const out = [];
    const query = stripContractions(toQueryForm(text).slice(0, 512));
    for (const run of splitRuns(query))
      for (const w of runWords(run)) {
        const word = w.text.slice(0, MAX_QUERY_WORD);
        if (w.script === 'hangul') {
          const stem = stemKoreanQuery(word);
          if (stem) out.push({term: toIndexForm(stem), surface: stem, script: 'hangul'});
        } else if (w.script === 'ja') {
          if (!JA_STOP.has(word) && !JA_QUERY_STOP.has(word)) out.push({term: word, surface: word, script: 'ja'});
        } else if (/^[0-9]+$/.test(word)) {
          out.push({term: word, surface: word, script: 'alnum'});
        } else if (
          codePrefix(query, w) ||
          (!EN_QUERY_STOP.has(word) && lunr.stopWordFilter(new lunr.Token(word)) !== undefined)
        ) {
          const american = toAmericanSpelling(word);
          out.push({term: lunr.stemmer(new lunr.Token(american)).toString(), surface: word, script: 'alnum'});
        }
      }
    return out;
  };
  lunr.shield.particles = {all: KO_SHORT_PARTICLES, strong: KO_STRONG_PARTICLES};
  lunr.shield.isQuestion = isQuestion;
  // For tests and benchmarks: the index and query pipelines, built through lunr's public API.
  const indexPipeline = new lunr.Pipeline();
  indexPipeline.add(stem);
  const queryPipeline = new lunr.Pipeline();
  queryPipeline.add(split, stemQuery);
  lunr.shield.analyze = (text) => indexPipeline.run(tokenizer(text)).map(String);
  lunr.shield.analyzeQuery = (term) => queryPipeline.run([new lunr.Token(term, {})]).map(String);
};
