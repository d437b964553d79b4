import { useCallback, useMemo, useRef, useState } from 'react';
import { useRefresh } from 'react-admin';
import {
  type AllowedValues,
  bulkColumnsOf,
  bulkKeysOf,
  type BulkCellError,
  type BulkRow,
  type ReadResult,
  type ResolvedBulkColumn,
} from '@/declarations/bulkUpload';
import type { ScreenDeclaration } from '@/declarations/types';
import { failureMessage } from '@/http/failures';
import { useT, type Translate } from '@i18n/translate';
import type { BulkRowResult, BulkStatus } from '@/declarations/bulkUpload';
import type { ApprovalInput } from '@/providers/dataProvider/families/approval';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { type ApprovalTask, BULK_APPROVAL, couponIssueTargetKey, requiresApproval } from '@resources/approvalRules';
import { readInWorker } from './readInWorker';

/** The most rows one file may hold (docs/decisions.md 2026-11-29): 10,000 stay responsive (docs/performance.md). */
export const BULK_MAX_FILE_ROWS = 10_000;
const DEFAULT_BATCH = 200;

/** One line of the preview: a row's error (row, column, reason), or a sound row with what the server will do. */
export interface PreviewLine {
  row: number;
  column: string;
  reason: string;
  state: 'error' | BulkStatus;
}

export interface Preview {
  ok: number;
  bad: number;
  lines: PreviewLine[];
  /** The rows 등록 sends. */
  valid: BulkRow[];
  /** The wrong rows as written, with their reasons (오류 내려받기). */
  wrong: Array<{ line: BulkRow; reason: string }>;
}

export interface Summary {
  created: number;
  updated: number;
  unchanged: number;
  refused: PreviewLine[];
  notSent: number;
  failure?: string;
}

export type Phase =
  | { step: 'choose'; failure?: string }
  | { step: 'reading' }
  | { step: 'checking'; done: number; total: number }
  | { step: 'preview'; preview: Preview }
  | { step: 'writing'; preview: Preview; done: number; total: number; canceling: boolean }
  | { step: 'summary'; summary: Summary }
  /** 결재: one request carries the whole file; nothing is written until it is approved. */
  | { step: 'requested'; count: number; targetKey: string };

/** The Korean reason of one problem. */
export function reasonOf(error: BulkCellError, t: Translate): string {
  const values = { limit: error.limit?.toLocaleString('ko-KR'), message: error.message ?? '' };
  if (error.problem === 'format') {
    switch (error.format) {
      case 'time':
        return t('bulk.format.time');
      case 'phone':
        return t('bulk.format.phone');
      case 'memberKey':
        return t('bulk.format.memberKey');
      case 'maxLength':
        return t('bulk.format.maxLength', values);
      case 'min':
        return t('bulk.format.min', values);
      case 'max':
        return t('bulk.format.max', values);
      default:
        return t('bulk.format.number');
    }
  }
  switch (error.problem) {
    case 'required':
      return t('bulk.problem.required');
    case 'unknownCode':
      return t('bulk.problem.unknownCode');
    case 'duplicate':
      return t('bulk.problem.duplicate', { limit: error.limit });
    case 'unknownOnServer':
      return t('bulk.problem.unknownOnServer', values);
    default:
      return t('bulk.problem.refused', values);
  }
}

const refusalOf = (result: BulkRowResult): BulkCellError => ({
  row: result.row,
  column: result.column ?? '',
  problem: result.refusal === 'unknown' ? 'unknownOnServer' : 'refused',
  message: result.message ?? '',
});

const batches = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) => list.slice(index * size, (index + 1) * size));

const sendable = (rows: readonly BulkRow[]) => rows.map((row) => ({ row: row.row, ...row.values }));

/**
 * The request a bulk over its 결재 threshold sends instead of writing (issue 37 item 2): the one
 * call the approved run makes, `POST {type}/bulk` with every sound row of the file and its `total`.
 */
export function bulkApprovalInput(task: ApprovalTask, call: string, preview: Preview, reason: string): ApprovalInput {
  return {
    task,
    target: couponIssueTargetKey(preview.valid.map((row) => String(row.values.couponTypeId ?? ''))),
    amount: preview.ok,
    reason,
    call: { method: 'POST', path: `${call}/bulk`, body: { rows: sendable(preview.valid), total: preview.valid.length } },
  };
}

/** The allowed values of the code, select, yn and reference columns (the template's codes sheet and the file's check). */
export function useAllowedLoader(columns: readonly ResolvedBulkColumn[]) {
  const dataProvider = useAppDataProvider();
  return useCallback(async (): Promise<AllowedValues> => {
    const entries = await Promise.all(
      columns.map(async (column): Promise<[string, Array<{ id: string; name: string }>] | undefined> => {
        if (column.kind === 'code' && column.codeGroup)
          return [column.source, (await dataProvider.getCodes(column.codeGroup)).map((code) => ({ id: String(code.codeId), name: String(code.codeName) }))];
        if ((column.kind === 'select' || column.kind === 'yn') && column.choices)
          return [column.source, column.choices.map((choice) => ({ id: String(choice.id), name: choice.name }))];
        if (column.kind === 'reference' && column.reference) {
          const { data } = await dataProvider.getList(column.reference, {
            pagination: { page: 1, perPage: 1000 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
          });
          return [column.source, data.map((record) => ({ id: String(record.id), name: String(record[column.referenceLabel ?? 'id'] ?? '') }))];
        }
        return undefined;
      }),
    );
    return Object.fromEntries(entries.filter((entry) => entry !== undefined));
  }, [columns, dataProvider]);
}

/** The dialog's flow: read the file (worker), check it with the server (dryRun), then write the sound rows in batches. */
export function useBulkUpload(screen: ScreenDeclaration) {
  const t = useT();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const columns = useMemo(() => bulkColumnsOf(screen), [screen]);
  const keys = useMemo(() => bulkKeysOf(screen), [screen]);
  const loadAllowed = useAllowedLoader(columns);
  const call = screen.bulkUpload?.call ?? screen.api.type ?? screen.name;
  const batchSize = screen.bulkUpload?.batchSize ?? DEFAULT_BATCH;
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const cancelRef = useRef(false);

  const previewOf = useCallback(
    (read: ReadResult, planned: Map<number, BulkRowResult>): Preview => {
      const refusals = [...planned.values()].filter((result) => result.status === 'refused').map(refusalOf);
      const errors = [...read.errors, ...refusals].sort((a, b) => a.row - b.row);
      const badRows = new Set(errors.map((error) => error.row));
      const valid = read.rows.filter((row) => !badRows.has(row.row));
      const lines: PreviewLine[] = [
        ...errors.map((error): PreviewLine => ({ row: error.row, column: error.column, reason: reasonOf(error, t), state: 'error' })),
        ...valid.map((row): PreviewLine => ({ row: row.row, column: '', reason: '', state: planned.get(row.row)?.status ?? 'created' })),
      ].sort((a, b) => a.row - b.row);
      const reasons = new Map<number, string[]>();
      for (const line of lines)
        if (line.state === 'error') reasons.set(line.row, [...(reasons.get(line.row) ?? []), line.column ? `${line.column}: ${line.reason}` : line.reason]);
      const wrong = [...read.invalid, ...read.rows.filter((row) => badRows.has(row.row))]
        .sort((a, b) => a.row - b.row)
        .map((line) => ({ line, reason: (reasons.get(line.row) ?? []).join(' / ') }));
      return { ok: valid.length, bad: badRows.size, lines, valid, wrong };
    },
    [t],
  );

  const choose = useCallback(
    async (file: File) => {
      setPhase({ step: 'reading' });
      try {
        const [bytes, allowed] = await Promise.all([file.arrayBuffer(), loadAllowed()]);
        const reply = await readInWorker({ bytes, columns, keys, allowed });
        if (reply.type === 'failed') return setPhase({ step: 'choose', failure: t(reply.reason === 'empty' ? 'bulk.failed.empty' : 'bulk.failed.notXlsx') });
        const read = reply.result;
        if (read.missing.length) return setPhase({ step: 'choose', failure: t('bulk.failed.missing', { columns: read.missing.join(', ') }) });
        if (read.total === 0) return setPhase({ step: 'choose', failure: t('bulk.failed.noRows') });
        if (read.total > BULK_MAX_FILE_ROWS)
          return setPhase({ step: 'choose', failure: t('bulk.failed.tooMany', { max: BULK_MAX_FILE_ROWS.toLocaleString('ko-KR') }) });
        // the server's own checks, nothing written (dryRun): unknown records, its rules
        const planned = new Map<number, BulkRowResult>();
        setPhase({ step: 'checking', done: 0, total: read.rows.length });
        for (const batch of batches(read.rows, Math.max(batchSize, 500))) {
          for (const result of await dataProvider.bulkUpload(call, { rows: sendable(batch), dryRun: true, total: read.rows.length }))
            planned.set(result.row, result);
          setPhase({ step: 'checking', done: planned.size, total: read.rows.length });
        }
        setPhase({ step: 'preview', preview: previewOf(read, planned) });
      } catch (error) {
        setPhase({ step: 'choose', failure: failureMessage(error) });
      }
    },
    [batchSize, call, columns, dataProvider, keys, loadAllowed, previewOf, t],
  );

  const submit = useCallback(
    async (preview: Preview) => {
      cancelRef.current = false;
      const summary: Summary = { created: 0, updated: 0, unchanged: 0, refused: [], notSent: 0 };
      const parts = batches(preview.valid, batchSize);
      let done = 0;
      setPhase({ step: 'writing', preview, done, total: preview.valid.length, canceling: false });
      for (const part of parts) {
        if (cancelRef.current) {
          summary.notSent += part.length;
          continue;
        }
        try {
          for (const result of await dataProvider.bulkUpload(call, { rows: sendable(part), total: preview.valid.length })) {
            if (result.status === 'refused') {
              const error = refusalOf(result);
              summary.refused.push({ row: result.row, column: error.column, reason: reasonOf(error, t), state: 'refused' });
            } else summary[result.status] += 1;
          }
        } catch (error) {
          summary.failure = failureMessage(error);
          summary.notSent += part.length;
          cancelRef.current = true;
        }
        done += part.length;
        setPhase((current) => (current.step === 'writing' ? { ...current, done } : current));
      }
      refresh();
      setPhase({ step: 'summary', summary });
    },
    [batchSize, call, dataProvider, refresh, t],
  );

  const cancel = useCallback(() => {
    cancelRef.current = true;
    setPhase((current) => (current.step === 'writing' ? { ...current, canceling: true } : current));
  }, []);

  const restart = useCallback(() => setPhase({ step: 'choose' }), []);

  /** The 결재 task watching this bulk, when the preview's sound rows are over its threshold. */
  const approvalTask = BULK_APPROVAL[screen.name];
  const approvalOf = useCallback(
    (preview: Preview): ApprovalTask | undefined => (approvalTask && requiresApproval(approvalTask, preview.ok) ? approvalTask : undefined),
    [approvalTask],
  );
  const requested = useCallback((input: ApprovalInput) => setPhase({ step: 'requested', count: input.amount, targetKey: input.target }), []);

  return { phase, columns, loadAllowed, choose, submit, cancel, restart, approvalOf, requested, call };
}
