/**
 * The lead inbox's list opens on what nobody has answered yet (docs/forms.md#the-lead-inbox): the Contact leads
 * and Career enquiries lists, opened without a filter, show the entries whose status is new. Applied once each
 * time the list opens; the filter then shows in the list's filter bar like any other, and removing it shows
 * every entry.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import { INBOX_COLLECTIONS } from '../submissions/lead-inbox';

const INBOX: ReadonlySet<string> = new Set(INBOX_COLLECTIONS);

/** The Content Manager's query string for "Status is new" (qs, as its own filter bar writes it). */
export const NEW_ONLY = 'filters[$and][0][stage][$eq]';

export function InboxOpensOnNew() {
  const { slug } = useParams<{ slug: string }>();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !slug || !INBOX.has(slug)) return;
    opened.current = true;
    const query = new URLSearchParams(search);
    if ([...query.keys()].some((key) => key.startsWith('filters') || key === '_q')) return;
    query.set(NEW_ONLY, 'new');
    query.set('page', '1');
    navigate({ pathname, search: `?${query.toString()}` }, { replace: true });
  }, [navigate, pathname, search, slug]);
  return null;
}
