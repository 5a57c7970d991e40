/**
 * What the server's first view knows of the screen it is drawn for: only whether the browser says it
 * is a phone's (Sec-CH-UA-Mobile, or "Mobi" in its User-Agent). A first view cannot ask the width, so
 * the components that choose by width (ResponsiveTable) choose by this instead; the app chooses again
 * by the width once it has taken over. Set just before each (synchronous) render.
 */
let phone = false;

export function setFirstViewPhone(next: boolean): void {
  phone = next;
}

export function firstViewPhone(): boolean {
  return phone;
}
