// Wraps a docs tag page to give it the trail doc pages have (Home › ShieldRM › Tags › FAQ).
import type {ReactNode} from 'react';
import {translateTagsPageTitle} from '@docusaurus/theme-common';
import TagPage from '@theme-original/DocTagDocListPage';
import type TagPageType from '@theme/DocTagDocListPage';
import type {WrapperProps} from '@docusaurus/types';
import ProductTrail from '@site/src/components/ProductTrail';

type Props = WrapperProps<typeof TagPageType>;

export default function DocTagDocListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <ProductTrail
        crumbs={[{label: translateTagsPageTitle(), href: props.tag.allTagsPath}, {label: props.tag.label}]}
      />
      <TagPage {...props} />
    </>
  );
}
