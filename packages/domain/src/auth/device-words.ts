/**
 * A session's device in words, from its User-Agent header (ASVS 5.0 V7.5.2: the user sees their
 * sessions and can tell them apart), e.g. 'Chrome on Windows', 'Safari on iPhone'. Only the browser
 * family and the operating system: versions change weekly and say nothing to a person. The header is
 * whatever the client sent, so an unknown or missing one is simply 'Unknown browser' / 'Unknown device'.
 */
export function deviceInWords(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, 1000);
  if (ua.trim() === '') return 'Unknown device';
  return `${browserOf(ua)} on ${systemOf(ua)}`;
}

function browserOf(ua: string): string {
  // Order matters: Edge and Opera also say Chrome; Chrome also says Safari; iOS browsers say Safari.
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/\bOPR\/|\bOpera\b/.test(ua)) return 'Opera';
  if (/\bSamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/\bFirefox\/|\bFxiOS\//.test(ua)) return 'Firefox';
  if (/Chrome\/|\bCriOS\/|\bChromium\//.test(ua)) return 'Chrome';
  if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return 'Safari';
  return 'Unknown browser';
}

function systemOf(ua: string): string {
  if (/\biPhone\b/.test(ua)) return 'iPhone';
  if (/\biPad\b/.test(ua)) return 'iPad';
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'macOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return 'an unknown system';
}
