// Runs before the first paint: applies the visitor's theme, and picks the prerendered page of this
// address (put into index.html by scripts/prerender.mjs) to show while the app's JavaScript loads.
// A signed-in visitor, whom the app sends elsewhere, or a sign-in with more to show, gets none.
/* global window, document */
(function () {
  var root = document.documentElement;
  function stored(key) {
    try {
      return JSON.parse(window.localStorage.getItem(key));
    } catch {
      return null;
    }
  }
  var mode = stored('tessera.theme');
  var dark =
    mode === 'dark' ||
    (mode !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = root.dataset.theme;
  var path = window.location.pathname.replace(/\/+$/, '') || '/';
  var showsMore = path === '/login' && (window.location.search || stored('tessera.quick-sign-in'));
  if (!stored('tessera.session') && !showsMore) root.dataset.firstPaint = path;
})();
