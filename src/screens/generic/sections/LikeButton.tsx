import ThumbUpIcon from '@mui/icons-material/ThumbUpOutlined';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useT } from '@i18n/translate';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { useScreen } from '../ScreenContext';

/** '추천 지정' / '추천 해제' of the record (rest `POST {type}/{id}/status-like` `{ likeYn }`), confirmed, with the server's message. */
export function LikeButton() {
  const t = useT();
  const screen = useScreen();
  const record = useRecordContext();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const liked = record?.likeYn === 'Y';
  const change = useMutation({
    mutationFn: () => dataProvider.restStatusLike(screen.name, record?.id ?? '', { likeYn: liked ? 'N' : 'Y' }),
    onSuccess: (reply) => {
      notify(reply.msg || t('contentCalls.like.done'), { type: 'success' });
      setAsking(false);
      refresh();
    },
  });
  if (!record) return null;
  return (
    <>
      <Button label={t(liked ? 'contentCalls.like.unset' : 'contentCalls.like.set')} onClick={() => setAsking(true)}>
        <ThumbUpIcon />
      </Button>
      <ConfirmDialog
        open={asking}
        title={t(liked ? 'contentCalls.like.unset' : 'contentCalls.like.set')}
        message={t(liked ? 'contentCalls.like.unsetQuestion' : 'contentCalls.like.setQuestion')}
        onConfirm={() => change.mutateAsync()}
        onClose={() => {
          setAsking(false);
          change.reset();
        }}
        pending={change.isPending}
        error={change.error}
      />
    </>
  );
}
