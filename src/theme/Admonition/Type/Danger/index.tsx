import Danger from '@theme-original/Admonition/Type/Danger';
import {withSignalWord} from '../../SignalWord';

export default withSignalWord(Danger, 'danger');
