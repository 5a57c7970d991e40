import { NotBuiltScreen } from './not-built-screen';

/** Placeholder until issue 14's screen lands here. */
export function DecumulatorToolRoute() {
  return <NotBuiltScreen />;
}
