/**
 * The page template: Docusaurus' own, except how the entry bundle starts. Docusaurus loads it
 * with <script defer>, which runs as soon as it has arrived and the page is parsed, before the
 * browser has painted: on a phone the first paint waits for the bundle's evaluation. Here the
 * bundle is fetched as early and at the same priority (a low-priority preload) and run once the
 * page's first contentful paint is in. The loader is one inline script of fixed text, allowed by
 * its CSP hash. Hook "ssr-template-scripts" in src/plugins/hooks.cjs.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {OFFLINE} from './offline';

const require = createRequire(import.meta.url);
const {guardRelies} = require('../plugins/hooks.cjs') as {guardRelies: (id: string) => void};

export const DEFER_SCRIPT = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';
export const PRELOAD =
  '<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-entry />';

/**
 * Appends the entry's scripts, in order, once the page's first contentful paint is in. A hidden
 * page starts them at once (it paints nothing); a browser without paint timing waits one frame;
 * a page that has painted nothing after 3 s starts them anyway.
 */
export const ENTRY_LOADER =
  '(function(){var started=false;function start(){if(started)return;started=true;' +
  "document.querySelectorAll('link[data-entry]').forEach(function(l){var s=document.createElement('script');" +
  's.src=l.href;s.async=false;document.body.appendChild(s)})}' +
  "if(document.visibilityState==='hidden')return start();setTimeout(start,3000);" +
  "if(!window.PerformanceObserver||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(start)});" +
  "new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}})" +
  ".observe({type:'paint',buffered:true})})()";

/** The offline edition renders in the browser alone, with nothing to paint first: it keeps Docusaurus' template. */
export function ssrTemplate(): string | undefined {
  if (OFFLINE) return undefined;
  guardRelies('ssr-template-scripts');
  const file = require.resolve('@docusaurus/core/lib/ssg/ssgTemplate.html.js');
  const source = fs.readFileSync(file, 'utf8');
  const template = /exports\.default = `([\s\S]*)`;/.exec(source)?.[1];
  if (!template?.includes('</body>')) throw new Error(`${file}: no template found; update hook "ssr-template-scripts"`);
  return template.replace(DEFER_SCRIPT, PRELOAD).replace('</body>', `<script>${ENTRY_LOADER}</script>\n  </body>`);
}
