import { ColumnsButton } from './ColumnsButton';
import { SavedViewsMenu } from './SavedViewsMenu';
import { SaveViewButton } from './SaveViewButton';

/** 저장된 검색 and 표시 항목 of a generic list's toolbar (issue 36 items 3 and 4). */
export function ListViews() {
  return (
    <>
      <SavedViewsMenu />
      <SaveViewButton />
      <ColumnsButton />
    </>
  );
}
