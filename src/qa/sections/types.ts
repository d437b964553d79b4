import type { MockState } from '../useMockState';

/** A line the workbench shows above its sections after one of them acted. */
export interface Notice {
  severity: 'success' | 'error' | 'info';
  text: string;
}

export interface SectionProps {
  state: MockState;
  notify: (notice: Notice) => void;
}
