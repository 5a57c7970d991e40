// geoip-country ships no types; the one call the location check makes (lib/geoip.js, v5).
declare module 'geoip-country' {
  export function lookup(ip: string): { country: string } | null;
}
