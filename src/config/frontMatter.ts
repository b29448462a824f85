import type {ParseFrontMatter} from '@docusaurus/types';
import {DOCS_TEAM} from '../constants/site';
import type {LocaleId} from '../sections/types';

/**
 * Every page's last-updated line names the documentation team, not whoever made the last
 * commit; the date still comes from git. A page may name another author in its front matter.
 */
export const withTeamAuthor =
  (locale: LocaleId): ParseFrontMatter =>
  async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const own = result.frontMatter.last_update as {author?: string; date?: string} | undefined;
    result.frontMatter.last_update = {...own, author: own?.author ?? DOCS_TEAM[locale]};
    return result;
  };
