export { GenericCreate } from './GenericCreate';
export { GenericEdit } from './GenericEdit';
export { GenericList } from './GenericList';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './list/firstRead';
export { GenericShow } from './GenericShow';
export { ScreenProvider, useScreen } from './ScreenContext';
export { KindField } from './fields/KindField';
export { KindInput } from './inputs/KindInput';
export { useCodes } from './useCodes';
