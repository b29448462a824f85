import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import styles from './styles.module.css';

interface Crumb {
  readonly label: string;
  readonly href?: string;
}

/**
 * The breadcrumb trail of pages the docs theme gives none (tag pages): home, the product (added
 * by the home crumb's wrapper), then `crumbs`, the last one being the page itself.
 */
export default function ProductTrail({crumbs}: {crumbs: readonly Crumb[]}): ReactNode {
  return (
    <div className="container margin-top--lg">
      <div className="row">
        <nav
          className={`col col--8 col--offset-2 ${styles.trail}`}
          aria-label={translate({id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs'})}>
          <ul className="breadcrumbs">
            <HomeBreadcrumbItem />
            {crumbs.map(({label, href}, i) => {
              const last = i === crumbs.length - 1;
              return (
                <li key={label} className={last ? 'breadcrumbs__item breadcrumbs__item--active' : 'breadcrumbs__item'}>
                  {href && !last ? (
                    <Link className="breadcrumbs__link" to={href}>
                      {label}
                    </Link>
                  ) : (
                    <span className="breadcrumbs__link" aria-current={last ? 'page' : undefined}>
                      {label}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </div>
  );
}
