import Warning from '@theme-original/Admonition/Type/Warning';
import type {ComponentType} from 'react';
import {withSignalWord, type AdmonitionBoxProps} from '../../SignalWord';

export default withSignalWord(Warning as ComponentType<AdmonitionBoxProps>, 'warning');
