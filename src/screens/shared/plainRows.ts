import { alpha, darken, lighten, type Theme } from '@mui/material/styles';

/** MUI's own line under a cell: the divider made opaque, lightened (or darkened in dark mode). */
const cellBorder = (theme: Theme) =>
  `1px solid ${theme.palette.mode === 'light' ? lighten(alpha(theme.palette.divider, 1), 0.88) : darken(alpha(theme.palette.divider, 1), 0.68)}`;

/**
 * The looks of MUI's small `TableRow` and `TableCell` for plain `<tr>`, `<td>` and `<th>` in a
 * table's body, as class rules of the table (`<Table sx={plainRowsSx}>`). A long table drawn
 * all at once (the menu tree's ~130 rows) spent most of its first render in MUI's cells: each
 * one is a styled component over its props and its theme, 780 of them for 6 columns. A row
 * lit under the pointer is `tr.hover` (MUI's `hover`), a chosen one `tr.Mui-selected`; a
 * number's cell is `td.align-right` (or `align-center`), a row's checkbox `td.checkbox-cell`.
 */
export const plainRowsSx = {
  '& tbody tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
  '& tbody tr.hover:hover': { bgcolor: 'action.hover' },
  '& tbody tr.Mui-selected': { bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
  '& tbody tr.Mui-selected:hover': {
    bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity),
  },
  '& tbody td, & tbody th': { typography: 'body2', color: 'text.primary', borderBottom: cellBorder, padding: '6px 16px', textAlign: 'left' },
  '& tbody .align-right': { textAlign: 'right' },
  '& tbody .align-center': { textAlign: 'center' },
  // react-admin's theme pads a checkbox cell 0 8px (MUI's small one: 0 12px 0 16px)
  '& tbody td.checkbox-cell': { width: 24, padding: '0 8px', '& > *': { padding: 0 } },
} as const;
