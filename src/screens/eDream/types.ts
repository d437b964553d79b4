import type { RaRecord } from 'react-admin';
import type { EDreamCase as EDreamCaseFields } from '@/types/records';

/** A customer's eDream case (GET eDreamSet/{id}) as react-admin holds it: the record with its `id`. */
export type EDreamCase = EDreamCaseFields & RaRecord;

/** '(12345) 서울시 … 101동 202호' */
export const addressText = (record: Pick<EDreamCase, 'zipCode' | 'address' | 'addressDetail'>) =>
  [record.zipCode ? `(${record.zipCode})` : '', record.address, record.addressDetail].filter(Boolean).join(' ');
