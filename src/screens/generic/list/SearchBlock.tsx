import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormGroupsProvider, SourceContextProvider, useListContext, useResourceContext, type SourceContextValue } from 'react-admin';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useT, type Translate } from '@i18n/translate';
import type { ListPeriod } from '@/declarations/types';
import { useScreen } from '../ScreenContext';
import { listFilters } from './listFilters';
import { periodProblem, type PeriodProblem } from '../../../declarations/period';
import { SearchFoldButton, useSearchFolded } from './SearchFold';
import { useApplyFilter } from './useApplyFilter';
import { sameValues, useSearchDefaults } from './useSearchDefaults';

/** Labels stay above their fields in the search block, filled or not. */
const labelsOnTop = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiInputLabel: { ...outer.components?.MuiInputLabel, defaultProps: { ...outer.components?.MuiInputLabel?.defaultProps, shrink: true } },
  },
});

const withoutEmpty = (values: FieldValues): FieldValues =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '' && value !== null && value !== undefined));

/** Every field the form holds, emptied, then `values`: what the form shows for an applied filter. */
const formValuesOf = (current: FieldValues, values: FieldValues): FieldValues => ({
  ...Object.fromEntries(Object.keys(current).map((key) => [key, ''])),
  ...values,
});

function periodMessage(t: Translate, period: ListPeriod, problem: PeriodProblem): string {
  const months = period.maxMonths ?? 0;
  const span = months % 12 === 0 ? t('ux.period.years', { count: months / 12 }) : t('ux.period.months', { count: months });
  return t(problem === 'required' ? 'ux.period.required' : 'ux.period.tooWide', { span });
}

/**
 * The search block of a generic list (issue 16 item 1): the declared filters in a grid above the
 * table, labels on top. Typing only fills the form; 검색 (or Enter) applies it as react-admin's
 * list filter, so the URL keeps it (shareable, reload, back), and 초기화 restores the screen's
 * defaults (its period). A date not yet whole stops 검색 with its field's message; a period
 * missing or wider than the declared maximum is refused here, unsent. The fields fold away
 * ('검색 조건 접기', remembered per screen) leaving one line with 검색 and 초기화.
 */
export function SearchBlock() {
  const t = useT();
  const screen = useScreen();
  const resource = useResourceContext();
  const { filterValues, refetch } = useListContext();
  const applyFilter = useApplyFilter();
  const { defaults, restore: restoreDefaults } = useSearchDefaults();
  const filters = useMemo(() => listFilters(screen), [screen]);
  const [folded, setFolded] = useSearchFolded(screen.name);
  const fieldsId = useId();
  const form = useForm({ defaultValues: filterValues as FieldValues });
  const { reset, getValues, handleSubmit } = form;
  const applied = JSON.stringify(filterValues);
  // a refused period, said until the next search or until the filter changes from outside
  const [refusal, setRefusal] = useState<{ message: string; applied: string }>();
  const problem = refusal?.applied === applied ? refusal.message : undefined;
  useEffect(() => {
    // the filter changed outside the form (back, a link, 초기화): the form shows it
    const next = formValuesOf(getValues(), JSON.parse(applied) as FieldValues);
    if (!sameValues(next, getValues())) reset(next);
  }, [applied, getValues, reset]);

  const search = (values: FieldValues) => {
    const refused = periodProblem(screen.period, values);
    if (refused && screen.period) {
      setRefusal({ message: periodMessage(t, screen.period, refused), applied });
      return;
    }
    setRefusal(undefined);
    const next = withoutEmpty(values);
    if (sameValues(next, filterValues)) void refetch();
    else applyFilter(next);
  };
  const restore = () => {
    setRefusal(undefined);
    reset(formValuesOf(getValues(), defaults));
    restoreDefaults();
  };

  const sourceContext = useMemo<SourceContextValue>(
    () => ({ getSource: (source: string) => source, getLabel: (source: string) => `resources.${resource}.fields.${source}` }),
    [resource],
  );
  if (filters.length === 0) return null;
  return (
    <FormProvider {...form}>
      <FormGroupsProvider>
        <SourceContextProvider value={sourceContext}>
          <ThemeProvider theme={labelsOnTop}>
            <Stack
              component="form"
              role="search"
              aria-label={t('ux.search.label')}
              noValidate
              onSubmit={(event) => void handleSubmit(search)(event)}
              spacing={1}
              sx={{ px: 2, pt: folded ? 1 : 2, pb: 1 }}
              data-testid="list-search"
            >
              <Collapse in={!folded} id={fieldsId}>
                <Grid container columnSpacing={2} rowSpacing={1} alignItems="flex-start">
                  {filters.map(({ key, element, wide }) => (
                    <Grid key={key} size={wide ? { xs: 12, lg: 6 } : { xs: 12, sm: 6, md: 4, lg: 3 }}>
                      {element}
                    </Grid>
                  ))}
                </Grid>
              </Collapse>
              {problem && (
                <Alert severity="warning" role="alert">
                  {problem}
                </Alert>
              )}
              <Stack direction="row" spacing={1} alignItems="center">
                <Box sx={{ flex: 1 }} />
                <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
                  {t('ux.search.submit')}
                </Button>
                <Button type="button" variant="outlined" startIcon={<RestartAltIcon />} onClick={restore}>
                  {t('ux.search.reset')}
                </Button>
                <Box sx={{ flex: 1, display: 'flex', justifyContent: 'flex-end' }}>
                  <SearchFoldButton folded={folded} onToggle={() => setFolded(!folded)} controls={fieldsId} />
                </Box>
              </Stack>
            </Stack>
          </ThemeProvider>
        </SourceContextProvider>
      </FormGroupsProvider>
    </FormProvider>
  );
}
