import { http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '../../db';
import { listResponse, notFound, readBody, RESULT } from '../util';
import { fieldRefusal } from './admins';
import { createRecord, deleteRecord, updateRecord, type Target } from './records';
import { familyTable, param, recordOf, textOf, type Row } from './shared';

/**
 * Departments (/api/department, spec §7 "department") and the office users' writes (/officeUser
 * 0807): a user belongs to one department (`deptId`), whose name the server copies (`deptName`);
 * a department with users cannot be deleted (409), a rename reaches its users.
 */
const departments = (): Target => ({ table: db.collection('department', 'deptId'), present: withCount });
const officeUsers = (): Target => familyTable('rest', 'officeUser');
const usersOf = (deptId: unknown) =>
  officeUsers()
    .table.all()
    .filter((row) => String(row.deptId) === String(deptId));
function withCount(row: Row): Row {
  return { ...row, empCnt: usersOf(row.deptId).length };
}

const DEPT_FIELDS = [
  { source: 'deptName', label: '부서명', kind: 'text' as const },
  { source: 'useYn', label: '사용 여부', kind: 'yn' as const },
];

function departmentProblem(body: Row, id?: string): Response | undefined {
  const deptName = textOf(body.deptName);
  if (!deptName) return fieldRefusal('deptName', '부서명을 입력해주세요.');
  if ([...deptName].length > 30) return fieldRefusal('deptName', '부서명은 30자 이내로 입력해주세요.');
  const { table } = departments();
  if (table.all().some((row) => row.deptName === deptName && String(row.deptId) !== String(id)))
    return fieldRefusal('deptName', '이미 있는 부서명입니다.', 409);
  return undefined;
}

/** An office user's department: it must exist and be in use; its name goes with the user. */
function withDepartment(body: Row, creating: boolean): Row | Response {
  if (!creating && body.deptId === undefined) return body;
  const dept = departments().table.get(body.deptId);
  if (!dept) return fieldRefusal('deptId', '부서를 선택해주세요.');
  if (dept.useYn === 'N') return fieldRefusal('deptId', '사용하지 않는 부서입니다.');
  return { ...body, deptId: dept.deptId, deptName: dept.deptName };
}

function empNoTaken(body: Row, id?: string): Response | undefined {
  const empNo = textOf(body.empNo);
  const taken =
    empNo &&
    officeUsers()
      .table.all()
      .some((row) => textOf(row.empNo) === empNo && String(row.id) !== String(id));
  return taken ? fieldRefusal('empNo', '이미 등록된 사번입니다.', 409) : undefined;
}

export const departmentHandlers: HttpHandler[] = [
  http.get('/api/department', ({ request }) =>
    listResponse(departments().table.all().map(withCount), request.url, { fields: DEPT_FIELDS, defaultSort: { field: 'sortOrder', order: 'ASC' } }),
  ),
  http.post('/api/department', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const next =
      Math.max(
        0,
        ...departments()
          .table.all()
          .map((row) => Number(row.sortOrder) || 0),
      ) + 1;
    return departmentProblem(body) ?? createRecord(departments(), { useYn: 'Y', sortOrder: next, ...body, deptName: textOf(body.deptName) });
  }),
  http.put('/api/department/:id', async ({ request, params }) => {
    const id = param(params, 'id');
    const body = recordOf(await readBody(request));
    if (!departments().table.get(id)) return notFound('부서를 찾을 수 없습니다.');
    const problem = departmentProblem({ ...departments().table.get(id), ...body }, id);
    if (problem) return problem;
    const saved = updateRecord(departments(), id, body);
    if (saved.status === 200 && body.deptName !== undefined)
      for (const user of usersOf(id)) officeUsers().table.update(user.id, { deptName: textOf(body.deptName) });
    return saved;
  }),
  http.delete('/api/department/:id', async ({ request, params }) => {
    const id = param(params, 'id');
    const count = usersOf(id).length;
    if (count)
      return HttpResponse.json(
        { result: RESULT.FAIL, msg: `소속 임직원이 ${count}명 있어 삭제할 수 없습니다. 다른 부서로 옮긴 뒤 삭제해주세요.` },
        { status: 409 },
      );
    return deleteRecord(departments(), id, recordOf(await readBody(request)));
  }),

  http.post('/api/officeUser', async ({ request }) => {
    const body = withDepartment(recordOf(await readBody(request)), true);
    if (body instanceof Response) return body;
    return empNoTaken(body) ?? createRecord(officeUsers(), body);
  }),
  http.put('/api/officeUser/:id', async ({ request, params }) => {
    const id = param(params, 'id');
    const body = withDepartment(recordOf(await readBody(request)), false);
    if (body instanceof Response) return body;
    return empNoTaken(body, id) ?? updateRecord(officeUsers(), id, body);
  }),
];
