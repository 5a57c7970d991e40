import { Anchor, Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { AdviserOptionsResponse } from '@tasman/domain/contracts/adviser';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

/** How long the search box waits after the last key before it asks (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

const ALL_ADVISERS = 'all';

interface BookFiltersProps {
  searchTerm: string;
  onSearch: (term: string) => void;
  /** Staff only: the advisers to filter by; undefined hides the filter. */
  advisers?: AdviserOptionsResponse['advisers'];
  advisersLoading?: boolean;
  adviserId: string | null;
  onAdviser: (adviserId: string | null) => void;
  csvHref: string;
  searchAccountsHref: string;
}

/** The search box, staff's adviser filter, the CSV export of the book as filtered, and the account search. */
export function BookFilters(props: BookFiltersProps) {
  const { searchTerm, onSearch, advisers, advisersLoading = false, adviserId, onAdviser, csvHref, searchAccountsHref } = props;
  const [input, setInput] = useState(searchTerm);
  // A pause in typing searches: one request per pause, not per key.
  const search = useDebouncedCallback((term: string) => onSearch(term), SEARCH_DEBOUNCE_MS);

  // Back, Forward or a link changed the term in the URL: the box shows it (state adjusted while
  // rendering, as React advises, rather than in an effect).
  const [shownTerm, setShownTerm] = useState(searchTerm);
  if (shownTerm !== searchTerm) {
    setShownTerm(searchTerm);
    if (input.trim() !== searchTerm) setInput(searchTerm);
  }

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label="Search clients"
        placeholder="Client name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={input}
        onChange={(event) => {
          setInput(event.currentTarget.value);
          search(event.currentTarget.value.trim());
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.flush();
        }}
        maxLength={100}
        style={{ flex: '1 1 16rem' }}
      />
      {advisers !== undefined ? (
        <Select
          label="Adviser"
          data={[
            { value: ALL_ADVISERS, label: 'All advisers' },
            ...advisers.map((adviser) => ({ value: adviser.adviserId, label: adviser.name })),
          ]}
          value={adviserId ?? ALL_ADVISERS}
          onChange={(value) => onAdviser(value === null || value === ALL_ADVISERS ? null : value)}
          allowDeselect={false}
          searchable
          disabled={advisersLoading}
          style={{ flex: '1 1 14rem' }}
        />
      ) : null}
      <Group gap="sm" wrap="wrap" align="center">
        <Button component="a" href={csvHref} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          Export CSV
        </Button>
        <Anchor component={Link} to={searchAccountsHref} size="sm">
          Search accounts
        </Anchor>
      </Group>
    </Group>
  );
}
