import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {COMPANY_NAME, SITE_URL} from './src/constants/site';
import {activeSections} from './src/sections/derive';
import {docsPlugins} from './src/config/docs';
import {themeChrome, tagline} from './src/config/chrome';
import {searchTheme} from './src/config/search';
import {withTeamAuthor} from './src/config/frontMatter';
import {whatsNew} from './src/config/whatsNew';
import {blogOptions, feedProducts} from './src/config/blog';
import {feedbackEndpoint} from './src/config/feedback';
import {buildLocale, i18n} from './src/config/locales';
import * as blogPlugin from '@docusaurus/plugin-content-blog';
import * as sitemapPlugin from '@docusaurus/plugin-sitemap';
import {awaited} from './src/plugins/postBuildOrder';
import {OFFLINE, offlineOnly, servedOnly} from './src/config/offline';
import {DIAGRAM_THEMES, LIVE_DIAGRAMS} from './src/config/diagrams';
import diagramsPlugin from './src/plugins/diagrams';
import {ssrTemplate} from './src/config/ssrTemplate';

const sections = activeSections();
const locale = buildLocale();

export default {
  title: `${COMPANY_NAME} Docs`,
  tagline: tagline(locale),
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  i18n,
  customFields: {
    sectionIds: sections.map((s) => s.id),
    whatsNew: whatsNew(sections, locale),
    feedProducts: feedProducts(sections),
    // Where page feedback is POSTed (README, "Page feedback"); without one, the feedback page takes it.
    feedbackEndpoint: feedbackEndpoint(),
  },
  // DOCUSAURUS_FASTER=false builds with webpack instead of Rspack, for bench/build.mts.
  future: {
    v4: true,
    faster: process.env.DOCUSAURUS_FASTER !== 'false',
    experimental_router: OFFLINE ? 'hash' : 'browser',
  },
  // Docusaurus' template with the entry bundle run after the first paint.
  ssrTemplate: ssrTemplate(),
  // The spec asks for warnings only; tests/build fails on any broken link or anchor.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    // Live diagrams in `npm start`; a build draws them ahead (src/config/diagrams.ts).
    mermaid: LIVE_DIAGRAMS,
    // v4 turns these off; our content uses {#id} heading ids and HTML comments (see WRITING.md).
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'warn'},
    parseFrontMatter: withTeamAuthor(locale),
  },
  presets: [
    [
      'classic',
      {
        docs: false,
        // Outside the preset so that precompression waits for the files they write after the build.
        blog: false,
        sitemap: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  clientModules: [
    './src/clientModules/safeLocation.ts',
    './src/clientModules/searchEarly.ts',
    './src/clientModules/print.ts',
    ...offlineOnly(['./src/clientModules/offlineStart.ts']),
  ],
  plugins: [
    ...docsPlugins(sections, locale),
    [awaited(blogPlugin), blogOptions(locale)],
    diagramsPlugin,
    './src/plugins/chunks.ts',
    './src/plugins/dates.ts',
    './src/plugins/offline.ts',
    ...servedOnly([
      [awaited(sitemapPlugin), {lastmod: 'date', changefreq: null, priority: null}],
      './src/plugins/robots.ts',
      './src/plugins/precompress.ts',
    ]),
  ],
  themes: [...(LIVE_DIAGRAMS ? ['@docusaurus/theme-mermaid'] : []), searchTheme(sections)],
  themeConfig: {
    ...themeChrome(sections, locale),
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'powershell', 'batch', 'ini', 'properties', 'java', 'sql', 'nginx', 'yaml', 'toml'],
    },
    mermaid: {theme: DIAGRAM_THEMES},
  } satisfies Preset.ThemeConfig,
} satisfies Config;
