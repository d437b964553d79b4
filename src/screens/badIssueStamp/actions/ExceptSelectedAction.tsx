import { ProcessSelectedAction } from './ProcessSelectedAction';

/** 탐지 예외: POST badIssueStamp/except `{ ids, reason }`, taking the chosen rows' members out of detection. */
export function ExceptSelectedAction() {
  return (
    <ProcessSelectedAction
      write="except"
      texts={{
        button: 'badIssue.except.button',
        title: 'badIssue.except.title',
        confirm: 'badIssue.except.confirm',
        reason: 'badIssue.except.reason',
        reasonRequired: 'badIssue.except.reasonRequired',
        done: 'badIssue.except.done',
      }}
    />
  );
}
