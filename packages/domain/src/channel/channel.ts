import type { IsoDate } from '../calendar/iso-date.js';
import { localDateOf } from '../calendar/local-date.js';

/** The two portals. Everything that differs between them lives in this file (DESIGN §4). */
export const CHANNELS = ['NZ', 'AU'] as const;
export type Channel = (typeof CHANNELS)[number];

export const PRODUCT_TYPES = ['KS', 'UT', 'UT-AUS', 'PW', 'PE'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export interface ChannelConfig {
  channel: Channel;
  /** 'NZ' or 'Aus', as the version label shows it (spec 000 §2.1). */
  versionLabel: string;
  currency: 'NZD' | 'AUD';
  locale: string;
  timeZone: string;
  /**
   * Local time ('HH:mm' in timeZone) after which a business day's closing prices exist: the as-at date
   * of prices is the last business day whose close has passed (lastClosedBusinessDay, decisions.md).
   */
  marketCloseTime: string;
  /** Used in 'The {product} Client Portal is in maintenance.' */
  productName: string;
  companyName: string;
  entityName: string;
  websiteUrl: string;
  termsUrl: string;
  privacyUrl: string;
  infoEmail: string;
  phones: {
    investmentFunds: string;
    kiwiSaver?: string;
    wealthManagement?: string;
    outsideCountry: string;
  };
  outsideCountryLabel: string;
  /** Product types this portal shows. */
  productTypes: readonly ProductType[];
  showFoundation: boolean;
  showIrdAndPir: boolean;
  /**
   * spec 002 §2.4, §6: in the Australian portal Edit Profile opens an external page instead of the
   * edit form; null where the portal's own form is used.
   */
  editProfileUrl: string | null;
}

export const CHANNEL_CONFIG: Record<Channel, ChannelConfig> = {
  NZ: {
    channel: 'NZ',
    versionLabel: 'NZ',
    currency: 'NZD',
    locale: 'en-NZ',
    timeZone: 'Pacific/Auckland',
    // NZX: continuous trading ends 16:45, then the pre-close and closing auction; done by 17:00.
    marketCloseTime: '17:00',
    productName: 'Tasman',
    companyName: 'Tasman Asset Management',
    entityName: 'Tasman Asset Management Limited',
    websiteUrl: 'https://tasman.example.nz',
    termsUrl: 'https://tasman.example.nz/terms',
    privacyUrl: 'https://tasman.example.nz/privacy',
    infoEmail: 'info@tasman.example.nz',
    phones: {
      investmentFunds: '0800 662 345',
      kiwiSaver: '0800 662 346',
      wealthManagement: '0800 662 347',
      outsideCountry: '+64 9 921 4700',
    },
    outsideCountryLabel: 'New Zealand',
    productTypes: ['KS', 'UT', 'PW', 'PE'],
    showFoundation: true,
    showIrdAndPir: true,
    editProfileUrl: null,
  },
  AU: {
    channel: 'AU',
    versionLabel: 'Aus',
    currency: 'AUD',
    locale: 'en-AU',
    timeZone: 'Australia/Sydney',
    // ASX: normal trading ends 16:00, then the closing single price auction at about 16:10.
    marketCloseTime: '16:15',
    productName: 'Tasman Australia',
    companyName: 'Tasman Asset Management Australia',
    entityName: 'Tasman Asset Management (Australia) Pty Ltd',
    websiteUrl: 'https://tasman.example.com.au',
    termsUrl: 'https://tasman.example.com.au/terms',
    privacyUrl: 'https://tasman.example.com.au/privacy',
    infoEmail: 'info@tasman.example.com.au',
    phones: {
      investmentFunds: '1800 951 345',
      outsideCountry: '+61 2 8006 1234',
    },
    outsideCountryLabel: 'Australia',
    productTypes: ['UT-AUS'],
    showFoundation: false,
    showIrdAndPir: false,
    editProfileUrl: 'https://tasman.example.com.au/update-my-details',
  },
};

export function channelConfig(channel: Channel): ChannelConfig {
  return CHANNEL_CONFIG[channel];
}

/**
 * The local date of the channel's clients at an instant, by default now (DESIGN §5: a day is the
 * client's day in Pacific/Auckland or Australia/Sydney, never the UTC date): calendar/local-date.ts
 * in the channel's zone.
 */
export function localDateIn(channel: Channel, instant: Date = new Date()): IsoDate {
  return localDateOf(instant, CHANNEL_CONFIG[channel].timeZone);
}

export function otherChannel(channel: Channel): Channel {
  return channel === 'NZ' ? 'AU' : 'NZ';
}
