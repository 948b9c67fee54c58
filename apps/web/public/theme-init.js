// Runs before first paint: applies the saved theme (dark by default) and the saved language's direction, so the
// page never flashes the wrong colours. Kept tiny and dependency-free; the app takes over once it loads.
(() => {
  var root = document.documentElement;
  var theme = 'dark';
  var lang = null;
  try {
    theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
    lang = localStorage.getItem('lang');
  } catch (_error) {
    // storage can be blocked (private modes); the defaults apply
  }
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  if (lang && /^[a-z]{2,3}(-[A-Z]{2})?$/.test(lang)) {
    root.setAttribute('lang', lang);
    root.setAttribute('dir', lang === 'ar' || lang === 'fa' || lang === 'ur' ? 'rtl' : 'ltr');
  }
})();
