import { useT } from '@i18n/translate';
import { ActiveFaults } from './ActiveFaults';
import { FaultForm } from './FaultForm';
import { Section } from './Section';
import type { SectionProps } from './types';

export function FaultSection(props: SectionProps) {
  const t = useT();
  return (
    <Section title={t('qa.fault.title')} testId="qa-faults">
      <FaultForm {...props} />
      <ActiveFaults state={props.state} />
    </Section>
  );
}
