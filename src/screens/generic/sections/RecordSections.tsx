import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';
import { useScreenRights } from '@/auth/useScreenRights';
import { hasAction } from '../declaration';
import { useScreen } from '../ScreenContext';
import { ChangeHistory, GrantHistory } from './ChangeHistory';
import { LikeButton } from './LikeButton';
import { OrderOneButton } from './OrderOneButton';
import { SubListSection } from './SubListSection';

/**
 * What a declaration adds under a record's detail and edit form (docs/api.md "Generic content
 * calls"): the rest variant's '추천 지정/해제' (`like`) and '순서 이동' (`order`), with the modify
 * flag; the declared sub-rows; the 권한 변경 이력 and 변경 이력 of a declaration that opts in (issue 34).
 */
export function RecordSections() {
  const screen = useScreen();
  const record = useRecordContext();
  const mayEdit = useScreenRights(screen.name).edit;
  if (!record) return null;
  const rest = screen.api.family === 'rest';
  const like = rest && mayEdit && hasAction(screen, 'like');
  const moveOne = rest && mayEdit && hasAction(screen, 'order');
  return (
    <>
      {(like || moveOne) && (
        <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1 }}>
          {like && <LikeButton />}
          {moveOne && <OrderOneButton />}
        </Stack>
      )}
      {screen.subList && <SubListSection subList={screen.subList} />}
      {screen.grantHistory && <GrantHistory adminId={String(record.id)} />}
      {screen.history && <ChangeHistory resource={screen.name} id={record.id} />}
    </>
  );
}
