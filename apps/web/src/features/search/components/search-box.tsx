'use client';
// Search as you type (3-50 characters), results listed as matches.
import { isValidSearchQuery, SEARCH_QUERY_MAX } from '@sportsbook/domain';
import { useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { MatchList } from '@/components/matches/match-list';
import type { Locale } from '@/lib/i18n/locales';
import { useSearchEvents } from '../api/search-events';
import { HighlightedName } from './highlighted-name';
import styles from './search-box.module.css';
import { withQueryClient } from '@/components/providers/query-provider';

function SearchBoxBody({ locale, initial = '' }: { locale: Locale; initial?: string }) {
  const intl = useIntl();
  const id = useId();
  const [query, setQuery] = useState(initial);
  const deferred = useDeferredValue(query);
  const { data, isFetching, isError } = useSearchEvents(deferred, locale);
  const ready = isValidSearchQuery(deferred);
  return (
    <div className={styles.box}>
      <label htmlFor={id} className={styles.label}>
        {intl.formatMessage({ id: 'search.label' })}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={query}
        maxLength={SEARCH_QUERY_MAX}
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby={`${id}-status`}
      />
      <p id={`${id}-status`} className={styles.status} role="status" aria-busy={isFetching}>
        {!ready
          ? intl.formatMessage({ id: 'search.too-short' })
          : isError && !isFetching
            ? null
            : data && data.length === 0
              ? intl.formatMessage({ id: 'search.no-results' }, { query: deferred.trim() })
              : data
                ? intl.formatMessage({ id: 'search.results' }, { count: data.length })
                : ''}
      </p>
      {/* Spec 8: a failed read shows an error; the alert is this inline one (the read is reported). */}
      {ready && isError && !isFetching ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage({ id: 'search.failed' })}
        </p>
      ) : null}
      {ready && data && data.length > 0 && !isError ? (
        <MatchList
          matches={data}
          locale={locale}
          renderName={(name) => <HighlightedName name={name} query={deferred} />}
        />
      ) : null}
    </div>
  );
}

/** Reads through TanStack Query, which loads with this part of the page. */
export const SearchBox = withQueryClient(SearchBoxBody);
