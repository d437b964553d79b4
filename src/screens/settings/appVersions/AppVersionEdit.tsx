import { useParams } from 'react-router-dom';
import { findScreen } from '@resources/registry';
import { GenericEdit } from '@/screens/generic/GenericEdit';
import { VersionApps } from './VersionApps';

const screen = findScreen('appVersion');

/** /appVersion/{id}: the version's form (number and OS fixed once registered) and its apps below. */
export function AppVersionEdit() {
  const { id } = useParams();
  if (!screen || !id) return null;
  return (
    <>
      <GenericEdit screen={screen} />
      <VersionApps versionId={id} />
    </>
  );
}
