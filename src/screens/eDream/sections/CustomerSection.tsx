import { useT } from '@i18n/translate';
import { eDreamCustomerColumns } from '@resources/marketing/eDreamRules';
import type { EDreamCase } from '../types';
import { useCaseCustomer } from '../useEDreamCase';
import { CaseSection } from './CaseSection';

/** 고객 조회 (GET eDreamSet/searchCustomer/{id}): the member of the case, masked as in any list, opening the member's detail. */
export function CustomerSection({ record }: { record: EDreamCase }) {
  const t = useT();
  return (
    <CaseSection name="customer" title={t('eDream.case.sections.customer')} columns={eDreamCustomerColumns} rowKey="cusId" query={useCaseCustomer(record.id)} />
  );
}
