export { GenericCreate } from './GenericCreate';
export { GenericEdit } from './GenericEdit';
export { GenericList, DEFAULT_PAGE_SIZE, PAGE_SIZES } from './GenericList';
export { GenericShow } from './GenericShow';
export { ScreenProvider, useScreen } from './ScreenContext';
export { KindField } from './fields/KindField';
export { KindInput } from './inputs/KindInput';
export { useCodes } from './useCodes';
