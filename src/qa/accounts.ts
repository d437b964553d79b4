/** The QA accounts of docs/qa.md "Accounts", in its order. */
export const QA_ACCOUNTS = [
  'hq.master',
  'hq.sms.user',
  'store.owner1',
  'store.owner2',
  'hq.viewer1',
  'hq.temp01',
  'hq.old01',
  'hq.reader1',
  'hq.approver1',
] as const;
