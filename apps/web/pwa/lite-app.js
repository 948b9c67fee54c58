// The lite app's page script (decision 0045), written by the build only: registers the service worker once the
// page has loaded, and keeps the browser's install offer for the download page's Install button (the offer comes
// once per page load, often before that page's code has loaded).
(() => {
  if (!('serviceWorker' in navigator)) return;
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window.playhallInstallPrompt = event;
    dispatchEvent(new Event('playhall:installable'));
  });
  addEventListener('appinstalled', () => {
    window.playhallInstallPrompt = undefined;
    dispatchEvent(new Event('playhall:installable'));
  });
  addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // no worker (a private window, storage blocked): the site works as before, without the offline page
    });
  });
})();
