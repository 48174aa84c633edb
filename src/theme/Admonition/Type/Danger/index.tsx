import Danger from '@theme-original/Admonition/Type/Danger';
import type {ComponentType} from 'react';
import {withSignalWord, type AdmonitionBoxProps} from '../../SignalWord';

export default withSignalWord(Danger as ComponentType<AdmonitionBoxProps>, 'danger');
