import type { RaRecord } from 'react-admin';
import type { Member } from '@/types/records';

/** The member detail (POST member/{id}) as react-admin holds it: the record with its `id` (= `cusId`). */
export type MemberRecord = Member & RaRecord;

export const isWithdrawn = (member: MemberRecord) => member.memberStatus === 'WITHDRAWN';
