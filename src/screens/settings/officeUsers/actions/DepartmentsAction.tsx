import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useT } from '@i18n/translate';
import { useScreenRights } from '@/auth/useScreenRights';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { fieldErrorsOf } from '../../shared/fieldErrors';
import type { Department } from '@/types/records';
import { useDepartments } from '../useDepartments';

/**
 * '부서 관리' on /officeUser: the departments with their head count; add (등록 flag), rename (수정),
 * delete with '확인' (삭제; the server refuses a department that still has people).
 */
export function DepartmentsAction() {
  const t = useT();
  const rights = useScreenRights('officeUser');
  const { list, create, rename, remove } = useDepartments();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<Department>();
  const [removing, setRemoving] = useState<Department>();
  const nameField = useRef<HTMLInputElement>(null);
  const write = editing ? rename : create;
  const server = fieldErrorsOf(write.error).deptName;
  const submit = () => {
    const deptName = name.trim();
    if (!deptName) return;
    const after = {
      onSuccess: () => {
        setName('');
        setEditing(undefined);
      },
    };
    if (editing) rename.mutate({ dept: editing, deptName }, after);
    else create.mutate(deptName, after);
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {t('settings.departments.title')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth>
        <DialogTitle>{t('settings.departments.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {(rights.create || (editing && rights.edit)) && (
              <Stack direction="row" spacing={1} alignItems="flex-start">
                <TextField
                  inputRef={nameField}
                  name="deptName"
                  label={t(editing ? 'settings.departments.newName' : 'settings.departments.name')}
                  value={name}
                  onChange={(event) => {
                    setName(event.target.value);
                    write.reset();
                  }}
                  error={Boolean(server)}
                  helperText={server ?? ' '}
                  size="small"
                  sx={{ flex: 1 }}
                />
                <Button variant="contained" sx={{ mt: 0.5 }} disabled={!name.trim() || write.isPending} onClick={submit}>
                  {t(editing ? 'settings.departments.rename' : 'settings.departments.add')}
                </Button>
              </Stack>
            )}
            {write.error && !server && <Alert severity="error">{write.error.message}</Alert>}
            <Table size="small" aria-label={t('settings.departments.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('settings.departments.name')}</TableCell>
                  <TableCell align="right">{t('settings.departments.count')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {(list.data ?? []).map((dept) => (
                  <TableRow key={dept.deptId}>
                    <TableCell>{dept.deptName}</TableCell>
                    <TableCell align="right">{t('settings.departments.people', { count: dept.empCnt ?? 0 })}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {rights.edit && (
                        <Button
                          size="small"
                          aria-label={t('settings.departments.renameOf', { name: dept.deptName })}
                          onClick={() => {
                            setEditing(dept);
                            setName(dept.deptName);
                            rename.reset();
                            nameField.current?.focus();
                          }}
                        >
                          {t('settings.departments.rename')}
                        </Button>
                      )}
                      {rights.delete && (
                        <Button
                          size="small"
                          color="error"
                          aria-label={t('settings.departments.deleteOf', { name: dept.deptName })}
                          onClick={() => {
                            remove.reset();
                            setRemoving(dept);
                          }}
                        >
                          {t('settings.departments.delete')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('settings.departments.close')}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={!!removing}
        destructive
        title={t('settings.departments.delete')}
        message={t('settings.departments.deleteGuide', { name: removing?.deptName ?? '' })}
        onConfirm={() => remove.mutateAsync(removing?.deptId ?? 0).then(() => setRemoving(undefined))}
        onClose={() => setRemoving(undefined)}
        pending={remove.isPending}
        error={remove.error}
      />
    </>
  );
}
