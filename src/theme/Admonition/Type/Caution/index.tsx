import Caution from '@theme-original/Admonition/Type/Caution';
import {withSignalWord} from '../../SignalWord';

export default withSignalWord(Caution, 'caution');
