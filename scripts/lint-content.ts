// Temporary alias for writers who still call the old name; remove once nobody does.
void (async () => {
  const m = await import('./lint-content.mts');
  await m.main();
})();
