import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../helpers/renderScreen';
import { call, LONG, rowsOf } from './settingsHelpers';

const departments = () => rowsOf('department', 'deptId');

describe('departments (/officeUser)', () => {
  it(
    'adds, renames and deletes a department; one with people is refused with the server’s message',
    async () => {
      const { user, requests } = await renderScreen('/officeUser');
      await user.click(await screen.findByRole('button', { name: '부서 관리' }, { timeout: 40000 }));
      const box = within(await screen.findByRole('dialog'));
      await call(requests, 'GET', /^\/api\/department$/, false);
      const staffed = await box.findByText(String(departments()[0].deptName));
      await user.type(box.getByRole('textbox', { name: '부서명' }), '브랜드전략팀');
      await user.click(box.getByRole('button', { name: '추가' }));
      expect((await call(requests, 'POST', /^\/api\/department$/)).body).toEqual({ deptName: '브랜드전략팀', useYn: 'Y' });
      const added = (await box.findByText('브랜드전략팀')).closest('tr') as HTMLElement;
      const deptId = departments().find((row) => row.deptName === '브랜드전략팀')?.deptId;

      await user.click(within(added).getByRole('button', { name: '브랜드전략팀 이름 변경' }));
      const rename = box.getByRole('textbox', { name: '새 부서명' });
      expect(rename).toHaveFocus(); // the name to change is where the typing goes
      await user.clear(rename);
      await user.type(rename, '브랜드기획팀');
      await user.click(box.getByRole('button', { name: '이름 변경' }));
      expect((await call(requests, 'PUT', new RegExp(`^/api/department/${String(deptId)}$`))).body).toMatchObject({ deptName: '브랜드기획팀' });
      const renamed = (await box.findByText('브랜드기획팀')).closest('tr') as HTMLElement;

      await user.click(within(renamed).getByRole('button', { name: '브랜드기획팀 삭제' }));
      await user.click(within(await screen.findByRole('dialog', { name: '삭제' })).getByRole('button', { name: '확인' }));
      await call(requests, 'DELETE', new RegExp(`^/api/department/${String(deptId)}$`), false);
      await waitFor(() => expect(departments().some((row) => row.deptId === deptId)).toBe(false));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '삭제' })).toBeNull());

      await user.click(within(staffed.closest('tr') as HTMLElement).getByRole('button', { name: `${String(departments()[0].deptName)} 삭제` }));
      const confirm = within(await screen.findByRole('dialog', { name: '삭제' }));
      await user.click(confirm.getByRole('button', { name: '확인' }));
      expect(await confirm.findByText(/^소속 임직원이 \d+명 있어 삭제할 수 없습니다\./)).toBeInTheDocument();
    },
    LONG * 2,
  );
});

describe('office users (/officeUser)', () => {
  it(
    'creates an office user with a department chosen by name; the server copies its name',
    async () => {
      const dept = departments().find((row) => row.useYn !== 'N');
      if (!dept) throw new Error('no department in use');
      const { user, requests } = await renderScreen('/officeUser/create');
      await user.type(await screen.findByRole('textbox', { name: /사번/ }, { timeout: 40000 }), 'E20260001');
      await user.type(screen.getByRole('textbox', { name: /이름/ }), '문하린');
      await user.type(screen.getByRole('textbox', { name: /휴대폰/ }), '01023456789');
      await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'harin@beancoffee.co.kr');
      await user.click(screen.getByRole('combobox', { name: /부서/ }));
      await user.click(await screen.findByRole('option', { name: String(dept.deptName) }));
      await user.click(screen.getByRole('button', { name: '저장' }));
      const body = (await call(requests, 'POST', /^\/api\/officeUser$/)).body as Record<string, unknown>;
      expect(body).toMatchObject({ empNo: 'E20260001', empName: '문하린', deptId: dept.deptId });
      expect(body).not.toHaveProperty('deptName');
      await waitFor(() =>
        expect(rowsOf('officeUser').find((row) => row.empNo === 'E20260001')).toMatchObject({ deptId: dept.deptId, deptName: dept.deptName }),
      );
    },
    LONG * 2,
  );
  it(
    'moves an existing office user to another department (PUT officeUser/{id}); the list shows the new department',
    async () => {
      const employee = rowsOf('officeUser').find((row) => row.useYn !== 'N');
      const target = departments().find((row) => row.useYn !== 'N' && row.deptId !== employee?.deptId);
      if (!employee || !target) throw new Error('no office user and other department');
      const rev = employee.rev;
      const { user, requests } = await renderScreen(`/officeUser/${String(employee.id)}`);
      const department = await screen.findByRole('combobox', { name: /부서/ }, { timeout: 40000 });
      await waitFor(() => expect(department).toHaveTextContent(String(employee.deptName)));
      await user.click(department);
      await user.click(await screen.findByRole('option', { name: String(target.deptName) }));
      await user.click(screen.getByRole('button', { name: '저장' }));
      const body = (await call(requests, 'PUT', new RegExp(`^/api/officeUser/${String(employee.id)}$`))).body as Record<string, unknown>;
      expect(body).toMatchObject({ empNo: employee.empNo, deptId: target.deptId, rev });
      expect(body).not.toHaveProperty('deptName');
      await waitFor(() =>
        expect(rowsOf('officeUser').find((row) => row.id === employee.id)).toMatchObject({ deptId: target.deptId, deptName: target.deptName }),
      );
      // Back on the list, the row reads the department's name the server copied.
      const row = (await screen.findByRole('cell', { name: String(employee.empNo) }, { timeout: 40000 })).closest('tr') as HTMLElement;
      expect(within(row).getByRole('cell', { name: String(target.deptName) })).toBeInTheDocument();
    },
    LONG * 2,
  );
});
