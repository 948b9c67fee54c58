import { CATEGORY_ROUTE_ALIASES } from '@playhall/contracts/games';
import { LOBBY_PATHS } from '@playhall/contracts/home-page-paths';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoader } from './app-loader';
import { AgentLayout } from './layouts/agent-layout';
import { ShellLayout } from './layouts/shell-layout';
import { RootFrame } from './root-frame';
import { RouteError } from './route-error';
import { requireAgent, requireAuth, requireAuthUnlessDemo, requireRealAccount } from './routes/guards';
import { lazyPage } from './routes/lazy-page';
import { opsRoute } from './routes/ops-routes';
import { prefetchLobby } from './routes/prefetch-lobby';
import type { RouteHandle } from './routes/route-handle';
import { withCentre } from './routes/with-centre';

// One chunk per area (ARCHITECTURE.md §7): the home page stays small and the rest loads when visited.
const home = lazyPage(
  () => import('./pages/home-page'),
  (module) => module.HomePage,
);
const accountPages = () => import('./pages/account-pages');
const agentPages = () => import('./pages/agent-pages');
const contentPages = () => import('./pages/content-pages');
const downloadPage = () => import('./pages/download-page');
const gamePages = () => import('./pages/game-pages');
const searchPage = lazyPage(
  () => import('./pages/search-page'),
  (module) => module.SearchPage,
);
// The member centre and the operator console bring their own catalogue of words with their first chunk.
const memberPage = withCentre(() => import('./pages/member/member-page'));
const agentCentre = withCentre(() => import('./pages/agent/agent-centre'));
const pointMallPage = withCentre(() => import('./pages/point-mall-page'));
/** /help's words (topics, categories) travel with the centre catalogue, not in the first screen's. */
const helpPage = withCentre(() => import('./pages/content-pages'));
const winnersPage = () => import('./pages/winners-page');
/** The live chat's words (and the error texts) are the centre catalogue's. */
const chatPage = withCentre(() => import('./pages/chat-page'));

type Page = {
  path: string;
  lazy: RouteObject['lazy'];
  handle: RouteHandle;
  loader?: RouteObject['loader'];
  shouldRevalidate?: RouteObject['shouldRevalidate'];
};

function page({ path, lazy, handle, loader, shouldRevalidate }: Page): RouteObject {
  return {
    path,
    caseSensitive: true,
    lazy,
    handle,
    loader: loader ?? (handle.requiresAuth ? requireAuth : undefined),
    shouldRevalidate,
  };
}

/** The lobby's prefetch runs when a lobby is entered, not again on each change of its filters (the address). */
const prefetchOnEntry = { loader: prefetchLobby, shouldRevalidate: () => false };

const lobbyPages: Page[] = [
  ...LOBBY_PATHS.map((path) => ({
    path,
    lazy: home,
    ...prefetchOnEntry,
    handle: { name: 'lobby', titleKey: 'nav.home', category: null },
  })),
  ...Object.entries(CATEGORY_ROUTE_ALIASES).map(([alias, category]) => ({
    path: `/${alias}`,
    // A category lobby shows neither the banner nor the hot games that the home's prefetch asks for.
    lazy: home,
    handle: { name: `lobby-${alias}`, titleKey: `categories.${category}`, category },
  })),
  {
    path: '/login',
    lazy: home,
    ...prefetchOnEntry,
    handle: { name: 'lobby', titleKey: 'account.loginTitle', popup: 'login', category: null },
  },
  {
    path: '/register',
    lazy: home,
    ...prefetchOnEntry,
    handle: { name: 'lobby', titleKey: 'account.registerTitle', popup: 'register', category: null },
  },
];

const shellPages: Page[] = [
  ...lobbyPages,
  {
    path: '/forget',
    lazy: lazyPage(accountPages, (module) => module.ForgetPasswordPage),
    handle: { name: 'forget', titleKey: 'pages.forget' },
  },
  {
    path: '/member',
    lazy: lazyPage(memberPage, (module) => module.MemberPage),
    handle: { name: 'member', titleKey: 'pages.member', requiresAuth: true },
    // Trial accounts are told a real account is needed and stay where they were.
    loader: requireRealAccount,
  },
  {
    path: '/favorite',
    lazy: lazyPage(accountPages, (module) => module.FavoritePage),
    handle: { name: 'favorite', titleKey: 'pages.favorite', requiresAuth: true },
  },
  {
    path: '/recent',
    lazy: lazyPage(accountPages, (module) => module.RecentPage),
    handle: { name: 'recent', titleKey: 'pages.recent', requiresAuth: true },
  },
  {
    path: '/search',
    lazy: searchPage,
    handle: { name: 'search', titleKey: 'pages.search' },
  },
  {
    path: '/agent',
    lazy: lazyPage(agentPages, (module) => module.AgentLoginPage),
    handle: { name: 'agent', titleKey: 'pages.agentLogin' },
  },
  {
    path: '/help',
    lazy: lazyPage(helpPage, (module) => module.HelpPage),
    handle: { name: 'help', titleKey: 'pages.help' },
  },
  {
    path: '/promotions',
    lazy: lazyPage(contentPages, (module) => module.PromotionsPage),
    handle: { name: 'promotions', titleKey: 'pages.promotions' },
  },
  {
    path: '/pointMall',
    lazy: lazyPage(pointMallPage, (module) => module.PointMallPage),
    handle: { name: 'pointMall', titleKey: 'pages.pointMall', requiresAuth: true },
    loader: requireRealAccount,
  },
  {
    path: '/exchangeRate',
    lazy: lazyPage(pointMallPage, (module) => module.ExchangeRatePage),
    handle: { name: 'exchangeRate', titleKey: 'pages.exchangeRate', requiresAuth: true },
    loader: requireRealAccount,
  },
  {
    path: '/winners',
    lazy: lazyPage(winnersPage, (module) => module.WinnersPage),
    handle: { name: 'winners', titleKey: 'pages.winners' },
  },
  {
    path: '/announce',
    lazy: lazyPage(contentPages, (module) => module.AnnouncementsPage),
    handle: { name: 'announce', titleKey: 'pages.announce' },
  },
  {
    path: '/down',
    lazy: lazyPage(downloadPage, (module) => module.DownloadPage),
    handle: { name: 'down', titleKey: 'pages.download' },
  },
  // Lottery pages (?gameCode): no footer. The regional lobby and the lowercase game-page aliases also hide the
  // side menu (portal-shell spec §2 "Game pages").
  ...['/lottery', '/seaLottery', '/vnLottery', '/sealottery', '/lottert', '/vnlottery'].map((path) => ({
    path,
    lazy: lazyPage(gamePages, (module) => module.LotteryPage),
    handle: {
      name: path.slice(1),
      titleKey: `pages.${path.slice(1)}`,
      requiresAuth: true,
      hideFooter: true,
      hideSideMenu: ['/sealottery', '/lottert', '/vnlottery'].includes(path),
      isGameStage: true,
    },
  })),
  {
    path: '/seamless',
    lazy: lazyPage(gamePages, (module) => module.GamePage),
    // A free-trial (demo) start needs no session.
    loader: requireAuthUnlessDemo,
    handle: {
      name: 'seamless',
      titleKey: 'pages.seamless',
      requiresAuth: true,
      hideSideMenu: true,
      hideFooter: true,
      isGameStage: true,
    },
  },
  {
    path: '*',
    lazy: lazyPage(contentPages, (module) => module.NotFoundPage),
    handle: { name: 'not-found', titleKey: 'pages.notFound' },
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootFrame,
    HydrateFallback: AppLoader,
    errorElement: <RouteError fullPage />,
    children: [
      {
        Component: ShellLayout,
        // A page that fails keeps the shell around its error view.
        children: [{ errorElement: <RouteError />, children: shellPages.map(page) }],
      },
      {
        Component: AgentLayout,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              page({
                path: '/agentHome',
                lazy: lazyPage(agentCentre, (module) => module.AgentCentrePage),
                handle: { name: 'agentHome', titleKey: 'pages.agentHome' },
                loader: requireAgent,
              }),
            ],
          },
        ],
      },
      // The live chat fills the customer-service popup (440×750) or a phone's screen: no site header or footer.
      {
        errorElement: <RouteError fullPage />,
        children: [
          page({
            path: '/chat',
            lazy: lazyPage(chatPage, (module) => module.ChatPage),
            handle: { name: 'chat', titleKey: 'pages.chat' },
          }),
        ],
      },
      opsRoute,
    ],
  },
];

export const router = createBrowserRouter(routes);
