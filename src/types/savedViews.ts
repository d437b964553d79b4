import type { MonthPreset, PeriodPreset } from '@/declarations/types';

/**
 * A saved view of a generic list (issue 36 items 3 and 4, docs/api.md "Saved views"): what a
 * list shows, kept on the server under a name. The period travels as its preset when it is one
 * ('이번 달' moves with the month), otherwise as dates inside `filter`.
 */
export interface SavedViewState {
  /** The list filter without the period's dates when `periodPreset` holds them. */
  filter: Record<string, unknown>;
  periodPreset?: PeriodPreset | MonthPreset | null;
  sort?: string | null;
  order?: 'ASC' | 'DESC' | null;
  perPage?: number | null;
  /** Visible column sources in their order; null: the declared columns. */
  columns?: string[] | null;
}

export type SavedViewShare = 'N' | 'GROUP';

export type SavedView = {
  id: number;
  /** The screen (declaration name) the view belongs to. */
  screen: string;
  name: string;
  /** 'N': the owner's only; 'GROUP': every admin of the owner's group sees it (read-only to them). */
  shared: SavedViewShare;
  ownerId: string;
  ownerName?: string;
  /** The signed-in admin's own view (rename, delete, share). */
  mine: boolean;
  /** The signed-in admin's default for the screen. */
  default: boolean;
  state: SavedViewState;
  regDt?: string;
  updDt?: string;
};

/** What a create or an update sends. */
export interface SavedViewInput {
  screen?: string;
  name?: string;
  shared?: SavedViewShare;
  state?: SavedViewState;
}
