import { useParams } from 'react-router';
import { SpendMyKiwiSaverScreen } from '@/features/kiwisaver-tools/spend/screens/spend-my-kiwisaver-screen';
import { paths } from '../paths';

/** /kiwisaver-decumulator-tool/:id (spec 000 §2.4, titled 'Spend my KiwiSaver'): the id is the client id. */
export function DecumulatorToolRoute() {
  const { id = '' } = useParams();
  return <SpendMyKiwiSaverScreen key={id} clientId={id} toolsPath={paths.tools.path} />;
}
