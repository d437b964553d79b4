import { ProcessSelectedAction } from './ProcessSelectedAction';

/** 적립 취소: DELETE badIssueStamp?ids=…&reason=… for the chosen detections. */
export function CancelSelectedAction() {
  return (
    <ProcessSelectedAction
      write="cancel"
      texts={{
        button: 'badIssue.cancel.button',
        title: 'badIssue.cancel.title',
        confirm: 'badIssue.cancel.confirm',
        reason: 'badIssue.cancel.reason',
        reasonRequired: 'badIssue.cancel.reasonRequired',
        done: 'badIssue.cancel.done',
      }}
    />
  );
}
