'use strict';
/**
 * Script-aware text analysis shared by indexing and querying (no lunr dependency, so it
 * can be unit-tested alone). Hangul runs get Korean particle/ending stripping, kana and
 * kanji runs the Japanese segmenter, Latin and digit runs are plain words.
 */

const HANGUL = /[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]/;
const KANA_KANJI = /[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\u30fc]/;
const ALNUM = /[a-z0-9_\u00c0-\u024f]/;

/** @returns {'hangul'|'ja'|'alnum'|null} */
function scriptOf(ch) {
  if (HANGUL.test(ch)) return 'hangul';
  if (KANA_KANJI.test(ch)) return 'ja';
  if (ALNUM.test(ch)) return 'alnum';
  return null;
}

/**
 * Splits lower-cased text into runs of one script: "shieldrm에서 1107번" →
 * shieldrm / 에서 / 1107 / 번, each with its start offset.
 * @returns {{text: string, start: number, script: string}[]}
 */
function splitRuns(text) {
  const runs = [];
  let cur = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    // Digits glued to Latin letters stay in the word (m365); next to Hangul they split off (1107번).
    const script = scriptOf(ch);
    if (script && cur && cur.script === script) {
      cur.text += ch;
      continue;
    }
    if (cur) runs.push(cur);
    cur = script ? {text: ch, start: i, script} : null;
  }
  if (cur) runs.push(cur);
  return runs;
}

/** Particles and endings, longest first; stripped only when at least two syllables remain. */
const KO_ENDINGS = [
  '하였습니다',
  '되었습니다',
  '되었으며',
  '하였으며',
  '했습니다',
  '됐습니다',
  '합니다',
  '됩니다',
  '입니다',
  '습니다',
  '에서부터',
  '으로부터',
  '에서는',
  '에서도',
  '에서의',
  '으로는',
  '으로도',
  '으로서',
  '으로써',
  '에게서',
  '까지는',
  '부터는',
  '하려면',
  '하려고',
  '되려면',
  '하면서',
  '하거나',
  '되거나',
  '하는지',
  '되는지',
  '했는데',
  '에서',
  '으로',
  '에게',
  '까지',
  '부터',
  '처럼',
  '보다',
  '이나',
  '이며',
  '이고',
  '이면',
  '에는',
  '에도',
  '와의',
  '과의',
  '하는',
  '하고',
  '하여',
  '해서',
  '하면',
  '하지',
  '하기',
  '한다',
  '되는',
  '되어',
  '되고',
  '되면',
  '된다',
  '되지',
  '시오',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '에',
  '의',
  '와',
  '과',
  '도',
  '만',
  '로',
  '나',
  '며',
  '요',
  '한',
  '할',
  '함',
  '된',
  '될',
  '됨',
  '해',
  '돼',
  '인',
];

/** Words that carry no meaning on their own in a docs query. */
const KO_STOP = new Set([
  '및',
  '등',
  '또는',
  '그리고',
  '그러나',
  '하지만',
  '수',
  '것',
  '때',
  '더',
  '그',
  '이',
  '저',
  '있습니다',
  '없습니다',
  '있는',
  '없는',
  '있',
  '없',
  '위해',
  '통해',
  '대한',
  '대해',
  '경우',
  '다음',
  '각',
  '모든',
  '같은',
  '방법',
  '어떻게',
  '무엇',
  '왜',
]);

/** Korean stem of a Hangul word: 정책을 → 정책, 암호화된 → 암호화, 에서 → '' (particle only). */
function stemKorean(word) {
  if (KO_ENDINGS.includes(word)) return '';
  let w = word;
  // A second pass takes longer endings only (설정하는지를 → 설정), so 로그인할 stays 로그인.
  for (let pass = 0; pass < 2; pass++) {
    const end = KO_ENDINGS.find((e) => (pass === 0 || e.length >= 2) && w.length - e.length >= 2 && w.endsWith(e));
    if (!end) break;
    w = w.slice(0, -end.length);
  }
  return w;
}

/**
 * Index/query terms for one Hangul word: its stem, plus every tail of two or more syllables
 * of a long compound, so that 코드 finds 악성코드를 and 면허번호 finds 운전면허번호 (Korean
 * writes compounds without spaces; the prefix is already found by the search box's wildcard).
 */
function koreanTerms(word) {
  const stem = stemKorean(word);
  if (!stem || KO_STOP.has(stem)) return [];
  const terms = [stem];
  for (let i = 1; stem.length >= 4 && stem.length - i >= 2; i++) terms.push(stem.slice(i));
  return terms;
}

/**
 * Query-only: words a reader adds to a question that no page states (negations, question
 * and request forms). Dropped from queries, never from the index.
 */
const KO_QUERY_STOP = new Set([
  '안',
  '못',
  '돼',
  '돼요',
  '되요',
  '되나요',
  '됐어요',
  '됐는데',
  '되지',
  '않아',
  '않아요',
  '않습니다',
  '않고',
  '않는',
  '않음',
  '할',
  '할까요',
  '있나요',
  '있어요',
  '있을까요',
  '없어요',
  '없나요',
  '없음',
  '없을까요',
  '해요',
  '하나요',
  '해야',
  '하려면',
  '하면',
  '뭐',
  '뭘',
  '뭔가요',
  '언제',
  '어디',
  '어디서',
  '어떤',
  '어떻게',
  '어떡해요',
  '알려',
  '주세요',
  '싶어요',
  '싶은데',
  '좀',
  '말고',
  '같이',
  '제',
  '내',
  '저희',
  '우리',
  '요',
]);

/** Query-only conversational and question endings, longest first (신청했는데 → 신청). */
const KO_QUERY_ENDINGS = [
  '하려면요',
  '했는데요',
  '했는데',
  '었는데',
  '았는데',
  '였는데',
  '하나요',
  '되나요',
  '할까요',
  '했어요',
  '됐어요',
  '하려면',
  '으려면',
  '는데요',
  '는데',
  '나요',
  '까요',
  '려면',
  '어요',
  '아요',
  '해요',
  '돼요',
  '을때',
  '할때',
  '는지',
  '이랑',
  '랑',
  '어야',
  '아야',
  '으면',
  '면',
];

/** Particles a one-syllable noun keeps in the index (앱은, 폰에): the search box also tries the noun alone. */
const KO_SHORT_PARTICLES = ['은', '는', '이', '가', '을', '를', '에', '의', '도', '만', '로', '와', '과', '랑'];
/** Of those, the ones that rarely end a noun themselves (추가 and 정도 end in particles too). */
const KO_STRONG_PARTICLES = ['은', '는', '을', '를', '에', '의', '랑'];

/**
 * Whether a query is a question or a trouble report rather than keywords: readers who ask
 * (…나요, 안 돼요, why, できない) usually want the FAQ or troubleshooting page.
 */
const QUESTION = [
  /[?？]/,
  /(^|\s)(안|못|왜|어떻게|뭐|뭘|언제|어디|어디서|어떡해요)(\s|$)/,
  /(나요|까요|돼요|되요|어요|아요|해요|와요|워요|져요|떠요|겨요|려요|니다|는데)$/,
  /^(how|why|what|when|where|which|can|could|does|do|is|are|should)\b/i,
  /\b(not|cannot|can't|doesn't|don't|won't|isn't|fails?|failed|error)\b/i,
  // Japanese: 〜ない, 〜ますか, wishes (〜たい) and reports (〜崩れた) end the query; なぜ, どうして begin it.
  /(ない|ません|か|なぜ|どう|どうすれば|たい|た|いい)$/,
  /^(なぜ|どうして|どうやって|どうすれば)/,
];
function isQuestion(text) {
  const t = toQueryForm(text).trim();
  return QUESTION.some((re) => re.test(t));
}

/**
 * Stem of a Hangul query word: the index stem, then conversational endings the index never
 * sees. Returns '' for a word that carries no meaning in a query.
 */
function stemKoreanQuery(word) {
  if (KO_QUERY_STOP.has(word)) return '';
  const end = KO_QUERY_ENDINGS.find((e) => word.length - e.length >= 1 && word.endsWith(e));
  const bare = end ? word.slice(0, -end.length) : word;
  const w = stemKorean(bare);
  return KO_STOP.has(w) || KO_QUERY_STOP.has(w) ? '' : w;
}

/**
 * Hangul terms are stored decomposed into jamo (NFD): a one-syllable difference such as
 * 복호화/암호화 becomes an edit distance of 2–3, so the search box's fuzzy match (distance 1,
 * meant for Latin typos) no longer confuses them, while a mistyped jamo is still forgiven.
 */
const toIndexForm = (term) => (HANGUL.test(term) ? term.normalize('NFD') : term);

const JA_STOP = new Set(
  'の に は を た が で て と し れ さ ある いる も する から な こと として い や れる など なっ ない この ため その あっ よう また もの という あり まで られ なる へ か だ これ によって により おり より による ず なり られる において ば なかっ なく しかし について せ だっ できる それ う ので なお のみ でき き つ における および いう さらに でも ら たり ます です ん なら に対して せる 及び これら とき では にて ほか ながら うち そして ただし それぞれ または お ほど ここ'.split(
    ' ',
  ),
);

/**
 * Query-only: Japanese question, request and wish endings and filler words (〜したい,
 * 〜ますか, 〜てしまった, 教えてください, どうすれば) as the segmenter cuts them; no page
 * states them. Dropped from queries, never from the index.
 */
const JA_QUERY_STOP = new Set(
  'たい たく たら ますか ませ まし ましょ でし でしょ でしょう しまっ しまい しまう ちゃっ もう まだ どう どこ どれ どの 何 なに なぜ いい よい 良い ください 下さい く ださい すれ 教え 知り わから 分から 出来 できませ うまく うまくいか 困っ 困り 困る こない こ ほしい 欲しい 方法 やり方 やり 方'.split(
    ' ',
  ),
);

/**
 * Query-only English words that lunr's stop list keeps but no page is about: negated
 * auxiliaries left by contractions (isn't → isn, see stripContractions) and conversational filler.
 */
const EN_QUERY_STOP = new Set(
  'isn aren wasn weren don doesn didn won wouldn couldn shouldn haven hasn hadn still though anymore please someone something anything happen happens happened one'.split(
    ' ',
  ),
);

/**
 * Query-only: British spellings in the American form the pages use (behaviour, licence,
 * greyed, organise, analyse), so their stems meet. Stems are listed: many words end in -ise.
 */
const BRITISH = [
  [/^(behavio|colo|favo|hono|labo|neighbo|flavo|humo)ur/, '$1r'],
  [/^(licen|defen|offen)c(e|es|ed|ing)$/, '$1s$2'],
  [/^grey/, 'gray'],
  [/^(cent|met|lit|fib)re(s|d)?$/, '$1er$2'],
  [/^(catalog|dialog|analog)ue(s|d)?$/, '$1$2'],
  [/^(anal|paral|catal)ys(e|es|ed|ing|er|ers)$/, '$1yz$2'],
  [
    /^(organi|authori|customi|synchroni|initiali|recogni|prioriti|optimi|minimi|maximi|finali|normali|utili|categori|summari|standardi|centrali|virtuali|visuali|seriali|locali|personali|speciali|capitali|memori|saniti|tokeni|anonymi|reali|digiti|containeri|emphasi|apologi)s(e|es|ed|ing|ation|ations|er|ers)$/,
    '$1z$2',
  ],
];
const toAmericanSpelling = (word) => BRITISH.reduce((w, [re, to]) => w.replace(re, to), word);

/**
 * Query-only: a reader's text in the form pages are written in. Japanese keyboards often
 * type full-width Latin letters and digits (ＳＳＯ, １１０７) and half-width katakana
 * (ｻｰﾊﾞｰ), which no page uses; NFKC folds both (and full-width punctuation such as ？).
 * Hangul is left as typed (NFKC would recompose jamo the index keeps apart).
 */
const toQueryForm = (text) =>
  String(text)
    .replace(/[\uff01-\uff5e\uff61-\uff9f\u3000]+/g, (s) => s.normalize('NFKC'))
    .toLowerCase();

/** Query-only: drops contraction endings (user's → user, can't → can) so no lone s or t is searched. */
const stripContractions = (text) => text.replace(/([a-z])['’](s|t|ll|re|ve|d|m)(?![a-z0-9])/g, '$1');

module.exports = {
  scriptOf,
  splitRuns,
  stemKorean,
  stemKoreanQuery,
  isQuestion,
  koreanTerms,
  KO_SHORT_PARTICLES,
  KO_STRONG_PARTICLES,
  toIndexForm,
  KO_STOP,
  JA_STOP,
  JA_QUERY_STOP,
  EN_QUERY_STOP,
  stripContractions,
  toAmericanSpelling,
  toQueryForm,
};
