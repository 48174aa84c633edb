/** The plugin's browser side, for site code: which pages are short links. */
export {isShortLinkPath, SHORT_LINK_ROUTE} from '../shared/routes';
