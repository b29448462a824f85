/**
 * Printing: the print stylesheet (static/print.css) and printing from the dark mode in light
 * colours. While printing, the page takes the light theme's variables (no second copy of them
 * in CSS), and print.css recolours what was drawn dark (code, diagrams) under data-print-light.
 */
import siteConfig from '@generated/docusaurus.config';

const link = document.createElement('link');
link.rel = 'stylesheet';
link.media = 'print';
// Offline (src/config/offline.ts), beside this locale's index.html.
link.href = __OFFLINE_EDITION__ ? 'print.css' : `${siteConfig.baseUrl}print.css`;
document.head.append(link);

const root = document.documentElement;
window.addEventListener('beforeprint', () => {
  if (root.dataset.theme !== 'dark') return;
  root.dataset.theme = 'light';
  root.dataset.printLight = '';
});
window.addEventListener('afterprint', () => {
  if (!('printLight' in root.dataset)) return;
  root.dataset.theme = 'dark';
  delete root.dataset.printLight;
});
