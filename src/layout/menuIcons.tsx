import BarChartIcon from '@mui/icons-material/BarChart';
import CalculateIcon from '@mui/icons-material/Calculate';
import CampaignIcon from '@mui/icons-material/Campaign';
import CoffeeIcon from '@mui/icons-material/Coffee';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import ForumIcon from '@mui/icons-material/Forum';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import StoreIcon from '@mui/icons-material/Store';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import type { SvgIconComponent } from '@mui/icons-material';

/** The server's `menuIcon` names (resources/areas.ts) mapped to MUI icons; unknown → a folder. */
const icons: Record<string, SvgIconComponent> = {
  coffee: CoffeeIcon,
  view_quilt: ViewQuiltIcon,
  receipt_long: ReceiptLongIcon,
  campaign: CampaignIcon,
  store: StoreIcon,
  calculate: CalculateIcon,
  people: PeopleIcon,
  settings: SettingsIcon,
  notifications: NotificationsIcon,
  bar_chart: BarChartIcon,
  forum: ForumIcon,
};

export function MenuIcon({ name }: { name?: string | null }) {
  const Icon = (name && icons[name]) || FolderOutlinedIcon;
  return <Icon fontSize="small" />;
}
