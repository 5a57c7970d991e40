import { NotBuiltScreen } from './not-built-screen';

/** Issue 10 builds this screen; until then it says so plainly. */
export function ClientBookRoute() {
  return <NotBuiltScreen />;
}
