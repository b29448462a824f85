// Wraps a section's tag index to give it the trail doc pages have (Home › ShieldRM › Tags).
import type {ReactNode} from 'react';
import {translateTagsPageTitle} from '@docusaurus/theme-common';
import TagsPage from '@theme-original/DocTagsListPage';
import type TagsPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import ProductTrail from '@site/src/components/ProductTrail';

type Props = WrapperProps<typeof TagsPageType>;

export default function DocTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <ProductTrail crumbs={[{label: translateTagsPageTitle()}]} />
      <TagsPage {...props} />
    </>
  );
}
