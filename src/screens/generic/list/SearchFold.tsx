import Button from '@mui/material/Button';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useT } from '@i18n/translate';
import { searchFoldedPreference, usePreference } from '@/layout/preferences';

/** Whether a screen's search block is folded, remembered per screen in this browser (not personal data). */
export function useSearchFolded(screen: string): [boolean, (folded: boolean) => void] {
  const [folded, setFolded] = usePreference(searchFoldedPreference);
  return [folded[screen] === true, (value) => setFolded({ ...searchFoldedPreference.get(), [screen]: value })];
}

/** '검색 조건 접기' / '검색 조건 펼치기': folds the filters away so the table gets the window (issue 32 item 5). */
export function SearchFoldButton({ folded, onToggle, controls }: { folded: boolean; onToggle: () => void; controls: string }) {
  const t = useT();
  return (
    <Button
      type="button"
      size="small"
      aria-expanded={!folded}
      aria-controls={controls}
      startIcon={folded ? <ExpandMoreIcon /> : <ExpandLessIcon />}
      onClick={onToggle}
      sx={{ flexShrink: 0 }}
    >
      {t(folded ? 'ux.search.unfold' : 'ux.search.fold')}
    </Button>
  );
}
