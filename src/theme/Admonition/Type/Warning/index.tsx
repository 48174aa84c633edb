import Warning from '@theme-original/Admonition/Type/Warning';
import {withSignalWord} from '../../SignalWord';

export default withSignalWord(Warning, 'warning');
