import type { ToolId } from '@tasman/domain/contracts/tools';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useLocationCheck } from '@/features/tools/api/get-location';
import { useTools } from '@/features/tools/api/get-tools';
import { LoadingScreen } from '@/ui/loading-screen';
import { paths } from '../paths';
import type { AccessRule } from './require-access';
import { useSignedInUser } from './signed-in-user';

/** /tools itself (spec 000 §2.1): users with advice-tools access; others are sent to the root route. */
export const toolsPageAccess: AccessRule = (user) => user.hasAdviceTools;

/**
 * The guard of the tools area (spec 000 §2.4, spec 002 §2.6): on a tool's route, a caller who is not
 * in New Zealand (an error of the location check counts as not NZ), or who may not open that tool —
 * switched off, not theirs, or (for a client) another client's id in the address — is sent to /tools, which says why.
 */
export function ToolsAreaGuard({ tool }: { tool: ToolId }) {
  const where = useLocationCheck();
  const tools = useTools({ enabled: where === 'nz' });
  const { pathname } = useLocation();
  const user = useSignedInUser();
  if (where === 'checking' || (where === 'nz' && tools.isPending)) return <LoadingScreen label="Checking your location…" />;
  if (where !== 'nz' || !tools.isSuccess) return <Navigate to={paths.tools.path} replace />;
  const tile = tools.data.tiles.find((entry) => entry.tool === tool);
  const ownTool = tile?.available === true && tile.href === pathname.replace(/\/+$/, '');
  // Decision (issue 14): staff and advisers have no client record, so no tile of their own; they may
  // open a client's calculator while the tool is on for them (the member data call checks the client).
  const forAClient = tile?.reason === 'no-client' && (user.userType === 'Staff' || user.userType === 'Intermediary');
  if (!ownTool && !forAClient) return <Navigate to={paths.tools.path} replace />;
  return <Outlet />;
}
