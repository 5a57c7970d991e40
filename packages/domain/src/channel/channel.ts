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
}

export const CHANNEL_CONFIG: Record<Channel, ChannelConfig> = {
  NZ: {
    channel: 'NZ',
    versionLabel: 'NZ',
    currency: 'NZD',
    locale: 'en-NZ',
    timeZone: 'Pacific/Auckland',
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
  },
  AU: {
    channel: 'AU',
    versionLabel: 'Aus',
    currency: 'AUD',
    locale: 'en-AU',
    timeZone: 'Australia/Sydney',
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
  },
};

export function channelConfig(channel: Channel): ChannelConfig {
  return CHANNEL_CONFIG[channel];
}

export function otherChannel(channel: Channel): Channel {
  return channel === 'NZ' ? 'AU' : 'NZ';
}
