import type { GameCategory } from '@playhall/contracts/games';
import type { LanguageCode } from '@playhall/contracts/languages';
import { create } from 'zustand';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export type Theme = 'dark' | 'light';

/** Every modal the shell can open; their components are registered in app/modal-host. */
export type ModalKind =
  | 'login'
  | 'register'
  | 'forgetPassword'
  | 'changePassword'
  | 'speedTest'
  | 'gamePopup'
  | 'notice'
  | 'chatRoom'
  | 'contractOffers';

/** The game last started (portal-shell spec §3 public state: current game type, default HOME, and vendor). */
export type CurrentGame = {
  gameType: GameCategory | 'HOME';
  vassalage: string | null;
  gameName: string | null;
};

export type ModalEntry = {
  id: number;
  kind: ModalKind;
  props: Record<string, string>;
};

/**
 * A message dialog (portal-shell spec §8): a prompt, a warning with a submit button, or a confirmation with
 * cancel. Texts arrive translated; `onConfirm` runs when the visitor accepts.
 */
export type DialogEntry = {
  id: number;
  tone: 'info' | 'warning' | 'success' | 'confirm';
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm?: () => void;
};

type UiState = {
  theme: Theme;
  language: LanguageCode;
  /** Desktop: the side menu is expanded (true) or collapsed to icons. */
  sideMenuOpen: boolean;
  /** Phone: the side menu drawer is shown. */
  drawerOpen: boolean;
  modals: ModalEntry[];
  dialogs: DialogEntry[];
  /** Set once a login completed in this page's life (the spec's after-login flag). */
  afterLogin: boolean;
  /** The session began with the member's first login: first-login announcements key off this. */
  firstLogin: boolean;
  currentGame: CurrentGame;
  setTheme(theme: Theme): void;
  setLanguage(language: LanguageCode): void;
  toggleSideMenu(): void;
  setDrawerOpen(open: boolean): void;
  openModal(kind: ModalKind, props?: Record<string, string>): void;
  closeModal(id: number): void;
  closeModalKind(kind: ModalKind): void;
  showDialog(dialog: Omit<DialogEntry, 'id'>): void;
  closeDialog(id: number): void;
  markLoggedIn(firstLogin: boolean): void;
  resetSessionFlags(): void;
  /** Launching a game records its type and vendor (portal-shell spec §4). */
  setCurrentGame(game: CurrentGame): void;
};

function initialTheme(): Theme {
  return readStorage('local', STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark';
}

let nextModalId = 1;

/** UI state only (ARCHITECTURE.md §7): server state lives in TanStack Query, the session token in storage. */
export const useUiStore = create<UiState>()((set) => ({
  theme: initialTheme(),
  language: 'en',
  sideMenuOpen: readStorage('local', STORAGE_KEYS.sideMenuCollapsed) !== '1',
  drawerOpen: false,
  modals: [],
  dialogs: [],
  afterLogin: false,
  firstLogin: false,
  currentGame: { gameType: 'HOME', vassalage: null, gameName: null },
  setTheme: (theme) => set({ theme }),
  setLanguage: (language) => set({ language }),
  toggleSideMenu: () =>
    set((state) => {
      writeStorage('local', STORAGE_KEYS.sideMenuCollapsed, state.sideMenuOpen ? '1' : '0');
      return { sideMenuOpen: !state.sideMenuOpen };
    }),
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  openModal: (kind, props = {}) =>
    set((state) => {
      // One modal of a kind at a time: opening it again just updates its props.
      const existing = state.modals.find((modal) => modal.kind === kind);
      if (existing) {
        return { modals: state.modals.map((modal) => (modal.kind === kind ? { ...modal, props } : modal)) };
      }
      return { modals: [...state.modals, { id: nextModalId++, kind, props }] };
    }),
  closeModal: (id) => set((state) => ({ modals: state.modals.filter((modal) => modal.id !== id) })),
  closeModalKind: (kind) => set((state) => ({ modals: state.modals.filter((modal) => modal.kind !== kind) })),
  showDialog: (dialog) => set((state) => ({ dialogs: [...state.dialogs, { ...dialog, id: nextModalId++ }] })),
  closeDialog: (id) => set((state) => ({ dialogs: state.dialogs.filter((dialog) => dialog.id !== id) })),
  markLoggedIn: (firstLogin) => set({ afterLogin: true, firstLogin }),
  resetSessionFlags: () => set({ afterLogin: false, firstLogin: false }),
  setCurrentGame: (currentGame) => set({ currentGame }),
}));
