/**
 * The visitor's country from their IP address, by the GeoLite2 country database that the
 * geoip-country package ships (data: 'This product includes GeoLite2 data created by MaxMind,
 * available from https://www.maxmind.com', CC BY-SA 4.0 under MaxMind's GeoLite2 EULA).
 *
 * The package reads its ~8 MB of data when first imported, so it is imported on the first lookup
 * and kept: a process that never answers /cache/loc never pays for it.
 */
type Lookup = (ip: string) => { country: string } | null;

let loading: Promise<Lookup> | undefined;

function database(): Promise<Lookup> {
  loading ??= import('geoip-country').then((module) => {
    const lookup = (module as { lookup?: Lookup; default?: { lookup: Lookup } }).lookup ?? module.default?.lookup;
    if (!lookup) throw new Error('geoip-country: no lookup function');
    return lookup;
  });
  // A failed load is not kept: the next request tries again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The two-letter country of a public address, or null when the database has none for it. */
export async function countryOfAddress(ip: string): Promise<string | null> {
  const lookup = await database();
  return lookup(ip)?.country ?? null;
}
