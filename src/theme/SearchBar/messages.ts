/** What the search box and the search page say about an answer, in the reader's language. */
import {translate} from '@docusaurus/Translate';
import type {SearchEventDetail} from '@site/src/search/searchByWorker';

export function partialText(d: SearchEventDetail): string {
  return d.missing.length > 0
    ? translate(
        {id: 'searchBar.results.missing', message: '일부 단어만 일치합니다. 찾지 못한 단어: {words}'},
        {words: d.missing.join(', ')},
      )
    : translate({
        id: 'searchBar.results.partial',
        message: '모든 단어가 들어 있는 문서가 없어 일부 단어가 일치하는 문서를 보여 줍니다.',
      });
}

export function announcement(d: SearchEventDetail): string {
  if (!d.input.trim()) return '';
  if (d.count === 0) return translate({id: 'searchBar.results.none', message: '검색 결과가 없습니다.'});
  const count = translate({id: 'searchBar.results.count', message: '검색 결과 {count}건'}, {count: d.count});
  return d.partial ? `${count}. ${partialText(d)}` : count;
}
