import { ToolsScreen } from '@/features/tools/screens/tools-screen';

/** /tools, Tools & Calculators (issue 14); the route is guarded to users with advice-tools access. */
export function ToolsRoute() {
  return <ToolsScreen />;
}
