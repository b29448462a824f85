/**
 * Prints in the light colours whatever the screen's colour mode: while printing, the page
 * takes the light theme's variables (no second copy of them in CSS), and src/css/print.css
 * recolours what was drawn dark (code, diagrams) under data-print-light.
 */
if (typeof window !== 'undefined') {
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
}
