import { findScreen } from '@resources/registry';
import { GenericList } from '@/screens/generic/GenericList';
import { CancelSelectedAction } from './actions/CancelSelectedAction';
import { ExceptSelectedAction } from './actions/ExceptSelectedAction';
import { PeriodSwitch } from './PeriodSwitch';
import { useBadIssueRights } from './useBadIssueActions';

/**
 * /badIssueStamp: the declared detections list, daily or weekly by the 일별/주별 switch, with
 * 적립 취소 and 탐지 예외 on the chosen rows (each behind its flag; no checkboxes without either).
 * A row opens the detection's detail (POST badIssueStamp/detail).
 */
export function BadIssueStampList() {
  const screen = findScreen('badIssueStamp');
  const rights = useBadIssueRights();
  if (!screen) return null;
  const bulkActions = (rights.cancel || rights.except) && (
    <>
      {rights.except && <ExceptSelectedAction />}
      {rights.cancel && <CancelSelectedAction />}
    </>
  );
  return <GenericList screen={screen} actions={<PeriodSwitch />} bulkActions={bulkActions} />;
}
