/**
 * Writes robots.txt at the site root with every locale's sitemap, from the one site URL and
 * locale list (a static file could not read them). Runs once, in the default locale's build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SITE_URL} from '../constants/site';
import {LOCALES, localePrefix} from '../config/locales';

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    ...LOCALES.map((l) => `Sitemap: ${siteUrl}${localePrefix(l)}/sitemap.xml`),
    '',
  ].join('\n');
}

export default function robotsPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      await fs.promises.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(SITE_URL));
    },
  };
}
