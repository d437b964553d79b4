import type { AdminAccount } from '../accounts';

/** A JSON reply on its way out, as the hooks of mocks/replies see it. */
export interface Reply {
  /** A copy of the request, body unread. */
  request: Request;
  url: URL;
  method: string;
  status: number;
  /** The signed-in admin, when there is one (public calls have none). */
  admin?: AdminAccount;
  body: unknown;
}

/** Hooks run in order on the parsed body; each returns the body the next one sees. */
export type ReplyHook = (reply: Reply) => unknown;
