import Caution from '@theme-original/Admonition/Type/Caution';
import type {ComponentType} from 'react';
import {withSignalWord, type AdmonitionBoxProps} from '../../SignalWord';

export default withSignalWord(Caution as ComponentType<AdmonitionBoxProps>, 'caution');
