import ThumbUpIcon from '@mui/icons-material/ThumbUpOutlined';
import { Button } from 'react-admin';
import { useT } from '@i18n/translate';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { useDialog } from '@/screens/shared/useDialog';
import { useRecordWrite } from './useRecordWrite';

/** '추천 지정' / '추천 해제' of the record (rest `POST {type}/{id}/status-like` `{ likeYn }`), confirmed, with the server's message. */
export function LikeButton() {
  const t = useT();
  const dialog = useDialog();
  const { record, write: change } = useRecordWrite(
    (dataProvider, resource, id, likeYn: 'Y' | 'N') => dataProvider.restStatusLike(resource, id, { likeYn }),
    (reply) => reply.msg || t('contentCalls.like.done'),
    dialog.close,
  );
  if (!record) return null;
  const liked = record.likeYn === 'Y';
  const label = t(liked ? 'contentCalls.like.unset' : 'contentCalls.like.set');
  return (
    <>
      <Button
        label={label}
        onClick={() => {
          change.reset();
          dialog.show();
        }}
      >
        <ThumbUpIcon />
      </Button>
      <ConfirmDialog
        open={dialog.open}
        title={label}
        message={t(liked ? 'contentCalls.like.unsetQuestion' : 'contentCalls.like.setQuestion')}
        onConfirm={() => change.mutateAsync(liked ? 'N' : 'Y')}
        onClose={dialog.close}
        pending={change.isPending}
        error={change.error}
      />
    </>
  );
}
