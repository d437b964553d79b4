import { http, type HttpHandler } from 'msw';
import { osChoices } from '@resources/fields';
import { compareVersions, isAppVersion, isStoreUrl } from '@resources/settingsRules';
import { db } from '../../db';
import { notFound, readBody, success } from '../util';
import { fieldRefusal } from './admins';
import { createRecord, deleteRecord, detailOf, listOf, updateRecord } from './records';
import { adminIdNow, familyTable, nowText, param, recordOf, textOf, type Row } from './shared';

/**
 * App versions (/api/appVersion, /appVersion 0801) and the apps of each version (`app/{id}`): a new
 * version follows the latest of its OS (409 otherwise), its number and OS stay as registered.
 */
const versions = () => familyTable('appVersion');
const apps = () => db.collection('appVersionApp', 'appId');

const osName = (osType: string) => osChoices.find((choice) => choice.id === osType)?.name;
const NOTE_MAX = 1000;
const BUNDLE_ID = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/;

/** What an operator fills on both create and update. */
function detailsProblem(body: Row): Response | undefined {
  if (body.forceYn !== undefined && body.forceYn !== 'Y' && body.forceYn !== 'N') return fieldRefusal('forceYn', '강제 업데이트 여부를 선택해주세요.');
  const storeUrl = textOf(body.storeUrl);
  if (storeUrl && !isStoreUrl(storeUrl)) return fieldRefusal('storeUrl', '스토어 주소는 http:// 또는 https://로 시작하는 주소로 입력해주세요.');
  if ([...textOf(body.releaseNote)].length > NOTE_MAX) return fieldRefusal('releaseNote', `업데이트 내용은 ${NOTE_MAX}자 이내로 입력해주세요.`);
  return undefined;
}

/** The latest registered version of an OS, if any. */
const latestOf = (osType: string) =>
  versions()
    .table.all()
    .filter((row) => row.osType === osType)
    .map((row) => textOf(row.appVersion))
    .sort(compareVersions)
    .at(-1);

function createVersion(body: Row): Response {
  const osType = textOf(body.osType);
  const appVersion = textOf(body.appVersion);
  if (!osName(osType)) return fieldRefusal('osType', '운영체제를 선택해주세요.');
  if (!appVersion) return fieldRefusal('appVersion', '버전을 입력해주세요.');
  if (!isAppVersion(appVersion)) return fieldRefusal('appVersion', '버전은 주.부.수 형식의 숫자로 입력해주세요. (예: 5.3.1)');
  const latest = latestOf(osType);
  if (latest && compareVersions(appVersion, latest) <= 0)
    return fieldRefusal('appVersion', `${osName(osType)} 앱의 현재 버전(${latest})보다 높은 버전만 등록할 수 있습니다.`, 409);
  const problem = detailsProblem(body);
  if (problem) return problem;
  return createRecord(versions(), { ...body, osType, appVersion, forceYn: body.forceYn === 'Y' ? 'Y' : 'N' });
}

function updateVersion(id: string, body: Row): Response {
  const row = versions().table.get(id);
  if (!row) return notFound('앱 버전을 찾을 수 없습니다.');
  const changes = (field: string) => body[field] !== undefined && textOf(body[field]) !== textOf(row[field]);
  if (changes('osType') || changes('appVersion'))
    return fieldRefusal('appVersion', '등록된 버전의 운영체제와 버전 번호는 바꿀 수 없습니다. 새 버전으로 등록해주세요.');
  return detailsProblem(body) ?? updateRecord(versions(), id, body);
}

export const appVersionHandlers: HttpHandler[] = [
  http.get('/api/appVersion/list', ({ request }) => listOf(versions(), request.url)),
  http.get('/api/appVersion/app/:id', ({ request, params }) => {
    const versionId = param(params, 'id');
    if (!versions().table.get(versionId)) return notFound('앱 버전을 찾을 수 없습니다.');
    return listOf(
      { table: apps() },
      request.url,
      apps()
        .all()
        .filter((row) => textOf(row.versionId) === versionId),
    );
  }),
  http.post('/api/appVersion/app/:id', async ({ request, params }) => {
    const versionId = param(params, 'id');
    if (!versions().table.get(versionId)) return notFound('앱 버전을 찾을 수 없습니다.');
    const body = recordOf(await readBody(request));
    const appName = textOf(body.appName);
    const bundleId = textOf(body.bundleId);
    if (!appName) return fieldRefusal('appName', '앱 이름을 입력해주세요.');
    if ([...appName].length > 50) return fieldRefusal('appName', '앱 이름은 50자 이내로 입력해주세요.');
    if (!BUNDLE_ID.test(bundleId)) return fieldRefusal('bundleId', '패키지 ID는 kr.co.beancoffee.app 형식으로 입력해주세요.');
    if (
      apps()
        .all()
        .some((row) => textOf(row.versionId) === versionId && row.bundleId === bundleId)
    )
      return fieldRefusal('bundleId', '이 버전에 이미 등록된 패키지 ID입니다.', 409);
    return success({ data: apps().insert({ versionId, appName, bundleId, regId: adminIdNow(), regDt: nowText() }) }, '앱이 추가되었습니다.');
  }),
  http.delete('/api/appVersion/app/:id', ({ params }) => deleteRecord({ table: apps() }, param(params, 'id'))),
  http.get('/api/appVersion/:id', ({ params }) => detailOf(versions(), param(params, 'id'))),
  http.post('/api/appVersion', async ({ request }) => createVersion(recordOf(await readBody(request)))),
  http.put('/api/appVersion/:id', async ({ request, params }) => updateVersion(param(params, 'id'), recordOf(await readBody(request)))),
];
