/**
 * The search box's query planner and ranker, run in the search worker (./worker.ts) over
 * the indexes that @easyops-cn/docusaurus-search-local builds. Written here because the
 * plugin requires every query word and ranks by index type before relevance; it offers no
 * hook for either. Pure functions over lunr's public API, so Node tests and benchmarks run
 * the same code as the browser.
 *
 * A query becomes concepts (one per meaningful word, or one per synonym phrase). Every
 * concept's terms go to lunr as optional clauses; each page is then scored by how many
 * concepts it covers, where they match (title, heading, text) and what kind of page it is.
 * When no page covers every concept, the best partial matches are returned and flagged.
 */
import {SYNONYMS} from './synonyms';

/** The plugin's document types (its shared/interfaces SearchDocumentType). */
export const DocType = {Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4} as const;

export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
  b?: string[];
}

export type Metadata = Record<string, Record<string, {position?: [number, number][]}>>;

export interface LunrQuery {
  term(term: string, options: {usePipeline: boolean; boost: number; presence: number; wildcard: number}): void;
}
export interface QueryHit {
  ref: string;
  score: number;
  matchData: {metadata: Metadata};
}
/** A lunr index as the engine reads it (lunr's own, or one read from shards: ./shards.ts). */
export interface TermIndex {
  /** The index's terms, sorted (JavaScript string order). */
  terms: readonly string[];
  has(term: string): boolean;
  /** Ids of the documents whose text holds the term. */
  docsWith(term: string): string[];
  query(fn: (q: LunrQuery) => void): QueryHit[];
}
interface LunrIndex {
  invertedIndex: Record<string, Record<string, Record<string, unknown>> | undefined>;
  query(fn: (q: LunrQuery) => void): QueryHit[];
}
export interface QueryTerm {
  term: string;
  surface: string;
  script: string;
}
/** The parts of lunr (with lunr.shield registered) the engine uses. */
export interface Lunr {
  Index: {load(serialized: object): LunrIndex};
  Query: {presence: {OPTIONAL: number}; wildcard: {NONE: number}};
  stemmer(token: {toString(): string}): {toString(): string};
  Token: new (s: string) => {toString(): string};
  shield: {
    queryTerms(text: string): QueryTerm[];
    particles: {all: string[]; strong: string[]};
    isQuestion(text: string): boolean;
  };
}

/** One document type's index of a context, and its documents as far as they are loaded. */
export interface WrappedIndex {
  type: number;
  /** How many documents of this type the context has. */
  size: number;
  index: TermIndex;
  doc(id: number): SearchDocument | undefined;
  /** The page (its title document's id) a document belongs to. */
  pageOf(id: number): number;
}

const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** A lunr index (its serialized form loaded) as the engine reads it. */
export function termIndexOf(index: LunrIndex): TermIndex {
  return {
    terms: Object.keys(index.invertedIndex).sort(),
    has: (term) => own(index.invertedIndex, term),
    docsWith: (term) => Object.keys((own(index.invertedIndex, term) && index.invertedIndex[term]?.t) || {}),
    query: (fn) => index.query(fn),
  };
}

/** A context's index file as the plugin writes it (one lunr index per document type), loaded. */
export function loadIndexes(lunr: Lunr, json: {documents: SearchDocument[]; index: object}[]): WrappedIndex[] {
  return json.map(({documents, index}, type) => {
    const byId = new Map(documents.map((d) => [d.i, d]));
    return {
      type,
      size: documents.length,
      index: termIndexOf(lunr.Index.load(index) as unknown as LunrIndex),
      doc: (id) => byId.get(id),
      pageOf: (id) => {
        const d = byId.get(id);
        return d ? (d.p ?? d.i) : id;
      },
    };
  });
}

/** One row for the plugin's result templates (SuggestionTemplate, SearchPage). */
export interface SearchResult {
  document: SearchDocument;
  type: number;
  page: SearchDocument | false | undefined;
  metadata: Metadata;
  tokens: string[];
  score: number;
  /** Share of the query (weighted by word rarity) the row's page contains. */
  coverage: number;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
}

export interface SearchOutcome {
  results: SearchResult[];
  /** No page contains every word of the query: the results match some of them. */
  partial: boolean;
  /** Query words no page contains at all. */
  missing: string[];
}

/** Tuning knobs, fixed here; tests and the benchmark read them from this one place. */
export const RANKING = {
  /** Weight of a hit by where it is. */
  typeWeight: {0: 3, 1: 2, 2: 1.5, 3: 2, 4: 1} as Record<number, number>,
  /** Clause boosts by how a term was reached from the query word. */
  boost: {exact: 1, prefix: 0.5, shortened: 0.7, fuzzy: 0.3, synonym: 0.8},
  /** A word's prefix expansions are used only when there are at most this many. */
  maxExpansions: 40,
  /** Exponent on the share of query concepts a page covers. */
  coverageExponent: 3,
  /** Share of a page's other hits added to its best hit. */
  extraHits: 0.4,
  /** Multiplier when the page title alone contains every concept. */
  titleCoversAll: 2,
  /** Multiplier when one of its headings alone contains every concept. */
  headingCoversAll: 1.5,
  /** Exponent on where the query's words are found in a page (title, heading, text). */
  placement: 2,
  /** Exponent on the text relevance lunr computes (BM25 over the best hits). */
  textScore: 1,
  /** Page-kind priors by route, first match wins; `question` applies to questions and trouble reports. */
  priors: [
    {pattern: /\/release(?:-?notes?)?(?:\/|$)|release-note|\/releases?\//i, weight: 0.6, question: 0.6},
    {pattern: /faq|자주-묻는-질문|troubleshoot/i, weight: 0.85, question: 1.2},
    // A section's overview (its index page, the address ending in /) names every task in passing.
    {pattern: /\/$/, weight: 0.7, question: 0.7},
  ] as {pattern: RegExp; weight: number; question: number}[],
  /** Multiplier for a page whose address names a query word (ShieldRM → /shieldrm/…). */
  urlMatch: 2,
  /** Sections shown under the first page in the search box. */
  sectionsUnderFirst: 2,
  maxConcepts: 10,
};

interface Spec {
  term: string;
  script: string;
  synonym: boolean;
  /** The alternative's words count only where they stand together (a compound cut in pieces). */
  together?: boolean;
}
/** One idea in the query: any alternative matches it; an alternative needs all its specs. */
interface Concept {
  surface: string;
  alternatives: Spec[][];
}
/** A concept of the query and the words it was made from (`len` words from `from`). */
interface Piece {
  from: number;
  len: number;
  synonym: boolean;
  concept: Concept;
}

const analyzedSynonyms = new WeakMap<Lunr, {terms: string[]; surfaces: string[]; specs: Spec[]}[][]>();

function synonymGroups(lunr: Lunr) {
  let groups = analyzedSynonyms.get(lunr);
  if (!groups) {
    groups = SYNONYMS.map((group) =>
      group
        .map((entry) => {
          const qt = lunr.shield.queryTerms(entry);
          return {
            terms: qt.map((t) => t.term),
            surfaces: qt.map((t) => t.surface),
            specs: qt.map((t) => ({term: t.term, script: t.script, synonym: true})),
          };
        })
        .filter((e) => e.terms.length > 0),
    );
    analyzedSynonyms.set(lunr, groups);
  }
  return groups;
}

const KATAKANA = /[\u30a1-\u30fa]/;
const KANJI_ONLY = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3005]+$/;
/** A katakana word of two letters or more. */
const KATAKANA_WORD = /^[\u30a1-\u30faー]{2,}$/;

/**
 * The words of a Japanese compound typed without a break: the segmenter keeps a katakana
 * run whole (チームストレージ, ポータルアカウント), so a page that writes チームの
 * ストレージ, or glues the words differently, never holds the reader's compound. Katakana
 * compounds are always split when their words are index terms; kanji compounds only when
 * the index lacks them whole. Fewest words first, then the longest shortest word.
 */
function compoundParts(spec: Spec, known: (term: string) => boolean): string[] | undefined {
  const word = spec.term;
  if (spec.script !== 'ja' || word.length < 4) return undefined;
  if (!KATAKANA.test(word) && !(KANJI_ONLY.test(word) && !known(word))) return undefined;
  const isWord = (t: string) => known(t) || known(`${t}ー`);
  // The last word may be cut short, as readers type it (例外リス for 例外リスト): resolve reaches the words it begins.
  const lastWord = (t: string) => isWord(t) || KATAKANA_WORD.test(t);
  const score = (c: string[]) => -100 * c.length + Math.min(...c.map((t) => t.length));
  const split = (rest: string, depth: number): string[] | undefined => {
    let best: string[] | undefined;
    for (let i = 2; i <= rest.length - 2; i++) {
      const head = rest.slice(0, i);
      if (!isWord(head)) continue;
      const tail = lastWord(rest.slice(i)) ? [rest.slice(i)] : depth > 0 ? split(rest.slice(i), depth - 1) : undefined;
      const candidate = tail && [head, ...tail];
      if (candidate && (!best || score(candidate) > score(best))) best = candidate;
    }
    return best;
  };
  return split(word, 1);
}

/** Whether a query word is a synonym entry's word, or another form of its Japanese verb (使え, 使う). */
function sameWord(word: string, entry: string): boolean {
  if (word === entry) return true;
  // A verb in kana inflects in its last kana (つながる, つながら, つながっ).
  if (HIRAGANA_ONLY.test(word) && HIRAGANA_ONLY.test(entry) && word.length >= 3 && entry.length === word.length)
    return word.slice(0, -1) === entry.slice(0, -1);
  const key = kanjiKey(word);
  return key !== undefined && key === kanjiKey(entry) && formsAgree(key, word, entry);
}

/** The query as lunr.shield reads it (full-width forms folded, lower case), to find its words in. */
const queryForm = (text: string) =>
  text.replace(/[\uff01-\uff5e\uff61-\uff9f\u3000]+/g, (s) => s.normalize('NFKC')).toLowerCase();

/** Where each query word starts in the query (-1 when not found), to tell words typed together. */
function startsOf(input: string, words: QueryTerm[]): number[] {
  const text = queryForm(input);
  let at = 0;
  return words.map((w) => {
    const start = text.indexOf(w.surface, at);
    if (start >= 0) at = start + w.surface.length;
    return start;
  });
}

const JA_SCRIPT = /^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3005]+$/;

/**
 * How many query words from `i` a synonym entry matches (0 for none). The segmenter cuts a
 * kanji compound differently by context (再起動 alone is 再/起動, in a sentence 再起/動), so a
 * Japanese entry also matches words typed together that spell it.
 */
function entryMatch(words: QueryTerm[], together: (k: number) => boolean, i: number, terms: string[]): number {
  const len = terms.length;
  if (i + len <= words.length && terms.every((t, k) => sameWord(words[i + k].term, t))) return len;
  const spelled = terms.join('');
  if (!terms.every((t) => JA_SCRIPT.test(t))) return 0;
  let text = '';
  for (let k = i; k < words.length && text.length < spelled.length; k++) {
    if (words[k].script !== 'ja' || (k > i && !together(k - 1))) return 0;
    text += words[k].term;
    if (text === spelled) return k - i + 1;
  }
  return 0;
}

/**
 * Ways to cut a kanji compound into two or three index terms (再起動: 再/起動, 再起/動), for
 * pages whose text the segmenter cut differently from the query.
 */
function kanjiSplits(word: string, known: (term: string) => boolean): string[][] {
  const out: string[][] = [];
  const walk = (rest: string, parts: string[]) => {
    if (parts.length > 0 && known(rest)) out.push([...parts, rest]);
    if (parts.length < 2)
      for (let i = 1; i < rest.length; i++)
        if (known(rest.slice(0, i))) walk(rest.slice(i), [...parts, rest.slice(0, i)]);
  };
  walk(word, []);
  return out.slice(0, 8);
}

/** Question words the analyzer keeps (いつ, 誰, 何年): a page states the answer, not them. */
const JA_QUESTION = /^(いつ|誰|だれ|どちら|どっち|どんな|いくつ|いくら|何[\u4e00-\u9fff]{1,2})$/;
/** How a trouble report says a message shows (〜と出る, 出てこない, と言われた): no page writes it so. */
const JA_REPORT = /^(出|出る|出た|出て|出ず|出ない|言わ|言われ)$/;
/** Particles the segmenter leaves glued to the next word (にまだ, で送っ). */
const JA_PARTICLES = 'にでをがはへとも';

/**
 * A Japanese query word without a particle glued to its front, when the word is no index
 * term and the rest is one (で送っ → 送っ); undefined when the rest is a stop word (にまだ).
 */
function unglued(lunr: Lunr, word: QueryTerm, known: (term: string) => boolean): QueryTerm | undefined {
  const {term} = word;
  if (word.script !== 'ja' || term.length < 3 || !JA_PARTICLES.includes(term[0]) || known(term)) return word;
  const rest = lunr.shield.queryTerms(term.slice(1));
  if (rest.length === 0 || JA_QUESTION.test(term.slice(1))) return undefined;
  return rest.length === 1 && rest[0].term === term.slice(1) && known(rest[0].term) ? rest[0] : word;
}

const HIRAGANA_ONLY = /^[\u3041-\u309f]+$/;
/** Adverbial particles the stop list keeps (〜だけ, 〜ずつ, 〜おきに) and する's 〜しようとすると: they name nothing. */
const JA_FILLERS = new Set(['だけ', 'ばかり', 'しか', 'くらい', 'ぐらい', 'ずつ', 'おき', 'しよ', 'しよう']);

/**
 * A kana-only query word that says nothing about a page: one kana the segmenter left over
 * (〜ごと → ご, のみ → み), or particles and fillers glued together (でもまだ, なの).
 */
function filler(lunr: Lunr, word: QueryTerm): boolean {
  const {term} = word;
  if (word.script !== 'ja' || !HIRAGANA_ONLY.test(term)) return false;
  if (term.length === 1 || JA_FILLERS.has(term)) return true;
  // A lone kana counts as a particle only if it is one: つ + ながら is the verb つながら.
  const empty = (s: string) =>
    (s.length > 1 || JA_PARTICLES.includes(s) || 'のやかな'.includes(s)) && lunr.shield.queryTerms(s).length === 0;
  for (let i = 1; i < term.length; i++) if (empty(term.slice(0, i)) && empty(term.slice(i))) return true;
  return false;
}

/** The query as concepts: synonym phrases (longest first) become one concept each. */
export function plan(lunr: Lunr, input: string, known?: (term: string) => boolean): Concept[] {
  const analyzed = lunr.shield.queryTerms(input);
  const at = startsOf(input, analyzed);
  const words: QueryTerm[] = [];
  const starts: number[] = [];
  analyzed.forEach((w, k) => {
    const word = known ? unglued(lunr, w, known) : w;
    if (!word || JA_QUESTION.test(word.term) || JA_REPORT.test(word.term) || filler(lunr, word)) return;
    words.push(word);
    starts.push(at[k] < 0 ? -1 : at[k] + w.surface.length - word.surface.length);
  });
  const together = (k: number) => starts[k] >= 0 && starts[k + 1] === starts[k] + words[k].surface.length;
  const groups = synonymGroups(lunr);
  const pieces: Piece[] = [];
  for (let i = 0; i < words.length;) {
    let best: {len: number; alternatives: Spec[][]} | undefined;
    for (const group of groups)
      for (const entry of group) {
        const len = entryMatch(words, together, i, entry.terms);
        if (len === 0 || (best && best.len > len)) continue;
        const alternatives = group.map((e) => e.specs);
        if (best && best.len === len) best.alternatives.push(...alternatives);
        else best = {len, alternatives};
      }
    const len = best?.len ?? 1;
    // A synonym typed as one word the segmenter cut (退職者: 退職/者) needs its pieces side by side.
    const glued = len > 1 && words.slice(i, i + len - 1).every((_, k) => together(i + k));
    const typed: Spec[] = words
      .slice(i, i + len)
      .map((w) => ({term: w.term, script: w.script, synonym: false, ...(glued ? {together: true} : {})}));
    const others = (best?.alternatives ?? []).filter(
      (alt) => alt.map((s) => s.term).join(' ') !== typed.map((s) => s.term).join(' '),
    );
    const surface = words
      .slice(i, i + len)
      .map((w) => w.surface)
      .join(' ');
    const parts = len === 1 && known ? compoundParts(typed[0], known) : undefined;
    if (parts) others.push(parts.map((term) => ({term, script: 'ja', synonym: false})));
    pieces.push({from: i, len, synonym: best !== undefined, concept: {surface, alternatives: [typed, ...others]}});
    i += len;
  }
  const concepts: Concept[] = [];
  for (let p = 0; p < pieces.length;) {
    const run = known ? kanjiRun(pieces, p, together) : 1;
    const concept =
      run > 1 || unknownCompound(pieces[p], known)
        ? kanjiCompound(pieces.slice(p, p + run), known!)
        : pieces[p].concept;
    if (!concepts.some((c) => c.surface === concept.surface)) concepts.push(concept);
    p += run;
  }
  return concepts.slice(0, RANKING.maxConcepts);
}

const plainKanji = (p: Piece) => p.concept.alternatives[0].every((spec) => KANJI_ONLY.test(spec.term));
const loneKanji = (p: Piece) => !p.synonym && p.concept.surface.length === 1 && plainKanji(p);

/**
 * How many pieces from `p` are one kanji compound: kanji words typed together, one of them a
 * lone kanji (暗号/化, 送信/者, 再/接続). A lone kanji is rarely a word by itself; the
 * segmenter cuts it off compounds, so alone it would match any page with that kanji.
 */
function kanjiRun(pieces: Piece[], p: number, together: (k: number) => boolean): number {
  let end = p + 1;
  while (
    end < pieces.length &&
    end - p < 4 &&
    plainKanji(pieces[end - 1]) &&
    plainKanji(pieces[end]) &&
    together(pieces[end - 1].from + pieces[end - 1].len - 1)
  )
    end++;
  const run = pieces.slice(p, end);
  return run.length > 1 && run.some(loneKanji) ? run.length : 1;
}

/** A kanji compound no page holds whole (申請制, 配布用): it is looked for cut into index terms. */
function unknownCompound(piece: Piece, known: ((term: string) => boolean) | undefined): boolean {
  const [typed] = piece.concept.alternatives;
  return (
    known !== undefined &&
    piece.concept.alternatives.length === 1 &&
    typed.length === 1 &&
    typed[0].term.length >= 3 &&
    KANJI_ONLY.test(typed[0].term) &&
    !known(typed[0].term)
  );
}

/** One concept for a kanji compound: its words side by side, the compound whole, or cut another way. */
function kanjiCompound(run: Piece[], known: (term: string) => boolean): Concept {
  const typed: Spec[] = run.flatMap((x) => x.concept.alternatives[0].map((spec) => ({...spec, together: true})));
  const word = typed.map((s) => s.term).join('');
  const alternatives: Spec[][] = [typed];
  if (known(word)) alternatives.push([{term: word, script: 'ja', synonym: false}]);
  for (const split of kanjiSplits(word, known))
    if (split.join(' ') !== typed.map((s) => s.term).join(' '))
      alternatives.push(split.map((term) => ({term, script: 'ja', synonym: false, together: true})));
  return {surface: word, alternatives};
}

const has = (index: TermIndex, term: string) => index.has(term);

/** Index terms that begin with `prefix` (itself included), in sorted order. */
function expansions(index: TermIndex, prefix: string): string[] {
  const {terms} = index;
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < terms.length && terms[i].startsWith(prefix); i++) out.push(terms[i]);
  return out;
}

/** Whether `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A word of kanji with okurigana or inflection (取り消し, 届か, 設定): kanji first, then kanji and hiragana. */
const KANJI_WORD =
  /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3005][\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3005\u3041-\u309f]*$/;
const HIRAGANA = /[\u3041-\u309f]/g;

/**
 * Japanese writes one word with more or less okurigana (取り消し, 取消し, 取消) and inflects
 * verbs in the kana after the kanji (届く, 届か, 届き): the word's kanji are its key. A
 * one-kanji key (届) is a verb stem: its forms must agree on the first kana of a longer
 * ending, so 見つから meets 見つけ but not 見る.
 */
function kanjiKey(term: string): string | undefined {
  return KANJI_WORD.test(term) ? term.replace(HIRAGANA, '') : undefined;
}
const kanjiFamilies = new WeakMap<readonly string[], Map<string, string[]>>();
function kanjiFamily(index: TermIndex, term: string): string[] {
  const key = kanjiKey(term);
  if (!key) return [];
  let families = kanjiFamilies.get(index.terms);
  if (!families) {
    families = new Map();
    for (const t of index.terms) {
      const k = kanjiKey(t);
      if (k) families.set(k, [...(families.get(k) ?? []), t]);
    }
    kanjiFamilies.set(index.terms, families);
  }
  return (families.get(key) ?? []).filter((t) => t !== term && formsAgree(key, term, t));
}
/** Two words of one kanji key are forms of one word (see kanjiKey). */
function formsAgree(key: string, a: string, b: string): boolean {
  if (key.length > 1) return true;
  // One kanji: the same kanji, then kana only (届く, 届か); a longer ending keeps its first kana.
  if (!a.startsWith(key) || !b.startsWith(key)) return false;
  const [x, y] = [a.slice(key.length), b.slice(key.length)];
  return x.length < 2 || y.length < 2 || x[0] === y[0];
}

/**
 * Other ways to spell a Japanese word: katakana loanwords with or without a long vowel mark
 * (サーバ, サーバー; インタフェース, インターフェース), and the counter ヶ as か (3ヶ月, 3か月).
 */
function spellings(term: string): string[] {
  const out: string[] = [];
  const final = term.endsWith('ー') ? term.slice(0, -1) : `${term}ー`;
  if (term.length >= 3 && final.length >= 3 && /[\u30a1-\u30fa]ー?$/.test(term)) out.push(final);
  if (/^[\u30a1-\u30fcー]{4,}$/.test(term))
    for (let i = 2; i < term.length - 1; i++)
      if (term[i] === 'ー') out.push(term.slice(0, i) + term.slice(i + 1));
      else if (term[i - 1] !== 'ー' && term[i] !== 'ー') out.push(`${term.slice(0, i)}ー${term.slice(i)}`);
  const counter = term.replace(/[ヶケカヵ箇](?=[月所国])/g, 'か');
  if (counter !== term) out.push(counter);
  return out;
}

/** Hangul syllable → its leading consonant as a conjoining jamo (NFD form of the index). */
function leadJamo(syllable: string): string {
  return syllable.normalize('NFD')[0] ?? '';
}

/**
 * Index terms a query term reaches, with the clause boost for each: the word itself, the
 * longer words it begins (만료 → 만료일), and for a verb form no page uses, its shortest
 * stem that pages do use (잊어버렸 → 잊어버린).
 */
function resolve(lunr: Lunr, index: TermIndex, spec: Spec): Map<string, number> {
  const out = new Map<string, number>();
  const scale = spec.synonym ? RANKING.boost.synonym : 1;
  const add = (term: string, boost: number) => out.set(term, Math.max(out.get(term) ?? 0, boost * scale));
  const {term, script} = spec;
  const exact = has(index, term);
  if (exact) add(term, RANKING.boost.exact);
  if (script === 'ja') for (const other of spellings(term)) if (has(index, other)) add(other, RANKING.boost.exact);
  const forms = () => {
    if (script === 'ja')
      for (const t of kanjiFamily(index, term).slice(0, RANKING.maxExpansions))
        add(t, kanjiKey(t)!.length > 1 ? RANKING.boost.shortened : RANKING.boost.prefix);
  };
  // A synonym is a whole word: 다운 (down) must not reach 다운로드; a Japanese verb still reaches its forms (求める: 求め).
  if (spec.synonym) {
    forms();
    return out;
  }
  const numeric = /^[0-9]+$/.test(term);
  // Two katakana no page holds whole begin a loanword (リス: リスト).
  const longEnough =
    script === 'hangul'
      ? term.normalize('NFC').length >= 2
      : term.length >= 3 || (script === 'ja' && !exact && KATAKANA_WORD.test(term));
  if (!numeric && longEnough) {
    let more = expansions(index, term).filter((t) => t !== term);
    // Too many longer words: keep those one syllable (or letter) longer, 암호 → 암호화.
    if (more.length > RANKING.maxExpansions) {
      const size = (t: string) => Array.from(t.normalize('NFC')).length;
      more = more.filter((t) => size(t) <= size(term) + 1);
    }
    for (const t of more.slice(0, RANKING.maxExpansions)) add(t, RANKING.boost.prefix);
  } else if (script === 'ja' && term.length === 2 && KANJI_ONLY.test(term)) {
    // A two-kanji word also begins three-kanji compounds a page may keep whole (暗号 → 暗号化).
    const more = expansions(index, term).filter((t) => t.length === 3 && KANJI_ONLY.test(t));
    for (const t of more.slice(0, RANKING.maxExpansions)) add(t, RANKING.boost.prefix);
  }
  forms();
  if (script === 'hangul') {
    // A one-syllable noun stays glued to its particle in the index (앱은, 폰에): reach both.
    const {all, strong: strongOnes} = lunr.shield.particles;
    const syllables = Array.from(term.normalize('NFC'));
    const strong = syllables.length === 2 && strongOnes.includes(syllables[1]);
    const weak = syllables.length === 2 && !exact && all.includes(syllables[1]);
    const noun = syllables.length === 1 ? syllables[0] : strong || weak ? syllables[0] : '';
    if (noun)
      for (const form of [noun, ...all.map((p) => noun + p)].map((f) => f.normalize('NFD')))
        if (has(index, form)) add(form, form === term ? RANKING.boost.exact : RANKING.boost.shortened);
  }
  if (out.size > 0) return out;
  if (script === 'hangul') {
    const syllables = Array.from(term.normalize('NFC'));
    for (let n = syllables.length - 1; n >= 2 && out.size === 0; n--) {
      const stem = syllables.slice(0, n).join('').normalize('NFD');
      if (has(index, stem)) add(stem, RANKING.boost.shortened);
      const more = expansions(index, stem + leadJamo(syllables[n]));
      if (more.length <= RANKING.maxExpansions) for (const t of more) add(t, RANKING.boost.prefix);
    }
  } else if (script === 'alnum' && /^[a-z]+$/.test(term)) {
    // A unit the pages write after a number (100Mbps, 10GB) is indexed with it: 100mbp.
    const units = index.terms.filter((t) => t.endsWith(term) && /^[0-9]+$/.test(t.slice(0, -term.length)));
    for (const t of units.slice(0, RANKING.maxExpansions)) add(t, RANKING.boost.shortened);
  }
  if (out.size === 0 && script === 'alnum' && !numeric && term.length >= 4) {
    const near = index.terms.filter((t) => oneEditApart(term, t));
    for (const t of near.slice(0, RANKING.maxExpansions)) add(t, RANKING.boost.fuzzy);
  }
  return out;
}

interface Hit {
  /** The document's id and the index it is from. */
  id: number;
  w: WrappedIndex;
  type: number;
  score: number;
  metadata: Metadata;
  concepts: Set<number>;
  /** Per matched concept, the best clause boost (how directly the word was found). */
  strength: Map<number, number>;
  coverage: number;
}

interface PageHits {
  id: number;
  hits: Hit[];
  /** Spec keys (concept:alternative:spec) matched anywhere in the page. */
  specs: Set<string>;
  coverage: number;
  score: number;
}

function conceptsMatched(concepts: Concept[], specs: Set<string>): Set<number> {
  const out = new Set<number>();
  concepts.forEach((c, ci) => {
    if (c.alternatives.some((alt, ai) => alt.every((_, si) => specs.has(`${ci}:${ai}:${si}`)))) out.add(ci);
  });
  return out;
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

export function priorOf(url: string, question = false): number {
  const prior = RANKING.priors.find((p) => p.pattern.test(safeDecode(url)));
  return prior ? (question ? prior.question : prior.weight) : 1;
}

/** A query's concepts and the index terms each (index, word) reaches, resolved once per query. */
function prepare(lunr: Lunr, input: string, indexes: WrappedIndex[]) {
  const concepts = plan(lunr, input, (term) => indexes.some((w) => w.index.has(term)));
  const resolved = new Map<string, Map<string, number>>();
  const reach = (w: WrappedIndex, spec: Spec): Map<string, number> => {
    const key = `${w.type}\u0000${spec.synonym ? 's' : 't'}${spec.term}`;
    let terms = resolved.get(key);
    if (!terms) resolved.set(key, (terms = resolve(lunr, w.index, spec)));
    return terms;
  };
  return {concepts, reach};
}

/**
 * Every index term a query reaches in any of the indexes: what a sharded context
 * (./shards.ts) must load before `rank` reads their postings. Needs only the vocabulary.
 */
export function termsFor(lunr: Lunr, indexes: WrappedIndex[], input: string): Set<string> {
  const {concepts, reach} = prepare(lunr, input, indexes);
  const out = new Set<string>();
  for (const w of indexes)
    for (const c of concepts)
      for (const alt of c.alternatives) for (const spec of alt) for (const t of reach(w, spec).keys()) out.add(t);
  return out;
}

/** Pages ranked for a query, before their rows are made (which needs their documents). */
export interface Ranking {
  concepts: Concept[];
  pages: PageHits[];
  titles: WrappedIndex;
  partial: boolean;
  missing: string[];
}

/** Ranks a context's pages for a reader's query. */
export function rank(lunr: Lunr, indexes: WrappedIndex[], input: string): Ranking {
  const {concepts, reach} = prepare(lunr, input, indexes);
  const titles = indexes.find((w) => w.type === DocType.Title) ?? indexes[0];
  const none = (missing: string[]): Ranking => ({concepts, pages: [], titles, partial: false, missing});
  if (concepts.length === 0 || indexes.length === 0) return none([]);
  const found = new Set<number>();
  const pages = new Map<number, PageHits>();
  const largest = indexes.reduce((a, b) => (b.size > a.size ? b : a));
  // Rarer words say more about the page a reader wants: coverage is weighted by idf.
  const idf = concepts.map((c) => {
    const docs = new Set<string>();
    // A word reached only by guessing its stem or completing it is weaker evidence.
    let quality = 0;
    for (const alt of c.alternatives)
      for (const spec of alt)
        for (const [term, boost] of reach(largest, spec)) {
          quality = Math.max(quality, boost);
          if (alt !== c.alternatives[0]) continue;
          for (const ref of largest.index.docsWith(term)) docs.add(ref);
        }
    // A compound's pieces (暗号/化) are as rare as the pages that hold them all, not any one.
    const [first] = c.alternatives;
    if (first.length > 1 && first[0].together)
      for (const spec of first) {
        const holding = new Set([...reach(largest, spec).keys()].flatMap((t) => largest.index.docsWith(t)));
        for (const ref of docs) if (!holding.has(ref)) docs.delete(ref);
      }
    const weight = Math.log(1 + largest.size / (docs.size + 1)) * (quality || 1);
    // A one-syllable Korean word (전, 열) or a lone kanji (別, 急, 出) is ambiguous: it counts half.
    const [typed] = c.alternatives;
    const one = typed.length === 1 ? typed[0] : undefined;
    const short =
      (one?.script === 'hangul' && Array.from(c.surface).length === 1) ||
      (one?.script === 'ja' && one.term.length === 1 && KANJI_ONLY.test(one.term));
    return short ? weight / 2 : weight;
  });
  // Multi-word synonyms count only where their words stand together.
  const phrases = concepts.flatMap((c, ci) =>
    c.alternatives.flatMap((alt, ai) =>
      alt.length > 1 && (alt[0].synonym || alt[0].together) ? [{ci, ai, size: alt.length}] : [],
    ),
  );

  for (const w of indexes) {
    // term → spec keys it satisfies, and its clause boost
    const termSpecs = new Map<string, {keys: string[]; boost: number}>();
    concepts.forEach((c, ci) =>
      c.alternatives.forEach((alt, ai) =>
        alt.forEach((spec, si) => {
          for (const [term, boost] of reach(w, spec)) {
            const entry = termSpecs.get(term) ?? {keys: [], boost: 0};
            entry.keys.push(`${ci}:${ai}:${si}`);
            entry.boost = Math.max(entry.boost, boost);
            termSpecs.set(term, entry);
          }
        }),
      ),
    );
    if (termSpecs.size === 0) continue;
    const hits = w.index.query((q) => {
      for (const [term, {boost}] of termSpecs)
        q.term(term, {
          usePipeline: false,
          boost,
          presence: lunr.Query.presence.OPTIONAL,
          wildcard: lunr.Query.wildcard.NONE,
        });
    });
    for (const h of hits) {
      const id = Number(h.ref);
      const specs = new Set<string>();
      const starts = new Map<string, [number, number][]>();
      const strength = new Map<number, number>();
      for (const [term, fields] of Object.entries(h.matchData.metadata))
        for (const key of termSpecs.get(term)?.keys ?? []) {
          const ci = Number(key.split(':')[0]);
          strength.set(ci, Math.max(strength.get(ci) ?? 0, termSpecs.get(term)!.boost));
          specs.add(key);
          starts.set(key, [...(starts.get(key) ?? []), ...(fields.t?.position ?? [])]);
        }
      for (const {ci, ai, size} of phrases) {
        const keys = Array.from({length: size}, (_, si) => `${ci}:${ai}:${si}`);
        if (!adjacent(keys.map((k) => starts.get(k) ?? []))) keys.forEach((k) => specs.delete(k));
      }
      const matched = conceptsMatched(concepts, specs);
      matched.forEach((c) => found.add(c));
      const pageId = w.type === DocType.Title ? id : w.pageOf(id);
      const page = pages.get(pageId) ?? {id: pageId, hits: [], specs: new Set(), coverage: 0, score: 0};
      specs.forEach((k) => page.specs.add(k));
      page.hits.push({
        id,
        w,
        type: w.type,
        score: h.score,
        metadata: h.matchData.metadata,
        concepts: matched,
        strength,
        coverage: 0,
      });
      pages.set(pageId, page);
    }
  }

  // Words no page contains are dropped from the measure: they cannot be matched anywhere.
  const present = concepts.map((_, i) => i).filter((i) => found.has(i));
  const missing = concepts.filter((_, i) => !found.has(i)).map((c) => c.surface);
  if (present.length === 0) return none(missing);
  const total = present.reduce((a, i) => a + idf[i], 0);
  const share = (set: Set<number>) => present.filter((i) => set.has(i)).reduce((a, i) => a + idf[i], 0) / total;

  const question = lunr.shield.isQuestion(input);
  const urlWords = new Map<string, Set<string>>();
  const wordsOf = (url: string): Set<string> => {
    let words = urlWords.get(url);
    if (!words) {
      const parts = safeDecode(url)
        .toLowerCase()
        .split(/[/\-_.#]+/)
        .filter(Boolean);
      words = new Set(parts.flatMap((w) => [w, lunr.stemmer(new lunr.Token(w)).toString()]));
      urlWords.set(url, words);
    }
    return words;
  };
  for (const page of pages.values()) {
    const url = titles.doc(page.id)?.u ?? '';
    const named = new Set<number>();
    concepts.forEach((c, ci) => {
      if (c.alternatives.some((alt) => alt.length === 1 && alt[0].script === 'alnum' && wordsOf(url).has(alt[0].term)))
        named.add(ci);
    });
    const matched = conceptsMatched(concepts, page.specs);
    named.forEach((ci) => matched.add(ci));
    page.coverage = share(matched);
    for (const h of page.hits) h.coverage = share(h.concepts);
    const weighted = page.hits.map((h) => h.score * (RANKING.typeWeight[h.type] ?? 1) * h.coverage ** 2);
    const best = Math.max(...weighted);
    const rest = weighted.reduce((a, b) => a + b, 0) - best;
    const title = page.hits.find((h) => h.type === DocType.Title);
    const heading = page.hits.some((h) => h.type === DocType.Heading && h.coverage > 0.999);
    const titleBonus =
      title && title.coverage > 0.999 ? RANKING.titleCoversAll : heading ? RANKING.headingCoversAll : 1;
    // Where each word is found: in the title counts most, in running text least.
    const top = Math.max(...Object.values(RANKING.typeWeight));
    const placed =
      present.reduce((sum, ci) => {
        const at = page.hits
          .filter((h) => h.concepts.has(ci))
          .reduce((m, h) => Math.max(m, (RANKING.typeWeight[h.type] ?? 1) * (h.strength.get(ci) ?? 0)), 0);
        return sum + idf[ci] * (named.has(ci) ? Math.max(at, top) : at);
      }, 0) /
      (total * top);
    page.score =
      placed ** RANKING.placement *
      (best + RANKING.extraHits * rest) ** RANKING.textScore *
      titleBonus *
      (named.size > 0 ? RANKING.urlMatch : 1) *
      page.coverage ** RANKING.coverageExponent *
      priorOf(url, question);
  }
  const ranked = [...pages.values()].sort((a, b) => b.score - a.score);
  const partial = missing.length > 0 || !ranked.some((p) => p.coverage > 0.999);
  return {concepts, pages: ranked, titles, partial, missing};
}

/**
 * The pages whose documents `rows` reads for at most `limit` rows: each page counted at the
 * fewest rows it can give, so every page `rows` reaches is included.
 */
export function pagesShown(ranking: Ranking, limit: number): number[] {
  const out: number[] = [];
  let count = 0;
  for (const [place, page] of ranking.pages.entries()) {
    if (count >= limit) break;
    out.push(page.id);
    const under = place === 0 || limit > 20 ? 1 : 0;
    const sections = page.hits.filter((h) => h.type === DocType.Heading || h.type === DocType.Content).length;
    const leadIsSection = !page.hits.some((h) => h.type === DocType.Title) && sections > 0;
    count += 1 + Math.min(under, sections - (leadIsSection ? 1 : 0));
  }
  return out;
}

/** A ranking as the box's and the search page's rows (`limit` at most); reads the shown pages' documents. */
export function rows(ranking: Ranking, limit: number): SearchOutcome {
  const {concepts, titles, partial, missing} = ranking;
  const ranked = ranking.pages;
  const docOf = (h: Hit) => h.w.doc(h.id);
  const tokens = (hit: Hit): string[] => [...hit.concepts].map((ci) => concepts[ci].surface);
  const results: SearchResult[] = [];
  for (const [place, page] of ranked.entries()) {
    if (results.length >= limit) break;
    const titleDoc = titles.doc(page.id);
    // The row that stands for the page: its title when the title matched, else its best hit.
    // Every row carries its own match positions (the plugin's templates highlight from them).
    const byRelevance = [...page.hits].sort((a, b) => b.coverage - a.coverage || b.score - a.score);
    const lead = page.hits.find((h) => h.type === DocType.Title) ?? byRelevance[0];
    const leadDoc = docOf(lead);
    if (!leadDoc) continue;
    const sections = byRelevance.filter(
      (h) => h !== lead && (h.type === DocType.Heading || h.type === DocType.Content) && docOf(h)?.p !== undefined,
    );
    results.push({
      document: leadDoc,
      type: lead.type,
      page: lead.type === DocType.Title ? undefined : titleDoc,
      metadata: lead.metadata,
      tokens: tokens(lead),
      score: page.score,
      coverage: page.coverage,
    });
    const under = place === 0 || limit > 20 ? (place === 0 ? RANKING.sectionsUnderFirst : 1) : 0;
    const seen = new Set<string>();
    for (const s of sections) {
      if (seen.size >= under || results.length >= limit) break;
      const doc = docOf(s)!;
      const key = `${doc.u}${doc.h ?? ''}`;
      if (seen.has(key) || doc === leadDoc) continue;
      seen.add(key);
      results.push({
        document: doc,
        type: s.type,
        page: titleDoc,
        metadata: s.metadata,
        tokens: tokens(s),
        score: page.score,
        coverage: page.coverage,
      });
    }
  }
  markTree(results);
  return {results, partial, missing};
}

/** Runs a reader's query over a context's indexes, all documents loaded; `limit` rows at most. */
export function search(lunr: Lunr, indexes: WrappedIndex[], input: string, limit: number): SearchOutcome {
  return rows(rank(lunr, indexes, input), limit);
}

/** Whether some position of each word follows the previous word's within two characters. */
function adjacent(positions: [number, number][][]): boolean {
  let ends = positions[0].map(([start, len]) => start + len);
  for (const next of positions.slice(1)) {
    ends = next.filter(([start]) => ends.some((e) => start >= e && start - e <= 2)).map(([start, len]) => start + len);
    if (ends.length === 0) return false;
  }
  return ends.length > 0;
}

/** The plugin's tree marks: a section row under its page's row. */
function markTree(results: SearchResult[]): void {
  results.forEach((r, i) => {
    if (i === 0 || !r.page) return;
    if (!results.slice(0, i).some((prev) => prev.document === r.page)) return;
    if (i < results.length - 1 && results[i + 1].page === r.page) r.isInterOfTree = true;
    else r.isLastOfTree = true;
  });
}
