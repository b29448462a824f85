/**
 * Before bundling, finds the locale's diagrams, makes their font and draws them all
 * (src/diagrams), so src/remark/diagrams.ts puts finished SVG into pages. The bundler's
 * @diagram-font alias is the folder of the locale's font and its @font-face CSS; the font is
 * emitted as a file of its own, however small, so no page's CSS carries it.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LIVE_DIAGRAMS} from '../config/diagrams';
import {SVG_EXT, drawDiagrams} from '../diagrams/draw';
import {OFFLINE} from '../config/offline';
import {fontDirOf, writeDiagramFont} from '../diagrams/font';
import {localeDiagramSources} from '../diagrams/sources';
import {activeSections} from '../sections/derive';
import type {LocaleId} from '../sections/types';

export default function diagramsPlugin(context: LoadContext): Plugin {
  if (LIVE_DIAGRAMS) return {name: 'shield-diagrams'};
  const {siteDir} = context;
  const locale = context.i18n.currentLocale as LocaleId;
  return {
    name: 'shield-diagrams',
    async loadContent() {
      const sources = localeDiagramSources(siteDir, activeSections(), locale);
      await writeDiagramFont(siteDir, locale, sources);
      await drawDiagrams(siteDir, locale, sources);
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {alias: {'@diagram-font': fontDirOf(siteDir, locale)}},
        module: {
          rules: [
            {
              // By extension alone (ours): a folder would not match through a symlinked node_modules.
              test: /\.font$/,
              type: 'asset/resource',
              generator: {
                filename: 'assets/fonts/diagram-[contenthash].woff2',
                // Only the stylesheet in assets/css/ names it: relative, so file:// (offline) finds it too.
                publicPath: '../../',
                emit: !isServer,
              },
            },
            // A drawing is markup for the server render; the browser hydrates it from the page and
            // fetches the file only when it opens the page itself. The offline edition renders in
            // the browser alone, from file:// where nothing can be fetched, so it gets the markup.
            isServer || OFFLINE
              ? {test: new RegExp(`\\${SVG_EXT}$`), type: 'asset/source'}
              : {
                  test: new RegExp(`\\${SVG_EXT}$`),
                  type: 'asset/resource',
                  generator: {filename: 'assets/diagrams/[contenthash].svg'},
                },
          ],
        },
      };
    },
  };
}
