import { useSyncExternalStore } from 'react';

/** Chromium's install offer (`beforeinstallprompt`), not in the DOM's types. */
export type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

declare global {
  interface Window {
    /** Kept by /lite-app.js (written by the build) when the browser offers to install the site. */
    playhallInstallPrompt?: InstallPromptEvent | undefined;
  }
}

const CHANGED = 'playhall:installable';

function subscribe(listener: () => void) {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

/** The browser's install offer while it stands, or undefined (not offered, used, or the app is installed). */
export function useInstallPrompt(): InstallPromptEvent | undefined {
  return useSyncExternalStore(subscribe, () => window.playhallInstallPrompt);
}

/** Shows the offer; it can be shown once, so it is dropped whatever the answer. Resolves true when accepted. */
export async function promptInstall(offer: InstallPromptEvent): Promise<boolean> {
  window.playhallInstallPrompt = undefined;
  window.dispatchEvent(new Event(CHANGED));
  await offer.prompt();
  return (await offer.userChoice).outcome === 'accepted';
}

/** The page runs as the installed app (a home-screen icon opens it without the browser's bars). */
export function isInstalledApp(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}
