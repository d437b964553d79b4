import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, type Identifier } from 'react-admin';
import { useT } from '@i18n/translate';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { Department } from '@/types/records';

const KEY = ['department'];

/** The head-office departments (GET department) and their writes (POST, PUT/DELETE department/{id}). */
export function useDepartments() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useT();
  const list = useQuery({ queryKey: KEY, queryFn: async () => (await dataProvider.departmentList({ perPage: 100 })).list });
  const done = (message: string) => {
    notify(message, { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: KEY });
    void queryClient.invalidateQueries({ queryKey: ['officeUser'] });
  };
  const create = useMutation({
    mutationFn: (deptName: string) => dataProvider.departmentCreate({ deptName, useYn: 'Y' }),
    onSuccess: () => done(t('settings.departments.added')),
  });
  const rename = useMutation({
    mutationFn: ({ dept, deptName }: { dept: Department; deptName: string }) => dataProvider.departmentUpdate(dept.deptId, { deptName, rev: dept.rev }),
    onSuccess: () => done(t('settings.departments.renamed')),
  });
  const remove = useMutation({
    mutationFn: (deptId: Identifier) => dataProvider.departmentDelete(deptId),
    onSuccess: () => done(t('settings.departments.deleted')),
  });
  return { list, create, rename, remove };
}
