import {useCallback, useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

/**
 * A URL query parameter as React state: deep-linkable, restored on reload,
 * and replaced (not pushed) while typing so Back leaves the page.
 */
export function useQueryParam(name: string): [string, (value: string) => void] {
  const location = useLocation();
  const history = useHistory();
  const fromUrl = new URLSearchParams(location.search).get(name) ?? '';
  // Start empty like the server-rendered HTML, then take the URL's value:
  // reading it during the first render would break hydration.
  const [value, setValue] = useState('');
  useEffect(() => setValue(fromUrl), [fromUrl]);

  const update = useCallback(
    (next: string) => {
      setValue(next);
      const params = new URLSearchParams(location.search);
      if (next.trim() === '') params.delete(name);
      else params.set(name, next);
      const search = params.toString();
      history.replace({...location, search: search ? `?${search}` : ''});
    },
    [history, location, name],
  );
  return [value, update];
}
