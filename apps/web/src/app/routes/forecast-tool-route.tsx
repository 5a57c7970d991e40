import { useParams } from 'react-router';
import { ForecastMyBalanceScreen } from '@/features/kiwisaver-tools/forecast/screens/forecast-my-balance-screen';
import { paths } from '../paths';

/** /kiwisaver-forecast-tool/:clientId (spec 002 §2.6 'KiwiSaver Forecast My Balance'; spec 000 §2.4, guarded by the tools area). */
export function ForecastToolRoute() {
  const { clientId = '' } = useParams();
  return <ForecastMyBalanceScreen key={clientId} clientId={clientId} toolsPath={paths.tools.path} />;
}
