import type { GameCategory } from '@playhall/contracts/games';

type VendorSeed = {
  code: string;
  displayName: string;
  accountTypeName: string;
  walletType: 'SEAMLESS' | 'TRANSFER';
  brandColor: string;
  categories: GameCategory[];
};

/**
 * The demo vendors, by the codes of the spec. Every one of them is served by the built-in game provider
 * (apps/games); the names describe the demo studios, not real companies.
 */
export const DEMO_VENDORS: readonly VendorSeed[] = [
  {
    code: 'PG',
    displayName: 'PG Slots',
    accountTypeName: 'Slots',
    walletType: 'SEAMLESS',
    brandColor: '#e11d48',
    categories: ['RNG'],
  },
  {
    code: 'EG2',
    displayName: 'EG2 Gaming',
    accountTypeName: 'Slots',
    walletType: 'SEAMLESS',
    brandColor: '#7c3aed',
    categories: ['RNG'],
  },
  {
    code: 'PT',
    displayName: 'PT Casino',
    accountTypeName: 'Slots',
    walletType: 'SEAMLESS',
    brandColor: '#0ea5e9',
    categories: ['RNG', 'LIVE'],
  },
  {
    code: 'JDB',
    displayName: 'JDB Studio',
    accountTypeName: 'Slots',
    walletType: 'SEAMLESS',
    brandColor: '#f59e0b',
    categories: ['RNG', 'FISH'],
  },
  {
    code: 'CQ9',
    displayName: 'CQ9 Games',
    accountTypeName: 'Slots',
    walletType: 'SEAMLESS',
    brandColor: '#f97316',
    categories: ['RNG', 'FISH'],
  },
  {
    code: 'FC',
    displayName: 'Fa Chai',
    accountTypeName: 'Slots',
    walletType: 'SEAMLESS',
    brandColor: '#dc2626',
    categories: ['RNG', 'FISH'],
  },
  {
    code: 'JL',
    displayName: 'JL Play',
    accountTypeName: 'Slots',
    walletType: 'SEAMLESS',
    brandColor: '#16a34a',
    categories: ['RNG', 'FISH', 'PVP'],
  },
  {
    code: 'BGS',
    displayName: 'BGS Arcade',
    accountTypeName: 'Slots',
    walletType: 'SEAMLESS',
    brandColor: '#2563eb',
    categories: ['RNG'],
  },
  {
    code: 'SX',
    displayName: 'Silk Live',
    accountTypeName: 'Live casino',
    walletType: 'TRANSFER',
    brandColor: '#be185d',
    categories: ['LIVE'],
  },
  {
    code: 'EV',
    displayName: 'Evening Live',
    accountTypeName: 'Live casino',
    walletType: 'TRANSFER',
    brandColor: '#0f766e',
    categories: ['LIVE'],
  },
  {
    code: 'KY',
    displayName: 'KY Poker',
    accountTypeName: 'Card games',
    walletType: 'SEAMLESS',
    brandColor: '#a16207',
    categories: ['PVP'],
  },
  {
    code: 'LEG',
    displayName: 'Legend Cards',
    accountTypeName: 'Card games',
    walletType: 'SEAMLESS',
    brandColor: '#9333ea',
    categories: ['PVP'],
  },
  {
    code: 'TCG',
    displayName: 'TCG Lottery',
    accountTypeName: 'Lottery',
    walletType: 'SEAMLESS',
    brandColor: '#b91c1c',
    categories: ['LOTT', 'ELOTT'],
  },
  {
    code: 'TCG_LOTTO_VN',
    displayName: 'Vietnam Lotto',
    accountTypeName: 'Lottery',
    walletType: 'SEAMLESS',
    brandColor: '#dc2626',
    categories: ['LOTT'],
  },
  {
    code: 'TCG_SEA',
    displayName: 'SEA Lottery',
    accountTypeName: 'Lottery',
    walletType: 'SEAMLESS',
    brandColor: '#0369a1',
    categories: ['LOTT'],
  },
  {
    code: 'GW',
    displayName: 'Gold Wheel',
    accountTypeName: 'E-lottery',
    walletType: 'SEAMLESS',
    brandColor: '#ca8a04',
    categories: ['ELOTT'],
  },
  {
    code: 'SB',
    displayName: 'Stadium Bet',
    accountTypeName: 'Sports',
    walletType: 'TRANSFER',
    brandColor: '#15803d',
    categories: ['SPORTS'],
  },
  {
    code: 'UG',
    displayName: 'Ultra Goal',
    accountTypeName: 'Sports',
    walletType: 'TRANSFER',
    brandColor: '#1d4ed8',
    categories: ['SPORTS'],
  },
  {
    code: 'AV',
    displayName: 'AV Esports',
    accountTypeName: 'E-sports',
    walletType: 'TRANSFER',
    brandColor: '#4f46e5',
    categories: ['ESPORTS'],
  },
  {
    code: 'AI',
    displayName: 'AI Esports',
    accountTypeName: 'E-sports',
    walletType: 'TRANSFER',
    brandColor: '#0891b2',
    categories: ['ESPORTS'],
  },
  {
    code: 'IMES',
    displayName: 'IM Esports',
    accountTypeName: 'E-sports',
    walletType: 'TRANSFER',
    brandColor: '#c026d3',
    categories: ['ESPORTS'],
  },
  {
    code: 'TF',
    displayName: 'TF Gaming',
    accountTypeName: 'E-sports',
    walletType: 'TRANSFER',
    brandColor: '#ea580c',
    categories: ['ESPORTS'],
  },
  {
    code: 'IA',
    displayName: 'IA Esports',
    accountTypeName: 'E-sports',
    walletType: 'TRANSFER',
    brandColor: '#65a30d',
    categories: ['ESPORTS'],
  },
  {
    code: 'DS88',
    displayName: 'DS88 Sabong',
    accountTypeName: 'Cockfight',
    walletType: 'TRANSFER',
    brandColor: '#b45309',
    categories: ['COCKFIGHT'],
  },
];
