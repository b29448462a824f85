import type {PluginConfig} from '@docusaurus/types';

/**
 * The offline edition (`npm run build:offline`, scripts/build-offline.mts): a folder opened from
 * the file system with no server. Docusaurus' hash router renders every page from one
 * index.html per locale. Its pages are not rendered at build time, so the search indexes, made
 * from rendered pages, are taken from the served build named here.
 */
export const OFFLINE_INDEXES = process.env.DOCS_OFFLINE_INDEXES;
export const OFFLINE = Boolean(OFFLINE_INDEXES);

/** Plugins whose output only a server uses: sitemaps, robots.txt, precompressed copies, feeds. */
export const servedOnly = (plugins: PluginConfig[]): PluginConfig[] => (OFFLINE ? [] : plugins);

/** Client modules only the offline edition needs. */
export const offlineOnly = (modules: string[]): string[] => (OFFLINE ? modules : []);
