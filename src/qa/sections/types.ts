import type { Notice } from '../QaWorkbench';
import type { MockState } from '../useMockState';

export interface SectionProps {
  state: MockState;
  notify: (notice: Notice) => void;
}
