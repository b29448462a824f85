/** Translations that no Docusaurus theme pack or inventory entry provides. Data only. */
import type {LocaleId} from '../src/sections/types';

type Tr = Record<LocaleId, string>;

/** Our own UI strings (translate ids used in src/) and templates used by i18n-sync. */
export const UI_STRINGS: Record<string, Tr> = {
  'home.title': {ko: '제품 문서', en: 'Product documentation', ja: '製品ドキュメント'},
  'home.heading': {ko: '제품 문서 포털', en: 'Product documentation portal', ja: '製品ドキュメントポータル'},
  'home.cta.support': {ko: '기술지원 문서 보기', en: 'Technical support docs', ja: '技術サポート文書を見る'},
  'home.search.label': {
    ko: '모든 제품 문서에서 검색',
    en: 'Search all product docs',
    ja: 'すべての製品のドキュメントを検索',
  },
  'home.search.submit': {ko: '검색', en: 'Search', ja: '検索'},
  'home.whatsNew.title': {ko: '새 릴리스', en: "What's new", ja: '新しいリリース'},
  'notFound.help.title': {
    ko: '이런 페이지로 이동할 수 있습니다',
    en: 'Where you can go from here',
    ja: '次のページに移動できます',
  },
  'notFound.help.home': {ko: '문서 포털 홈', en: 'Documentation home', ja: 'ドキュメントホーム'},
  'notFound.help.search': {ko: '문서 검색', en: 'Search the docs', ja: 'ドキュメントを検索'},
  'errorPage.reasons.title': {ko: '자주 있는 원인', en: 'Common causes', ja: 'よくある原因'},
  'errorPage.reasons.network': {
    ko: '네트워크 연결이 끊겨 페이지 일부를 불러오지 못했습니다.',
    en: 'The network connection dropped and part of the page could not be loaded.',
    ja: 'ネットワーク接続が切れ、ページの一部を読み込めませんでした。',
  },
  'errorPage.reasons.deploy': {
    ko: '사이트가 새 버전으로 갱신되어 열어 둔 페이지가 오래되었습니다. 다시 시도하면 최신 페이지를 불러옵니다.',
    en: 'The site was updated and the page you had open is out of date. Trying again loads the latest page.',
    ja: 'サイトが更新され、開いていたページが古くなりました。再試行すると最新のページを読み込みます。',
  },
  'errorPage.reasons.extension': {
    ko: '브라우저 확장 프로그램이 페이지 스크립트를 막았습니다.',
    en: 'A browser extension blocked a script of the page.',
    ja: 'ブラウザー拡張機能がページのスクリプトをブロックしました。',
  },
  'untranslated.notice': {
    ko: '이 페이지는 아직 번역되지 않았습니다. 한국어 원문을 보고 있습니다.',
    en: 'This page has not been translated yet. You are reading the Korean original.',
    ja: 'このページはまだ翻訳されていません。韓国語の原文を表示しています。',
  },
  'diagram.failed': {
    ko: '다이어그램을 불러오지 못했습니다. 페이지를 새로 고치면 다시 불러옵니다.',
    en: 'The diagram could not be loaded. Reload the page to try again.',
    ja: '図を読み込めませんでした。ページを再読み込みすると、もう一度読み込みます。',
  },
  'untranslated.link': {ko: '한국어 페이지 열기', en: 'Open the Korean page', ja: '韓国語のページを開く'},
  'theme.SearchPage.searchContext.label': {ko: '검색할 제품', en: 'Product to search', ja: '検索する製品'},
  'theme.SearchBar.inputLabel': {ko: '문서 검색', en: 'Search the documentation', ja: 'ドキュメントを検索'},
  'searchBar.results.none': {
    ko: '검색 결과가 없습니다.',
    en: 'No results.',
    ja: '検索結果はありません。',
  },
  'searchBar.results.count': {
    ko: '검색 결과 {count}건',
    en: '{count} results',
    ja: '検索結果 {count} 件',
  },
  'searchBar.results.missing': {
    ko: '일부 단어만 일치합니다. 찾지 못한 단어: {words}',
    en: 'Only some words match. Not found: {words}',
    ja: '一部の語だけが一致しました。見つからなかった語: {words}',
  },
  'searchBar.results.partial': {
    ko: '모든 단어가 들어 있는 문서가 없어 일부 단어가 일치하는 문서를 보여 줍니다.',
    en: 'No page contains every word; showing pages that match some of them.',
    ja: 'すべての語を含むページがないため、一部の語が一致するページを表示しています。',
  },
  'searchBar.widen': {
    ko: '전체 문서에서 검색',
    en: 'Search all documentation',
    ja: 'すべてのドキュメントを検索',
  },
  'searchPage.meta.description': {
    ko: '모든 제품의 설치, 설정, 운영 문서와 FAQ에서 검색합니다.',
    en: 'Search the installation, configuration and operation guides and FAQs of every product.',
    ja: 'すべての製品のインストール、設定、運用ガイドとFAQを検索します。',
  },
  'notFound.meta.description': {
    ko: '요청한 문서를 찾을 수 없습니다. 문서 포털 홈, 검색 또는 제품 문서로 이동하세요.',
    en: 'The page you asked for could not be found. Go to the documentation home, search, or a product’s documentation.',
    ja: 'お探しのページが見つかりません。ドキュメントポータルのホーム、検索、または製品ドキュメントへ移動してください。',
  },
  'hub.label': {ko: '제품 문서 바로 가기', en: 'Start here', ja: 'ここから始める'},
  'hub.latest': {ko: '최신 버전', en: 'Latest version', ja: '最新バージョン'},
  'hub.kind.start': {ko: '시작하기', en: 'Get started', ja: 'はじめに'},
  'hub.kind.install': {ko: '설치', en: 'Install', ja: 'インストール'},
  'hub.kind.admin': {ko: '관리', en: 'Administer', ja: '管理'},
  'hub.kind.api': {ko: 'API', en: 'API', ja: 'API'},
  'hub.kind.releases': {
    ko: '릴리스와 지원 버전',
    en: 'Releases and supported versions',
    ja: 'リリースとサポート対象バージョン',
  },
  'hub.kind.faq': {ko: '자주 묻는 질문', en: 'FAQ', ja: 'よくある質問'},
  'feeds.follow': {
    ko: '{product} 릴리스와 공지 구독:',
    en: 'Follow {product} releases and notices:',
    ja: '{product}のリリースとお知らせを購読：',
  },
  'pageActions.toggle': {ko: '페이지 작업', en: 'Page actions', ja: 'ページの操作'},
  'pageActions.copied': {
    ko: '페이지를 Markdown으로 복사했습니다.',
    en: 'Copied the page as Markdown.',
    ja: 'ページをMarkdownとしてコピーしました。',
  },
  'pageActions.failed': {
    ko: '복사하지 못했습니다. Markdown으로 보기를 사용하세요.',
    en: "Couldn't copy the page. Use View as Markdown instead.",
    ja: 'コピーできませんでした。「Markdownで表示」を使用してください。',
  },
  'feedback.question': {
    ko: '이 페이지가 도움이 되었나요?',
    en: 'Was this page helpful?',
    ja: 'このページは役に立ちましたか？',
  },
  'feedback.yes': {ko: '예', en: 'Yes', ja: 'はい'},
  'feedback.no': {ko: '아니요', en: 'No', ja: 'いいえ'},
  'feedback.comment': {
    ko: '의견 (선택, {max}자 이내)',
    en: 'Comment (optional, up to {max} characters)',
    ja: 'ご意見（任意、{max}文字以内）',
  },
  'hub.kind.errors': {ko: '오류 코드', en: 'Error codes', ja: 'エラーコード'},
  'hub.kind.support': {ko: '기술 지원', en: 'Support', ja: 'テクニカルサポート'},
  'errorPage.home': {ko: '문서 포털 홈으로 이동', en: 'Go to the documentation home', ja: 'ドキュメントホームへ移動'},
  'category.description': {
    ko: '{product}의 {label} 문서 목록입니다.',
    en: '{product}: all pages in {label}.',
    ja: '{product}の「{label}」のページ一覧です。',
  },
  'tag.description': {
    ko: '{label} 태그가 붙은 {product} 문서입니다.',
    en: '{product} pages tagged {label}.',
    ja: '「{label}」タグが付いた{product}のページです。',
  },
};

/** Theme and search-plugin strings that the Korean (or Japanese) packs leave in English. */
export const THEME_FIXES: Record<string, Tr> = {
  // The Korean and Japanese packs put the counter in twice ("24개 게시물개의 게시물", "24件件").
  'theme.blog.tagTitle': {
    ko: '"{tagName}" 태그가 붙은 {nPosts}',
    en: '{nPosts} tagged with "{tagName}"',
    ja: '「{tagName}」タグの記事（{nPosts}）',
  },
  'theme.colorToggle.ariaLabel.mode.system': {ko: '시스템 모드', en: 'system mode', ja: 'システムモード'},
  'theme.IconExternalLink.ariaLabel': {ko: '(새 탭에서 열림)', en: '(opens in new tab)', ja: '(新しいタブで開きます)'},
  'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel': {
    ko: '드롭다운 펼치기',
    en: 'Expand the dropdown',
    ja: 'ドロップダウンを展開',
  },
  'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel': {
    ko: '드롭다운 접기',
    en: 'Collapse the dropdown',
    ja: 'ドロップダウンを折りたたむ',
  },
  'theme.SearchBar.noResultsText': {ko: '검색 결과가 없습니다', en: 'No results', ja: '結果が見つかりません。'},
  'theme.SearchBar.seeAllOutsideContext': {
    ko: '"{context}" 밖의 모든 결과 보기',
    en: 'See all results outside "{context}"',
    ja: '「{context}」以外のすべての結果を見る',
  },
  'theme.SearchBar.searchInContext': {
    ko: '"{context}"의 모든 결과 보기',
    en: 'See all results within "{context}"',
    ja: '「{context}」のすべての結果を見る',
  },
  'theme.SearchBar.seeAll': {ko: '모든 결과 보기', en: 'See all results', ja: 'すべての結果を見る'},
  'theme.SearchBar.label': {ko: '검색', en: 'Search', ja: '検索'},
  'theme.SearchPage.existingResultsTitle': {
    ko: '"{query}" 검색 결과',
    en: 'Search results for "{query}"',
    ja: '「{query}」の検索結果',
  },
  'theme.SearchPage.emptyResultsTitle': {ko: '문서 검색', en: 'Search the documentation', ja: 'ドキュメントを検索'},
  'theme.SearchPage.searchContext.everywhere': {ko: '모든 제품', en: 'All products', ja: 'すべての製品'},
  'theme.SearchPage.documentsFound.plurals': {
    ko: '문서 {count}개를 찾았습니다',
    en: '1 document found|{count} documents found',
    ja: '{count}件のドキュメントが見つかりました',
  },
  'theme.SearchPage.noResultsText': {
    ko: '찾은 문서가 없습니다',
    en: 'No documents were found',
    ja: 'ドキュメントが見つかりませんでした',
  },
};

/** Tag labels for sections whose tags the inventory names without labels. */
export const TAG_LABELS: Record<string, Tr> = {
  'admin-guide': {ko: '관리자 가이드', en: 'Admin Guide', ja: '管理者ガイド'},
  'user-guide': {ko: '사용자 가이드', en: 'User Guide', ja: 'ユーザーガイド'},
  'edge-server': {ko: '엣지 서버', en: 'Edge Server', ja: 'エッジサーバー'},
  faq: {ko: 'FAQ', en: 'FAQ', ja: 'FAQ'},
  feature: {ko: '기능', en: 'Features', ja: '機能'},
  log: {ko: '로그', en: 'Logs', ja: 'ログ'},
  'release-note': {ko: '릴리스 노트', en: 'Release Notes', ja: 'リリースノート'},
  roadmap: {ko: '로드맵', en: 'Roadmap', ja: 'ロードマップ'},
  share: {ko: '공유', en: 'Sharing', ja: '共有'},
  storage: {ko: '저장소', en: 'Storage', ja: 'ストレージ'},
  deployment: {ko: '배포', en: 'Deployment', ja: 'デプロイ'},
  glossary: {ko: '용어', en: 'Glossary', ja: '用語集'},
  guide: {ko: '가이드', en: 'Guide', ja: 'ガイド'},
  policy: {ko: '정책', en: 'Policy', ja: 'ポリシー'},
  'web-console': {ko: '웹 콘솔', en: 'Web Console', ja: 'Webコンソール'},
  api: {ko: 'API', en: 'API', ja: 'API'},
  'cloud-service-api': {ko: '클라우드 서비스 API', en: 'Cloud Service API', ja: 'クラウドサービスAPI'},
  'customer-system-api': {ko: '고객 시스템 API', en: 'Customer System API', ja: '顧客システムAPI'},
  install: {ko: '설치', en: 'Installation', ja: 'インストール'},
  'key-management': {ko: '키 관리', en: 'Key Management', ja: '鍵管理'},
  m365: {ko: 'Microsoft 365', en: 'Microsoft 365', ja: 'Microsoft 365'},
  cdr: {ko: 'CDR', en: 'CDR', ja: 'CDR'},
  'malware-scan': {ko: '악성코드 검사', en: 'Malware Scan', ja: 'マルウェア検査'},
  test: {ko: '테스트', en: 'Test', ja: 'テスト'},
  inbound: {ko: '인바운드', en: 'Inbound', ja: 'インバウンド'},
  outbound: {ko: '아웃바운드', en: 'Outbound', ja: 'アウトバウンド'},
  spec: {ko: '기능 명세', en: 'Specification', ja: '機能仕様'},
};
