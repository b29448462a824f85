// Wraps the search page to name its product selector for screen readers (the plugin's <select> has no label).
import {useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const label = translate({id: 'searchPage.context.label', message: '검색할 제품'});
  useEffect(() => {
    const select = ref.current?.querySelector('select');
    if (select && !select.hasAttribute('aria-label')) select.setAttribute('aria-label', label);
  });
  return (
    <div ref={ref}>
      <SearchPage />
    </div>
  );
}
