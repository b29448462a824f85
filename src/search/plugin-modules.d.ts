// The search plugin's modules the portal imports (no types are published for them).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  export const searchIndexUrl: string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex' {
  export function buildIndex(documents: {u: string}[][], config: unknown): {documents: {u: string}[]; index: unknown}[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions' {
  import type {LoadContext} from '@docusaurus/types';
  import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
  export function processPluginOptions(options: PluginOptions, context: LoadContext): unknown;
}
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/getIndexHash' {
  /** The 8 hex in the index files' names (null when names are not hashed). */
  export function getIndexHash(config: unknown): string | null;
}
declare module 'mark.js/dist/mark.js';
